/** /admin/sources/{id}/import: a CSV report of sales, its columns mapped in the browser, a dry run, then the import. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { SelectField, TextAreaField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { OUTCOMES, outcomeVariant } from "@/components/outcome_badge.ts";
import {
  guessMapping,
  IMPORT_FIELDS,
  mappingProblems,
  readCsvHeader,
} from "@/lib/csv_header.ts";
import {
  fetchSource,
  importCsv,
  type ImportProgress,
  type ImportResult,
  loadFailureMessage,
} from "@/lib/sources_api.ts";
import type { ImportField, ImportMapping } from "@wire/sources.ts";
import { messageOf } from "@/lib/api.ts";
import {
  detectPreset,
  IMPORT_PRESETS,
  type ImportPresetName,
  presetColumns,
  readStatusMap,
} from "@domain/sources/import_presets.ts";
import { formatCurrency, isCurrency } from "@domain/shared/currency.ts";
import { parseMoney } from "@domain/shared/money.ts";
import { outcomeText, reasonText } from "@/components/outcome_text.ts";
import { type MessageKey, readyArea, serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

export const Route = createFileRoute("/_admin/admin/sources/$id/import")({
  // The area's texts (English, and Urdu for an Urdu reader) before the page renders; a bare import of
  // areas/admin_catalog.ts here would stay in the eager route tree that every first load fetches.
  beforeLoad: () => readyArea("admin_catalog"),
  loader: ({ params }) => fetchSource(Number(params.id)),
  pendingComponent: () => (
    <ImportFrame>
      <Loading />
    </ImportFrame>
  ),
  errorComponent: ({ error }) => (
    <ImportFrame>
      <Alert tone="error">
        {loadFailureMessage(error, t("admc.import.loadFailed"))}
      </Alert>
    </ImportFrame>
  ),
  component: ImportPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_admin/admin/sources/$id/import");

/** What each field means, shown beside its column picker (keys; the texts are read at render time). */
const FIELD_HINTS: Record<ImportField, MessageKey> = {
  click_id: "admc.import.hint.click_id",
  link_code: "admc.import.hint.link_code",
  coupon_code: "admc.import.hint.coupon_code",
  order_id: "admc.import.hint.order_id",
  amount: "admc.import.hint.amount",
  payout: "admc.import.hint.payout",
  status: "admc.import.hint.status",
  date: "admc.import.hint.date",
  currency: "admc.import.hint.currency",
  discount: "admc.import.hint.discount",
  total: "admc.import.hint.total",
  refunded_amount: "admc.import.hint.refunded_amount",
  payment_method: "admc.import.hint.payment_method",
};

const PRESET_LABELS: Record<ImportPresetName, MessageKey> = {
  shopify: "admc.import.preset.shopify",
  woocommerce: "admc.import.preset.woocommerce",
};

/** Whether the status words as typed are ones the server takes: empty (none), or a JSON word → meaning object. */
function typedStatusMap(text: string): boolean {
  if (text.trim() === "") return true;
  try {
    return readStatusMap(JSON.parse(text)) !== null;
  } catch {
    return false;
  }
}

function ImportFrame(
  { sourceId, children }: { sourceId?: number; children: ReactNode },
) {
  usePageTitle(t("admc.import.pageTitle"));
  return (
    <>
      <PageHeader
        title={t("admc.import.title")}
        subtitle={t("admc.import.subtitle")}
        actions={sourceId !== undefined
          ? (
            <Link
              className={buttonClass("ghost", "sm")}
              to="/admin/sources/$id"
              params={{ id: String(sourceId) }}
            >
              {t("admc.import.sourceEvents")}
            </Link>
          )
          : (
            <Link className={buttonClass("ghost", "sm")} to="/admin/sources">
              {t("admc.allSources")}
            </Link>
          )}
      />
      {children}
    </>
  );
}

type Stage = { kind: "idle" } | {
  kind: "running";
  dryRun: boolean;
  progress: ImportProgress;
};

