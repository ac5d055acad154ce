/**
 * The Report page's "Report by sub-id": one row per day and value of a sub-id slot (or of one value), from
 * GET /api/user/reports?by=s1..s5, with its own CSV (docs/sub-ids.md, "Trend, report and CSV by sub-id").
 */
import { useEffect, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { SubIdFilter, type SubIdSlot } from "@/components/SubIdFilter.tsx";
import { api, messageOf } from "@/lib/api.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { karachiToday } from "@/lib/dates.ts";
import {
  subIdReportCsv,
  subIdReportFileName,
  type SubIdReportRow,
} from "@/lib/report_csv.ts";
import { t } from "@/i18n/i18n.ts";
import { countCell, moneyCell } from "@/components/Amount.tsx";

const columns = (slot: SubIdSlot): DataColumn<SubIdReportRow>[] => [
  { id: "date", accessorKey: "date", header: t("payout.colDate") },
  { id: "value", accessorKey: "value", header: t(`app.breakdown.${slot}`) },
  {
    id: "clicks",
    accessorKey: "clicks",
    header: t("app.clicks"),
    cell: countCell,
  },
  {
    id: "sales",
    accessorKey: "sales",
    header: t("app.sales"),
    cell: countCell,
  },
  {
    id: "earnings",
    accessorKey: "earnings",
    header: t("app.earnings"),
    cell: moneyCell,
  },
];

/** The section for a range; `by` "" shows only the picker. */
export function SubIdReport(
  { range, by, value, onChange }: {
    range: { startDate: string; endDate: string } | null;
    by: "" | SubIdSlot;
    value: string;
    onChange(by: "" | SubIdSlot, value: string): void;
  },
) {
  const [rows, setRows] = useState<SubIdReportRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (by === "" || !range) return;
    let live = true;
    setRows(null);
    setError(null);
    const only = value ? `&${by}=${encodeURIComponent(value)}` : "";
    api<SubIdReportRow[]>(
      `/api/user/reports?startDate=${range.startDate}&endDate=${range.endDate}&by=${by}${only}`,
    ).then(
      (r) => live && setRows(r),
      (e) => live && setError(messageOf(e, t("aff.reports.bySubIdFailed"))),
    );
    return () => {
      live = false;
    };
  }, [by, value, range?.startDate, range?.endDate]);
  return (
    <section className="card" aria-labelledby="sub-id-report-title">
      <h2 id="sub-id-report-title" className="card-title">
        {t("aff.reports.bySubId")}
      </h2>
      <SubIdFilter
        slot={by || "s1"}
        value={value}
        onApply={(slot, v) => onChange(slot, v)}
        onClear={() => onChange(by, "")}
      />
      {by !== "" && range && (
        error ? <Alert>{error}</Alert> : rows === null ? <Loading /> : (
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={rows.length === 0}
              onClick={() =>
                downloadCsv(
                  subIdReportFileName(by, karachiToday()),
                  subIdReportCsv(rows, by),
                )}
            >
              {t("aff.reports.export")}
            </Button>
            <DataTable
              columns={columns(by)}
              data={rows}
              pageSize={10}
              caption={t("aff.reports.bySubId")}
              stackOnPhones
              emptyText={t("aff.reports.bySubIdEmpty")}
            />
          </>
        )
      )}
    </section>
  );
}
