/** /admin/stats: platform stat rows with the spec's date presets and totals. */
import { useEffect, useMemo, useState } from "react";
import { Alert } from "../components/Alert.tsx";
import { type DataColumn, DataTable } from "../components/DataTable.tsx";
import { TextField } from "../components/Field.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Loading } from "../components/Spinner.tsx";
import { api } from "../lib/api.ts";
import { formatDollars } from "../lib/money.ts";
import {
  ADMIN_PRESETS,
  type AdminCustom,
  adminPresetRange,
} from "../lib/periods.ts";
import { rangeQuery, type StatRow } from "../lib/tracking_api.ts";
import { StatCard } from "./DashboardPage.tsx";

/** The admin stats screen. */
export function AdminStatsPage() {
  const [preset, setPreset] = useState("today");
  const [custom, setCustom] = useState<AdminCustom>({});
  const [rows, setRows] = useState<StatRow[] | null>(null);
  const [error, setError] = useState(false);
  const range = adminPresetRange(preset, custom);
  const key = range ? `${range.startDate}|${range.endDate}` : "";

  useEffect(() => {
    if (!range) {
      setRows([]);
      return;
    }
    const controller = new AbortController();
    setRows(null);
    setError(false);
    api<StatRow[]>(
      `/api/stats/all${rangeQuery(range.startDate, range.endDate)}`,
      { signal: controller.signal },
    )
      .then(setRows)
      .catch((e) => {
        if (e instanceof DOMException) return;
        setError(true);
        setRows([]);
      });
    return () => controller.abort();
  }, [key]);

  const totals = (rows ?? []).reduce(
    (t, r) => ({
      clicks: t.clicks + r.clicks,
      sales: t.sales + r.sales,
      earnings: Math.round((t.earnings + r.earnings) * 100) / 100,
    }),
    { clicks: 0, sales: 0, earnings: 0 },
  );
  const columns = useMemo<DataColumn<StatRow>[]>(() => [
    { id: "date", accessorKey: "date", header: "Date" },
    { id: "user", accessorKey: "user", header: "User" },
    { id: "product", accessorKey: "product", header: "Product" },
    { id: "clicks", accessorKey: "clicks", header: "Clicks" },
    { id: "sales", accessorKey: "sales", header: "Sales" },
    {
      id: "earnings",
      accessorKey: "earnings",
      header: "Earnings",
      cell: (i) => formatDollars(i.getValue() as number),
    },
  ], []);
  const setC =
    (name: keyof AdminCustom) => (e: { target: { value: string } }) =>
      setCustom((c) => ({ ...c, [name]: e.target.value }));

  return (
    <>
      <PageHeader title="View Stats" />
      <div className="filter-bar">
        <div className="field">
          <label className="field-label" htmlFor="admin-stats-preset">
            Date range
          </label>
          <select
            id="admin-stats-preset"
            className="field-input"
            value={preset}
            onChange={(e) => setPreset(e.target.value)}
          >
            {ADMIN_PRESETS.map((p) => (
              <option key={p.value} value={p.value}>{p.label}</option>
            ))}
          </select>
        </div>
        {preset === "customDay" && (
          <TextField
            label="Day"
            type="date"
            value={custom.day ?? ""}
            onChange={setC("day")}
          />
        )}
        {preset === "customMonth" && (
          <TextField
            label="Month"
            type="month"
            value={custom.month ?? ""}
            onChange={setC("month")}
          />
        )}
        {preset === "customYear" && (
          <TextField
            label="Year"
            type="number"
            min={2000}
            max={2100}
            value={custom.year ?? ""}
            onChange={setC("year")}
          />
        )}
        {preset === "customRange" && (
          <>
            <TextField
              label="From"
              type="date"
              value={custom.from ?? ""}
              onChange={setC("from")}
            />
            <TextField
              label="To"
              type="date"
              min={custom.from}
              value={custom.to ?? ""}
              onChange={setC("to")}
            />
          </>
        )}
      </div>
      {error && <Alert>Failed to load stats.</Alert>}
      {rows === null ? <Loading /> : (
        <>
          <div className="stat-cards">
            <StatCard
              label="Clicks"
              value={String(totals.clicks)}
              tone="blue"
            />
            <StatCard label="Sales" value={String(totals.sales)} tone="green" />
            <StatCard
              label="Earnings"
              value={formatDollars(totals.earnings)}
              tone="yellow"
            />
          </div>
          <DataTable
            key={key}
            columns={columns}
            data={rows}
            emptyText="No stats found."
            caption="Stats"
          />
        </>
      )}
    </>
  );
}
