/** /admin/sources/{id}/import: a CSV report of sales, its columns mapped in the browser, a dry run, then the import. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import { usePageTitle } from "../../../../../components/usePageTitle.ts";
import { Alert } from "../../../../../components/Alert.tsx";
import { Badge } from "../../../../../components/Badge.tsx";
import { Button, buttonClass } from "../../../../../components/Button.tsx";
import { Card } from "../../../../../components/Card.tsx";
import {
  type DataColumn,
  DataTable,
} from "../../../../../components/DataTable.tsx";
import { SelectField } from "../../../../../components/Field.tsx";
import { PageHeader } from "../../../../../components/PageHeader.tsx";
import { Loading } from "../../../../../components/Spinner.tsx";
import {
  OUTCOMES,
  outcomeVariant,
} from "../../../../../components/outcome_badge.ts";
import {
  guessMapping,
  IMPORT_FIELDS,
  mappingProblems,
  readCsvHeader,
} from "../../../../../lib/csv_header.ts";
import {
  fetchSource,
  importCsv,
  type ImportProgress,
  type ImportResult,
  loadFailureMessage,
} from "../../../../../lib/sources_api.ts";
import type {
  ImportField,
  ImportMapping,
} from "../../../../../../../wire/sources.ts";
import { messageOf } from "../../../../../lib/api.ts";

export const Route = createFileRoute("/_admin/admin/sources/$id/import")({
  loader: ({ params }) => fetchSource(Number(params.id)),
  pendingComponent: () => (
    <ImportFrame>
      <Loading />
    </ImportFrame>
  ),
  errorComponent: ({ error }) => (
    <ImportFrame>
      <Alert tone="error">
        {loadFailureMessage(error, "Failed to load the source.")}
      </Alert>
    </ImportFrame>
  ),
  component: ImportPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_admin/admin/sources/$id/import");

/** What each field means, shown beside its column picker. */
const FIELD_HINTS: Record<ImportField, string> = {
  click_id: "The click id Kamai added to the link (a network's sub id).",
  link_code: "The code of the tracked link, /go/{code}.",
  coupon_code: "An affiliate's coupon code.",
  order_id: "The order or transaction id (required).",
  amount: "The sale amount; on a refund row, the refund's amount.",
  payout: "What the network pays you, for payout-based commission.",
  status: "approved, pending, rejected, refund… (blank means approved).",
  date: "The sale's date, YYYY-MM-DD (Asia/Karachi).",
};

