/** /admin/sources/{id}/import: a CSV report of sales, its columns mapped in the browser, a dry run, then the import. */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { useRef, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { Loading } from "@/components/Spinner.tsx";
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
import type { ImportMapping } from "@wire/sources.ts";
import { messageOf } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import {
  detectPreset,
  type ImportPresetName,
  presetColumns,
  readStatusMap,
} from "@domain/sources/import_presets.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

import { ImportFrame } from "./-parts/import_frame.tsx";
import { ImportReport, RunProgress } from "./-parts/import_report.tsx";
import { MappingCard } from "./-parts/mapping_card.tsx";

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

/** Whether the status words as typed are ones the server takes: empty (none), or a JSON word → meaning object. */
function typedStatusMap(text: string): boolean {
  if (text.trim() === "") return true;
  try {
    return readStatusMap(JSON.parse(text)) !== null;
  } catch {
    return false;
  }
}

/** Which run is under way: the dry run or the real import. */
type RunKind = "dry" | "real";

/** The text of a failed run: "stopped" for the operator's stop, else the server's or the page's message. */
function runFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === "AbortError") {
    return t("admc.import.stopped");
  }
  return loadFailureMessage(
    error,
    messageOf(error, t("admc.import.failed")),
    t("admc.import.unavailable"),
  );
}

function ImportPage() {
  const source = route.useLoaderData();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [preset, setPreset] = useState<ImportPresetName | "">("");
  const [statusMap, setStatusMap] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress>({
    phase: "uploading",
    sent: 0,
  });
  const [result, setResult] = useState<
    { dryRun: boolean; answer: ImportResult; mapping: string } | null
  >(null);
  const {
    running: runningKind,
    error: runError,
    setError: setRunError,
    run: runAction,
  } = useAction<RunKind>();
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
    setProgress({ phase: "uploading", sent: 0 });
    await runAction(
      async () => {
        try {
          const answer = await importCsv(
            source.id,
            file,
            sentMapping,
            dryRun,
            setProgress,
            controller.signal,
            { preset: preset || null, statusMap },
          );
          setResult({ dryRun, answer, mapping: mappingKey });
          if (!dryRun) await router.invalidate({ sync: true });
        } finally {
          abort.current = null;
        }
      },
      runFailure,
      dryRun ? "dry" : "real",
    );
  };

  const running = runningKind !== null;

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
        <MappingCard
          headers={headers}
          preset={preset}
          setPreset={setPreset}
          mapping={mapping}
          setMapping={setMapping}
          statusMap={statusMap}
          setStatusMap={setStatusMap}
          running={running}
          problems={problems}
        />
      )}

      {headers && (
        <Card title={t("admc.import.step3")}>
          <div className="source-actions">
            <Button
              type="button"
              variant="secondary"
              busy={runningKind === "dry"}
              disabled={running || problems.errors.length > 0}
              onClick={() => void run(true)}
            >
              {t("admc.import.dryRun")}
            </Button>
            <Button
              type="button"
              busy={runningKind === "real"}
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
          {running && <RunProgress progress={progress} />}
          {runError && <Alert tone="error">{runError.message}</Alert>}
        </Card>
      )}

      {result && <ImportReport {...result} currency={source.currency} />}
    </ImportFrame>
  );
}
