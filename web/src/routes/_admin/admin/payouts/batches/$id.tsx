/** /admin/payouts/batches/{id} : one batch: its payouts, the bulk file, and its results (a results file or a form). */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { SelectField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { PayoutStatusBadge } from "@/components/PayoutStatusBadge.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import { formatDollars } from "@/lib/money.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { accountSummary, methodLabel, type Payout } from "@/lib/payouts.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { layoutKindOf } from "@domain/batches/file_layout.ts";
import type {
  BatchDetailJson,
  BatchResultsRecordedJson,
  FileLayoutJson,
} from "@wire/batches.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

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

/** The header and the way back, also while loading or after a failure. */
function BatchFrame(
  { title = t("admm.batch.defaultTitle"), subtitle, children }: {
    title?: string;
    subtitle?: ReactNode;
    children: ReactNode;
  },
) {
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link
            className={buttonClass("ghost", "sm")}
            to="/admin/payouts/batches"
          >
            {t("admm.batch.allBatches")}
          </Link>
        }
      />
      {children}
    </>
  );
}

/** The columns of a results file, by their names in the file (the same in every language). */
const RESULTS_COLUMNS =
  "Batch Reference, Payout Reference, Status, Transaction ID, Reason";

/** One row of the results form. */
interface Entry {
  status: "" | "paid" | "failed";
  transactionId: string;
  reason: string;
}

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
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<"file" | "upload" | "form" | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const processing = payouts.filter((p) => p.status === "processing");
  const entry = (id: number): Entry =>
    entries[id] ?? { status: "", transactionId: "", reason: "" };
  const setEntry = (id: number, change: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [id]: { ...entry(id), ...change } }));

  const download = async () => {
    setBusy("file");
    setError(null);
    try {
      const text = await api<string>(
        `${batch.fileUrl}?layout=${encodeURIComponent(layout)}`,
      );
      downloadCsv(`${batch.reference}.csv`, String(text));
    } catch (e) {
      setError(messageOf(e, t("admm.batch.downloadFailed")));
    } finally {
      setBusy(null);
    }
  };

  const send = async (body: unknown, which: "upload" | "form") => {
    setBusy(which);
    setError(null);
    setNotice(null);
    try {
      const done = await api<BatchResultsRecordedJson>(
        `/api/payouts/admin/batches/${batch.id}/results`,
        { body },
      );
      setEntries({});
      setFile(null);
      await router.invalidate({ sync: true });
      setNotice(serverText(done.message));
    } catch (e) {
      setError(messageOf(e, t("admm.batch.recordFailed")));
    } finally {
      setBusy(null);
    }
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

  const columns: DataColumn<Payout>[] = [
    {
      id: "reference",
      header: t("admm.batch.colReference"),
      accessorFn: (p) => `KAMAI-P${p.id}`,
    },
    {
      id: "user",
      header: t("admm.colUser"),
      accessorFn: (p) => p.user ?? "",
      cell: (c) => (
        <span>
          {c.row.original.user ?? "-"}
          <span className="payout-user-email">
            {c.row.original.userEmail}
          </span>
        </span>
      ),
    },
    {
      id: "amount",
      header: t("payout.colAmount"),
      accessorFn: (p) => p.amount,
      cell: (c) => (
        <span className="ltr">{formatDollars(c.row.original.amount)}</span>
      ),
    },
    {
      id: "account",
      header: t("payout.colAccount"),
      accessorFn: (p) => accountSummary(p),
    },
    {
      id: "status",
      header: t("payout.colStatus"),
      accessorFn: (p) => p.status,
      cell: (c) => (
        <PayoutStatusBadge
          status={c.row.original.status}
          reason={c.row.original.rejectionReason}
          showProcessing
        />
      ),
    },
    {
      id: "transactionId",
      header: t("payout.colTransaction"),
      accessorFn: (p) => p.transactionId ?? "-",
    },
  ];

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
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
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
          <Button busy={busy === "file"} onClick={download}>
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
          <Card
            title={t("admm.batch.upload")}
            aria-label={t("admm.batch.upload")}
          >
            <form onSubmit={upload} className="admin-form" noValidate>
              <fieldset
                disabled={blocked !== null}
                aria-describedby={blocked ? "results-blocked" : undefined}
                className="batch-results-fieldset"
              >
                <div className="field">
                  <label className="field-label" htmlFor="results-file">
                    {tNodes("admm.batch.resultsFile", {
                      columns: <span className="ltr">{RESULTS_COLUMNS}</span>,
                    })}
                  </label>
                  <input
                    id="results-file"
                    className="field-input"
                    type="file"
                    accept=".csv,text/csv"
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                  />
                </div>
                <div className="admin-form-actions">
                  <Button type="submit" busy={busy === "upload"}>
                    {t("admm.batch.upload")}
                  </Button>
                </div>
              </fieldset>
            </form>
          </Card>
          <Card
            title={t("admm.batch.record")}
            aria-label={t("admm.batch.record")}
          >
            <form onSubmit={submitForm} noValidate>
              <fieldset
                disabled={blocked !== null}
                aria-describedby={blocked ? "results-blocked" : undefined}
                className="batch-results-fieldset"
              >
                {processing.map((p) => (
                  <fieldset key={p.id} className="batch-result-row">
                    <legend>
                      {tNodes("admm.batch.legend", {
                        reference: `KAMAI-P${p.id}`,
                        amount: (
                          <span className="ltr">
                            {formatDollars(p.amount)}
                          </span>
                        ),
                        user: p.user ?? "-",
                      })}
                    </legend>
                    <div
                      style={{
                        display: "flex",
                        gap: "0.5rem",
                        flexWrap: "wrap",
                      }}
                    >
                      <SelectField
                        label={t("admm.batch.result")}
                        value={entry(p.id).status}
                        onChange={(e) =>
                          setEntry(p.id, {
                            status: e.target.value as Entry["status"],
                          })}
                      >
                        <option value="">{t("admm.batch.notYet")}</option>
                        <option value="paid">{t("payout.statusPaid")}</option>
                        <option value="failed">
                          {t("payout.statusFailed")}
                        </option>
                      </SelectField>
                      <div className="field">
                        <label
                          className="field-label"
                          htmlFor={`tx-${p.id}`}
                        >
                          {t("payout.colTransaction")}
                        </label>
                        <input
                          id={`tx-${p.id}`}
                          className="field-input"
                          value={entry(p.id).transactionId}
                          onChange={(e) =>
                            setEntry(p.id, { transactionId: e.target.value })}
                        />
                      </div>
                      <div className="field">
                        <label
                          className="field-label"
                          htmlFor={`reason-${p.id}`}
                        >
                          {t("admm.batch.reasonIfFailed")}
                        </label>
                        <input
                          id={`reason-${p.id}`}
                          className="field-input"
                          value={entry(p.id).reason}
                          onChange={(e) =>
                            setEntry(p.id, { reason: e.target.value })}
                        />
                      </div>
                    </div>
                  </fieldset>
                ))}
                <div className="admin-form-actions">
                  <Button type="submit" busy={busy === "form"}>
                    {t("admm.batch.record")}
                  </Button>
                </div>
              </fieldset>
            </form>
          </Card>
        </>
      )}
    </BatchFrame>
  );
}