function ImportFrame(
  { sourceId, children }: { sourceId?: number; children: ReactNode },
) {
  usePageTitle("Import sales");
  return (
    <>
      <PageHeader
        title="Import sales from a CSV file"
        subtitle="A network's or store's report: map its columns, check it with a dry run, then import."
        actions={sourceId !== undefined
          ? (
            <Link
              className={buttonClass("ghost", "sm")}
              to="/admin/sources/$id"
              params={{ id: String(sourceId) }}
            >
              ← Source events
            </Link>
          )
          : (
            <Link className={buttonClass("ghost", "sm")} to="/admin/sources">
              ← All sources
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
        setFileError("The file has no header row.");
        return;
      }
      setHeaders(found);
      setMapping(guessMapping(found));
    } catch {
      setFileError("The file could not be read.");
    }
  };

  const problems = mappingProblems(mapping);
  const mappingKey = JSON.stringify(mapping);
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
        mapping,
        dryRun,
        (progress) => setStage({ kind: "running", dryRun, progress }),
        controller.signal,
      );
      setResult({ dryRun, answer, mapping: mappingKey });
      if (!dryRun) await router.invalidate({ sync: true });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") {
        setRunError("Stopped. Nothing was imported by this run.");
      } else {
        setRunError(
          loadFailureMessage(
            error,
            messageOf(error, "The import failed."),
            "This server cannot import CSV files yet (the API answered 404).",
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
        Into <strong>{source.name}</strong> · amounts in {source.currency}
      </p>
      <Card title="1. Choose a file">
        <div className="field">
          <label className="field-label" htmlFor="import-file">CSV file</label>
          <input
            id="import-file"
            className="field-input"
            type="file"
            accept=".csv,text/csv"
            disabled={running}
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
          <p className="field-hint">
            The first row must name the columns. Importing the same file again
            only finds duplicates.
          </p>
        </div>
        {fileError && <Alert tone="error">{fileError}</Alert>}
      </Card>

      {headers && (
        <Card title="2. Map the columns">
          <div className="admin-form">
            {IMPORT_FIELDS.map((field) => (
              <SelectField
                key={field}
                id={`map-${field}`}
                label={field}
                hint={FIELD_HINTS[field]}
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
                <option value="">Not in this file</option>
                {headers.map((h) => <option key={h} value={h}>{h}</option>)}
              </SelectField>
            ))}
          </div>
          {problems.errors.map((p) => <Alert key={p} tone="error">{p}</Alert>)}
          {problems.warnings.map((p) => (
            <Alert key={p} tone="warning">{p}</Alert>
          ))}
        </Card>
      )}

      {headers && (
        <Card title="3. Check, then import">
          <div className="source-actions">
            <Button
              type="button"
              variant="secondary"
              busy={running && stage.dryRun}
              disabled={running || problems.errors.length > 0}
              onClick={() => void run(true)}
            >
              Dry run
            </Button>
            <Button
              type="button"
              busy={running && !stage.dryRun}
              disabled={running || !dryRunDone ||
                problems.errors.length > 0}
              onClick={() => void run(false)}
            >
              Import for real
            </Button>
            {running && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => abort.current?.abort()}
              >
                Stop
              </Button>
            )}
          </div>
          {!dryRunDone && !running && (
            <p className="field-hint">
              Run a dry run first: it writes nothing and shows what each row
              would become.
            </p>
          )}
          {running && <RunProgress progress={stage.progress} />}
          {runError && <Alert tone="error">{runError}</Alert>}
        </Card>
      )}

      {result && <ImportReport {...result} />}
    </ImportFrame>
  );
}

/** The upload's progress bar, then a busy note while the server reads the rows. */
function RunProgress({ progress }: { progress: ImportProgress }) {
  if (progress.phase === "processing") {
    return (
      <div role="status">
        <Loading text="Uploaded. The server is reading the rows..." />
      </div>
    );
  }
  const percent = Math.round(progress.sent * 100);
  return (
    <div role="status">
      <label className="field-label" htmlFor="import-progress">
        Uploading… {percent}%
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

const rowColumns: DataColumn<ImportResult["rows"][number]>[] = [
  { id: "line", accessorKey: "line", header: "Line" },
  {
    id: "outcome",
    accessorKey: "outcome",
    header: "Outcome",
    cell: (i) => (
      <Badge variant={outcomeVariant(i.getValue() as string)}>
        {i.getValue() as string}
      </Badge>
    ),
  },
  {
    id: "reason",
    accessorKey: "reason",
    header: "Reason",
    cell: (i) => (i.getValue() as string | undefined) ?? "-",
    enableSorting: false,
  },
];

/** The summary and each row's outcome of a run. */
function ImportReport(
  { dryRun, answer }: { dryRun: boolean; answer: ImportResult },
) {
  const total = answer.rows.length;
  const errors = answer.summary.error ?? 0;
  const rows = (n: number) => `${n} ${n === 1 ? "row" : "rows"}`;
  return (
    <Card title={dryRun ? "Dry run: nothing was written" : "Imported"}>
      <Alert tone={errors > 0 ? "warning" : dryRun ? "info" : "success"}>
        {dryRun
          ? `${rows(total)} read. ${
            errors > 0
              ? `${rows(errors)} in error would be skipped.`
              : "No errors."
          } Import for real to record them.`
          : `${rows(total)} processed${
            errors > 0 ? `; ${rows(errors)} in error skipped` : ""
          }.`}
      </Alert>
      <div className="summary-badges" aria-label="Summary">
        {OUTCOMES.filter((o) => (answer.summary[o] ?? 0) > 0).map((o) => (
          <Badge key={o} variant={outcomeVariant(o)}>
            {o}: {answer.summary[o]}
          </Badge>
        ))}
      </div>
      <DataTable
        columns={rowColumns}
        data={answer.rows}
        emptyText="The file has no rows."
        caption="Rows of the import"
        pageSize={25}
        stackOnPhones
      />
    </Card>
  );
}