function ImportPage() {
  const source = route.useLoaderData();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [preset, setPreset] = useState<ImportPresetName | "">("");
  const [statusMap, setStatusMap] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [result, setResult] = useState<
    { dryRun: boolean; answer: ImportResult; mapping: string } | null
  >(null);
  const [runError, setRunError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setRunError(null);
    setHeaders(null);
    setFileError(null);
    if (!chosen) return;
    try {
      const found = await readCsvHeader(chosen);
      if (found.length === 0) {
        setFileError(t("admc.import.noHeader"));
        return;
      }
      setHeaders(found);
      // A store's own export is recognised by its header; the operator can still choose otherwise.
      const recognised = detectPreset(found);
      setPreset(recognised ?? "");
      setMapping(
        recognised ? presetColumns(recognised, found) : guessMapping(found),
      );
    } catch {
      setFileError(t("admc.import.unreadable"));
    }
  };

  const problems = mappingProblems(mapping);
  const statusMapOk = typedStatusMap(statusMap);
  if (!statusMapOk) problems.errors.push(t("admc.import.statusMapInvalid"));
  // With a preset every field is sent, "" for one the operator unmapped, so the preset does not map it again.
  const sentMapping: ImportMapping = preset
    ? Object.fromEntries(IMPORT_FIELDS.map((f) => [f, mapping[f] ?? ""]))
    : mapping;
  const mappingKey = JSON.stringify({ sentMapping, preset, statusMap });
  // The real import is offered only after a dry run of the same file and mapping.
  const dryRunDone = result?.dryRun === true && result.mapping === mappingKey;

  const run = async (dryRun: boolean) => {
    if (!file || problems.errors.length > 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setRunError(null);
    setStage({
      kind: "running",
      dryRun,
      progress: { phase: "uploading", sent: 0 },
    });
    try {
      const answer = await importCsv(
        source.id,
        file,
        sentMapping,
        dryRun,
        (progress) => setStage({ kind: "running", dryRun, progress }),
        controller.signal,
        { preset: preset || null, statusMap },
      );
      setResult({ dryRun, answer, mapping: mappingKey });
      if (!dryRun) await router.invalidate({ sync: true });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") {
        setRunError(t("admc.import.stopped"));
      } else {
        setRunError(
          loadFailureMessage(
            error,
            messageOf(error, t("admc.import.failed")),
            t("admc.import.unavailable"),
          ),
        );
      }
    } finally {
      setStage({ kind: "idle" });
      abort.current = null;
    }
  };

  const running = stage.kind === "running";

  return (
    <ImportFrame sourceId={source.id}>
      <p className="source-meta">
        {tNodes("admc.import.into", {
          name: <strong>{source.name}</strong>,
          currency: source.currency,
        })}
      </p>
      <Card title={t("admc.import.step1")}>
        <div className="field">
          <label className="field-label" htmlFor="import-file">
            {t("admc.import.file")}
          </label>
          <input
            id="import-file"
            className="field-input"
            type="file"
            accept=".csv,text/csv"
            disabled={running}
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
          <p className="field-hint">{t("admc.import.fileHint")}</p>
        </div>
        {fileError && <Alert tone="error">{fileError}</Alert>}
      </Card>

      {headers && (
        <Card title={t("admc.import.step2")}>
          <div className="admin-form">
            <SelectField
              id="import-preset"
              label={t("admc.import.preset")}
              hint={t("admc.import.presetHint")}
              value={preset}
              disabled={running}
              onChange={(e) => {
                const next = e.target.value as ImportPresetName | "";
                setPreset(next);
                setMapping(
                  next ? presetColumns(next, headers) : guessMapping(headers),
                );
              }}
            >
              <option value="">{t("admc.import.preset.none")}</option>
              {IMPORT_PRESETS.map((p) => (
                <option key={p} value={p}>{t(PRESET_LABELS[p])}</option>
              ))}
            </SelectField>
            {IMPORT_FIELDS.map((field) => (
              <SelectField
                key={field}
                id={`map-${field}`}
                label={field}
                hint={t(FIELD_HINTS[field])}
                value={mapping[field] ?? ""}
                disabled={running}
                onChange={(e) =>
                  setMapping((m) => {
                    const next = { ...m };
                    if (e.target.value) next[field] = e.target.value;
                    else delete next[field];
                    return next;
                  })}
              >
                <option value="">{t("admc.import.notInFile")}</option>
                {headers.map((h) => <option key={h} value={h}>{h}</option>)}
              </SelectField>
            ))}
            <TextAreaField
              id="import-status-map"
              label={t("admc.import.statusMap")}
              hint={t("admc.import.statusMapHint")}
              rows={3}
              value={statusMap}
              disabled={running}
              spellCheck={false}
              dir="ltr"
              placeholder='{"shipped": "approved"}'
              onChange={(e) => setStatusMap(e.target.value)}
            />
          </div>
          {problems.errors.map((p) => (
            <Alert key={p} tone="error">{serverText(p)}</Alert>
          ))}
          {problems.warnings.map((p) => (
            <Alert key={p} tone="warning">{serverText(p)}</Alert>
          ))}
        </Card>
      )}

      {headers && (
        <Card title={t("admc.import.step3")}>
          <div className="source-actions">
            <Button
              type="button"
              variant="secondary"
              busy={running && stage.dryRun}
              disabled={running || problems.errors.length > 0}
              onClick={() => void run(true)}
            >
              {t("admc.import.dryRun")}
            </Button>
            <Button
              type="button"
              busy={running && !stage.dryRun}
              disabled={running || !dryRunDone ||
                problems.errors.length > 0}
              onClick={() => void run(false)}
            >
              {t("admc.import.real")}
            </Button>
            {running && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => abort.current?.abort()}
              >
                {t("admc.import.stop")}
              </Button>
            )}
          </div>
          {!dryRunDone && !running && (
            <p className="field-hint">{t("admc.import.dryFirst")}</p>
          )}
          {running && <RunProgress progress={stage.progress} />}
          {runError && <Alert tone="error">{runError}</Alert>}
        </Card>
      )}

      {result && <ImportReport {...result} currency={source.currency} />}
    </ImportFrame>
  );
}

