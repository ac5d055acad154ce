/** The CSV import's progress while it runs and its report afterwards. */
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Card } from "@/components/Card.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { OUTCOMES, outcomeVariant } from "@/components/outcome_badge.ts";
import { type ImportProgress, type ImportResult } from "@/lib/sources_api.ts";
import { formatAmountIn } from "@/lib/money.ts";
import { outcomeText, reasonText } from "@/components/outcome_text.ts";
import { t } from "@/i18n/i18n.ts";

/** The upload's progress bar, then a busy note while the server reads the rows. */
export function RunProgress({ progress }: { progress: ImportProgress }) {
  if (progress.phase === "job") {
    const { applied, total } = progress;
    return (
      <div role="status">
        <label className="field-label" htmlFor="import-progress">
          {total === null
            ? t("admc.import.jobQueued")
            : t("admc.import.jobProgress", {
              applied: applied.toLocaleString("en-US"),
              total: total.toLocaleString("en-US"),
            })}
        </label>
        <progress
          id="import-progress"
          className="import-progress"
          max={total ?? 1}
          value={total === null ? undefined : applied}
        />
      </div>
    );
  }
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
const amountText = formatAmountIn;

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
export function ImportReport(
  { dryRun, answer, currency }: {
    dryRun: boolean;
    answer: ImportResult;
    currency: string;
  },
) {
  // A job's report lists its first rows only; the summary counts them all.
  const total = Object.values(answer.summary).reduce(
    (n, count) => n + (count ?? 0),
    0,
  );
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
      {answer.rowsTruncated && (
        <p className="field-hint">
          {t("admc.import.truncated", {
            shown: answer.rows.length.toLocaleString("en-US"),
          })}
        </p>
      )}
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
