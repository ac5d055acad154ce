/** A results file run as a job on the server: its live progress, then its per-row report (or why it stopped). */
import { Alert } from "@/components/Alert.tsx";
import { Badge, type BadgeVariant } from "@/components/Badge.tsx";
import { Card } from "@/components/Card.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import type { BatchResultsJobJson } from "@wire/batches.ts";
import { type MessageKey, serverText, t } from "@/i18n/i18n.ts";

type ReportRow = NonNullable<BatchResultsJobJson["rows"]>[number];
type Outcome = ReportRow["outcome"];

const OUTCOME_TEXT: Record<Outcome, MessageKey> = {
  paid: "payout.statusPaid",
  failed: "payout.statusFailed",
  unchanged: "admm.batch.outcomeUnchanged",
};
const OUTCOME_VARIANT: Record<Outcome, BadgeVariant> = {
  paid: "green",
  failed: "red",
  unchanged: "gray",
};

const count = (n: number) => n.toLocaleString("en-US");

/** The report's columns, their headers read at render time. */
const columns = (): DataColumn<ReportRow>[] => [
  {
    id: "line",
    accessorFn: (r) => r.line ?? 0,
    header: t("admm.batch.colLine"),
    cell: (c) => c.row.original.line ?? "-",
  },
  {
    id: "reference",
    accessorKey: "payoutReference",
    header: t("admm.batch.colReference"),
    cell: (c) => <bdi>{c.row.original.payoutReference}</bdi>,
  },
  {
    id: "outcome",
    accessorKey: "outcome",
    header: t("admm.batch.colOutcome"),
    cell: (c) => (
      <Badge variant={OUTCOME_VARIANT[c.row.original.outcome]}>
        {t(OUTCOME_TEXT[c.row.original.outcome])}
      </Badge>
    ),
  },
  {
    id: "transactionId",
    accessorFn: (r) => r.transactionId ?? "",
    header: t("payout.colTransaction"),
    cell: (c) => <bdi>{c.row.original.transactionId ?? "-"}</bdi>,
    enableSorting: false,
  },
  {
    id: "reason",
    accessorFn: (r) => r.reason ?? "",
    header: t("admm.batch.colReason"),
    cell: (c) => <bdi>{c.row.original.reason ?? "-"}</bdi>,
    enableSorting: false,
  },
];

/** The job's card: progress while it runs, the report when done, the reason when it stopped. */
export function ResultsJobCard({ job }: { job: BatchResultsJobJson }) {
  const title = t("admm.batch.jobTitle", { file: job.fileName || "-" });
  if (job.status === "queued" || job.status === "running") {
    const total = job.rowsTotal;
    return (
      <Card title={title} aria-label={t("admm.batch.jobLabel")}>
        <div role="status">
          <label className="field-label" htmlFor="results-job-progress">
            {total === null
              ? t("admm.batch.jobChecking")
              : t("admm.batch.jobProgress", {
                applied: count(job.rowsApplied),
                total: count(total),
              })}
          </label>
          <progress
            id="results-job-progress"
            className="import-progress"
            max={total ?? 1}
            value={total === null ? undefined : job.rowsApplied}
          />
        </div>
      </Card>
    );
  }
  if (job.status === "failed") {
    return (
      <Card title={title} aria-label={t("admm.batch.jobLabel")}>
        <Alert>
          {t("admm.batch.jobFailed", {
            message: serverText(job.message ?? ""),
            applied: count(job.rowsApplied),
          })}
        </Alert>
      </Card>
    );
  }
  const { paid = 0, failed = 0, unchanged = 0 } = job.summary;
  const rows = job.rows ?? [];
  return (
    <Card title={title} aria-label={t("admm.batch.jobLabel")}>
      <Alert tone="success">
        {t("admm.batch.jobDone", {
          paid: count(paid),
          failed: count(failed),
          unchanged: count(unchanged),
        })}
      </Alert>
      {job.rowsTruncated && (
        <p className="field-hint">
          {t("admm.batch.jobTruncated", { shown: count(rows.length) })}
        </p>
      )}
      <DataTable
        columns={columns()}
        data={rows}
        emptyText={t("admm.batch.empty")}
        caption={t("admm.batch.reportCaption")}
        pageSize={25}
        stackOnPhones
      />
    </Card>
  );
}
