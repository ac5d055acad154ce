/** /reports: the affiliate's dated report with presets, a paginated table and CSV export. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "../../components/Alert.tsx";
import { Button } from "../../components/Button.tsx";
import { type DataColumn, DataTable } from "../../components/DataTable.tsx";
import { SelectField, TextField } from "../../components/Field.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Loading } from "../../components/Spinner.tsx";
import { api } from "../../lib/api.ts";
import { downloadCsv } from "../../lib/csv.ts";
import { karachiToday } from "../../lib/dates.ts";
import { formatDollars } from "../../lib/money.ts";
import {
  type DateRange,
  REPORT_PRESETS,
  reportPresetRange,
} from "../../lib/periods.ts";
import { reportCsv, reportFileName } from "../../lib/report_csv.ts";
import type { ReportRow } from "../../lib/tracking_api.ts";
export const Route = createFileRoute("/_user/reports")({ component: Page });

function Page() {
  usePageTitle("Report");
  return <ReportsPage />;
}

/** The current balance: the payouts balance, else earnings minus paid payouts, else 0 (spec section 8). */
async function currentBalance(): Promise<number> {
  try {
    return (await api<{ balance: number }>("/api/payouts/balance")).balance;
  } catch {
    try {
      const [stats, payouts] = await Promise.all([
        api<{ earnings: number }>("/api/stats"),
        api<{ amount: number; status: string }[]>("/api/payouts"),
      ]);
      const paid = payouts.filter((p) => p.status === "paid").reduce(
        (s, p) => s + p.amount,
        0,
      );
      return Math.round((stats.earnings - paid) * 100) / 100;
    } catch {
      return 0;
    }
  }
}

/** The report screen. */
function ReportsPage() {
  const [preset, setPreset] = useState("today");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [range, setRange] = useState<DateRange | null>(
    reportPresetRange("today"),
  );
  const [rows, setRows] = useState<ReportRow[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!range) return;
    const controller = new AbortController();
    setRows(null);
    api<ReportRow[]>(
      `/api/user/reports?startDate=${range.startDate}&endDate=${range.endDate}&dateOnly=1`,
      { signal: controller.signal },
    ).then(setRows).catch((e) => {
      // A failed load shows an empty table (spec section 8).
      if (!(e instanceof DOMException)) setRows([]);
    });
    return () => controller.abort();
  }, [range]);

  const choose = (value: string) => {
    setPreset(value);
    setFormError(null);
    if (value !== "custom") setRange(reportPresetRange(value));
  };
  const applyCustom = () => {
    if (!from || !to) {
      return setFormError("Please select both start and end dates.");
    }
    if (to < from) return setFormError("End date cannot be before start date.");
    setFormError(null);
    setRange({ startDate: from, endDate: to });
  };
  const exportCsv = async () => {
    if (!rows || rows.length === 0) {
      globalThis.alert("No data available to save");
      return;
    }
    try {
      downloadCsv(
        reportFileName(karachiToday()),
        reportCsv(rows, await currentBalance()),
      );
    } catch {
      globalThis.alert("Failed to generate CSV file");
    }
  };

  const columns = useMemo<DataColumn<ReportRow>[]>(() => [
    { id: "date", accessorKey: "date", header: "Date" },
    { id: "clicks", accessorKey: "clicks", header: "Clicks" },
    { id: "sales", accessorKey: "sales", header: "Sales" },
    {
      id: "earnings",
      accessorKey: "earnings",
      header: "Earnings",
      cell: (i) => formatDollars(i.getValue() as number),
    },
    {
      id: "payouts",
      accessorKey: "payouts",
      header: "Payouts",
      cell: (i) => formatDollars(i.getValue() as number),
    },
    {
      id: "balance",
      accessorKey: "balance",
      header: "Balance",
      cell: (i) => formatDollars(i.getValue() as number),
    },
  ], []);

  return (
    <>
      <PageHeader
        title="Report"
        actions={
          <Button type="button" variant="secondary" onClick={exportCsv}>
            Export CSV
          </Button>
        }
      />
      <div className="filter-bar">
        <SelectField
          label="Date range"
          value={preset}
          onChange={(e) => choose(e.target.value)}
        >
          {REPORT_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>{p.label}</option>
          ))}
        </SelectField>
        {preset === "custom" && (
          <>
            <TextField
              label="Start date"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              label="End date"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
            <Button type="button" onClick={applyCustom}>Apply</Button>
          </>
        )}
      </div>
      {formError && <Alert>{formError}</Alert>}
      {rows === null ? <Loading /> : (
        <DataTable
          key={range ? `${range.startDate}-${range.endDate}` : "none"}
          columns={columns}
          data={rows}
          pageSize={10}
          caption="Report"
          stackOnPhones
          emptyText="No report data available for the selected period"
        />
      )}
    </>
  );
}
