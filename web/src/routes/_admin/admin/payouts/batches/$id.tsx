/** /admin/payouts/batches/{id} : one batch: its payouts, the bulk file, and its results (a results file or a form). */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { SelectField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import { useAction } from "@/lib/use_action.ts";
import { api, messageOf } from "@/lib/api.ts";
import { formatDollars } from "@/lib/money.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { methodLabel } from "@/lib/payouts.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { layoutKindOf } from "@domain/batches/file_layout.ts";
import type {
  BatchDetailJson,
  BatchResultsAcceptedJson,
  BatchResultsJobJson,
  BatchResultsRecordedJson,
  FileLayoutJson,
} from "@wire/batches.ts";
import { watchJob } from "@/lib/jobs.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
import { BatchFrame } from "./-parts/batch_frame.tsx";
import { batchPayoutColumns } from "./-parts/batch_payout_columns.tsx";
import {
  type Entry,
  ResultsFileCard,
  ResultsFormCard,
} from "./-parts/results_cards.tsx";
import { ResultsJobCard } from "./-parts/results_job.tsx";

export const Route = createFileRoute("/_admin/admin/payouts/batches/$id")({
  beforeLoad: () => readyArea("admin_money"),
  loader: async ({ params }) => {
    const [detail, layouts] = await Promise.all([
      api<BatchDetailJson>(`/api/payouts/admin/batches/${Number(params.id)}`),
      api<FileLayoutJson[]>("/api/payouts/admin/layouts"),
    ]);
    return { ...detail, layouts };
  },
  pendingComponent: () => (
    <BatchFrame>
      <Card>
        <Loading />
      </Card>
    </BatchFrame>
  ),
  errorComponent: ({ error }) => (
    <BatchFrame>
      <Alert>{messageOf(error, t("admm.batch.loadFailed"))}</Alert>
    </BatchFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/batches/$id");

function Page() {
  const { batch, payouts, layouts, recordResults } = routeApi
    .useLoaderData();
  // With maker–checker on, the batch's creator sees before trying that another admin must record the results.
  const blocked = recordResults.allowed || recordResults.reason === null
    ? null
    : serverText(recordResults.reason);
  const router = useRouter();
  const kind = layoutKindOf(batch.rail);
  const usable = layouts.filter((l) => l.kind === kind);
  const [layout, setLayout] = useState(usable[0]?.id ?? "");
  const { running, error, setError, run } = useAction<
    "file" | "upload" | "form"
  >();
  const [notice, setNotice] = useState<string | null>(null);
  const [job, setJob] = useState<BatchResultsJobJson | null>(null);
  // Leaving the page stops the watching (the job goes on on the server).
  const watching = useRef<AbortController | null>(null);
  useEffect(() => () => watching.current?.abort(), []);
  const [file, setFile] = useState<File | null>(null);
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const processing = payouts.filter((p) => p.status === "processing");
  const entry = (id: number): Entry =>
    entries[id] ?? { status: "", transactionId: "", reason: "" };
  const setEntry = (id: number, change: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [id]: { ...entry(id), ...change } }));

  const download = () =>
    run(
      async () => {
        const text = await api<string>(
          `${batch.fileUrl}?layout=${encodeURIComponent(layout)}`,
        );
        downloadCsv(`${batch.reference}.csv`, String(text));
      },
      t("admm.batch.downloadFailed"),
      "file",
    );

  const send = (body: unknown, which: "upload" | "form") => {
    setNotice(null);
    setJob(null);
    return run(
      async () => {
        const done = await api<
          BatchResultsRecordedJson | BatchResultsAcceptedJson
        >(`/api/payouts/admin/batches/${batch.id}/results`, { body });
        setEntries({});
        setFile(null);
        // A large file runs as a job on the server: its progress, then its report, shown as it goes.
        if ("jobId" in done) {
          watching.current = new AbortController();
          await watchJob<BatchResultsJobJson>(
            done.jobId,
            setJob,
            watching.current.signal,
          );
        }
        await router.invalidate({ sync: true });
        if ("message" in done) setNotice(serverText(done.message));
      },
      t("admm.batch.recordFailed"),
      which,
    );
  };

  const upload = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setError(t("admm.batch.chooseFile"));
      return;
    }
    const form = new FormData();
    form.set("file", file);
    void send(form, "upload");
  };

  const submitForm = (e: FormEvent) => {
    e.preventDefault();
    const results = processing
      .filter((p) => entry(p.id).status !== "")
      .map((p) => ({
        payoutId: p.id,
        status: entry(p.id).status,
        ...(entry(p.id).transactionId.trim()
          ? { transactionId: entry(p.id).transactionId.trim() }
          : {}),
        ...(entry(p.id).reason.trim()
          ? { reason: entry(p.id).reason.trim() }
          : {}),
      }));
    if (results.length === 0) {
      setError(t("admm.batch.markOne"));
      return;
    }
    void send({ results }, "form");
  };

  const columns = batchPayoutColumns();

  return (
    <BatchFrame
      title={t("admm.batch.title", { reference: batch.reference })}
      subtitle={tNodes("admm.batch.subtitle", {
        rail: methodLabel(batch.rail),
        count: batch.count,
        amount: <span className="ltr">{formatDollars(batch.total)}</span>,
        date: formatDateTime(batch.createdAt ?? null),
        email: <span className="ltr">{batch.createdByEmail ?? "-"}</span>,
      })}
    >
      {error && <Alert>{error.message}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {job && <ResultsJobCard job={job} />}
      <Card
        title={t("admm.batch.bulkFile")}
        aria-label={t("admm.batch.bulkFile")}
      >
        <div
          style={{
            display: "flex",
            gap: "0.75rem",
            alignItems: "end",
            flexWrap: "wrap",
          }}
        >
          <SelectField
            label={t("admm.batch.layout")}
            value={layout}
            onChange={(e) => setLayout(e.target.value)}
          >
            {usable.map((l) => <option key={l.id} value={l.id}>{l.name}
            </option>)}
          </SelectField>
          <Button busy={running === "file"} onClick={download}>
            {t("admm.batch.download")}
          </Button>
        </div>
      </Card>
      <Card
        title={t("admm.batches.colPayouts")}
        aria-label={t("admm.batch.payoutsLabel")}
      >
        <p>
          {t("admm.batch.progress", {
            paid: batch.paid ?? 0,
            failed: batch.failed ?? 0,
            processing: batch.processing ?? 0,
          })}
        </p>
        <DataTable
          columns={columns}
          data={payouts}
          emptyText={t("admm.batch.empty")}
          caption={t("admm.batch.caption", { reference: batch.reference })}
          stackOnPhones
          pageSize={Math.max(10, payouts.length)}
        />
      </Card>
      {processing.length > 0 && (
        <>
          {blocked && <Alert tone="info" id="results-blocked">{blocked}</Alert>}
          <ResultsFileCard
            blocked={blocked}
            busy={running === "upload"}
            onSubmit={upload}
            onFile={setFile}
          />
          <ResultsFormCard
            processing={processing}
            blocked={blocked}
            busy={running === "form"}
            entry={entry}
            setEntry={setEntry}
            onSubmit={submitForm}
          />
        </>
      )}
    </BatchFrame>
  );
}