/** The upload's progress bar, then a busy note while the server reads the rows. */
function RunProgress({ progress }: { progress: ImportProgress }) {
  if (progress.phase === "processing") {
    return (
      <div role="status">
        <Loading text={t("admc.import.processing")} />
      </div>
    );
  }
  const percent = Math.round(progress.sent * 100);
  return (
    <div role="status">
      <label className="field-label" htmlFor="import-progress">
        {t("admc.import.uploading", { percent })}
      </label>
      <progress
        id="import-progress"
        className="import-progress"
        max={100}
        value={percent}
      />
    </div>
  );
}

/** An amount of the source's currency (the import never converts). */
function amountText(amount: number, currency: string): string {
  const minor =
    parseMoney(String(amount), { from: "store", rounding: "halfUp" }) ??
      Math.round(amount * 100);
  if (isCurrency(currency)) return formatCurrency(minor, currency);
  const abs = Math.abs(minor);
  return `${minor < 0 ? "-" : ""}${currency} ${
    (Math.floor(abs / 100)).toLocaleString("en-US")
  }.${String(abs % 100).padStart(2, "0")}`;
}

type ReportRow = ImportResult["rows"][number];

/** The report's columns, their headers read at render time. */
const rowColumns = (currency: string): DataColumn<ReportRow>[] => [
  { id: "line", accessorKey: "line", header: t("admc.import.line") },
  {
    id: "orderId",
    accessorKey: "orderId",
    header: t("admc.import.order"),
    cell: (i) => (i.getValue() as string | undefined) ?? "-",
    enableSorting: false,
  },
  {
    id: "outcome",
    accessorKey: "outcome",
    header: t("admc.outcome"),
    cell: (i) => (
      <Badge variant={outcomeVariant(i.getValue() as string)}>
        {outcomeText(i.getValue() as string)}
      </Badge>
    ),
  },
  {
    id: "reason",
    accessorKey: "reason",
    header: t("admc.reason"),
    cell: (i) => {
      const reason = i.getValue() as string | undefined;
      return reason === undefined || reason === null ? "-" : reasonText(reason);
    },
    enableSorting: false,
  },
  {
    id: "amount",
    accessorKey: "amount",
    header: t("admc.import.amount"),
    cell: (i) => {
      const amount = i.getValue() as number | undefined;
      return amount === undefined ? "-" : amountText(amount, currency);
    },
  },
  {
    id: "earning",
    accessorKey: "earning",
    header: t("admc.import.earning"),
    cell: (i) => {
      const row = i.row.original;
      if (row.earning === undefined) return "-";
      return (
        <>
          {amountText(row.earning, currency)}
          {row.pending && (
            <>
              {" "}
              <Badge variant="yellow">{t("admc.import.pending")}</Badge>
            </>
          )}
        </>
      );
    },
  },
  {
    id: "affiliate",
    accessorKey: "affiliate",
    header: t("admc.affiliate"),
    cell: (i) => (i.getValue() as string | undefined) ?? "-",
    enableSorting: false,
  },
];

/** The summary and each row's outcome of a run. */
function ImportReport(
  { dryRun, answer, currency }: {
    dryRun: boolean;
    answer: ImportResult;
    currency: string;
  },
) {
  const total = answer.rows.length;
  const errors = answer.summary.error ?? 0;
  const rows = (n: number) =>
    t(n === 1 ? "admc.import.row" : "admc.import.rows", { n });
  return (
    <Card
      title={dryRun ? t("admc.import.dryTitle") : t("admc.import.imported")}
    >
      <Alert tone={errors > 0 ? "warning" : dryRun ? "info" : "success"}>
        {dryRun
          ? [
            t("admc.import.read", { rows: rows(total) }),
            errors > 0
              ? t("admc.import.wouldSkip", { rows: rows(errors) })
              : t("admc.import.noErrors"),
            t("admc.import.toRecord"),
          ].join(" ")
          : errors > 0
          ? t("admc.import.processedSkipped", {
            rows: rows(total),
            errors: rows(errors),
          })
          : t("admc.import.processed", { rows: rows(total) })}
      </Alert>
      <div className="summary-badges" aria-label={t("admc.import.summary")}>
        {OUTCOMES.filter((o) => (answer.summary[o] ?? 0) > 0).map((o) => (
          <Badge key={o} variant={outcomeVariant(o)}>
            {outcomeText(o)}: {answer.summary[o]}
          </Badge>
        ))}
      </div>
      <DataTable
        columns={rowColumns(currency)}
        data={answer.rows}
        emptyText={t("admc.import.noRows")}
        caption={t("admc.import.caption")}
        pageSize={25}
        stackOnPhones
      />
    </Card>
  );
}
