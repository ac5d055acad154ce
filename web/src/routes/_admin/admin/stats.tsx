/** /admin/stats: platform stat rows (paged on the server) with the spec's date presets and the range's totals. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "../../../components/Alert.tsx";
import { type DataColumn, DataTable } from "../../../components/DataTable.tsx";
import { SelectField, TextField } from "../../../components/Field.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { api } from "../../../lib/api.ts";
import { PAGE_SIZE, pageCountOf, pageQuery } from "../../../lib/paged_list.ts";
import { formatDollars } from "../../../lib/money.ts";
import {
  ADMIN_PRESETS,
  type AdminCustom,
  adminPresetRange,
} from "../../../lib/periods.ts";
import { type StatRow } from "../../../lib/tracking_api.ts";
import { FigureCards } from "../../../components/FigureCards.tsx";
export const Route = createFileRoute("/_admin/admin/stats")({
  component: Page,
});

function Page() {
  usePageTitle("View Stats");
  return <AdminStatsPage />;
}

/** The admin stats screen. */
function AdminStatsPage() {
  const [preset, setPreset] = useState("today");
  const [custom, setCustom] = useState<AdminCustom>({});
  const [rows, setRows] = useState<StatRow[] | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  // The page the shown rows belong to: the pager moves with the rows, not before them.
  const [shownPage, setShownPage] = useState(0);
  // The server counts and sums the whole range; the table holds one page of it.
  const [summary, setSummary] = useState({
    count: 0,
    totals: { clicks: 0, sales: 0, earnings: 0 },
  });
  const [error, setError] = useState(false);
  const range = adminPresetRange(preset, custom);
  const key = range ? `${range.startDate}|${range.endDate}` : "";

  useEffect(() => {
    setRows(null);
    setPageIndex(0);
  }, [key]);

  useEffect(() => {
    if (!range) {
      setRows([]);
      setSummary({ count: 0, totals: { clicks: 0, sales: 0, earnings: 0 } });
      return;
    }
    const controller = new AbortController();
    setError(false);
    const query = pageQuery(pageIndex, {
      startDate: range.startDate,
      endDate: range.endDate,
    });
    let headers: Headers | null = null;
    api<StatRow[]>(`/api/stats/all?${query}`, {
      signal: controller.signal,
      onHeaders: (h) => {
        headers = h;
      },
    })
      .then((page) => {
        const h = headers as Headers | null;
        const n = (name: string) => Number(h?.get(name) ?? 0) || 0;
        setSummary({
          count: h?.has("x-total-count") ? n("x-total-count") : page.length,
          totals: {
            clicks: n("x-total-clicks"),
            sales: n("x-total-sales"),
            earnings: n("x-total-earnings"),
          },
        });
        setRows(page);
        setShownPage(pageIndex);
      })
      .catch((e) => {
        if (e instanceof DOMException) return;
        setError(true);
        setRows([]);
      });
    return () => controller.abort();
  }, [key, pageIndex]);

  const totals = summary.totals;
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
        <SelectField
          label="Date range"
          value={preset}
          onChange={(e) => setPreset(e.target.value)}
        >
          {ADMIN_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>{p.label}</option>
          ))}
        </SelectField>
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
          <FigureCards figures={totals} />
          <DataTable
            columns={columns}
            data={rows}
            emptyText="No stats found."
            caption="Stats"
            stackOnPhones
            server={{
              pageIndex: shownPage,
              pageCount: pageCountOf(summary.count, PAGE_SIZE),
              onPageChange: setPageIndex,
            }}
          />
        </>
      )}
    </>
  );
}
