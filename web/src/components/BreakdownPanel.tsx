/**
 * BreakdownPanel: a period's clicks, sales and earnings grouped by a sub-id or by where clicks came from
 * (docs/click-origins.md), as ranked bars; by city, also a table of Pakistan's cities. Shared by the affiliate's
 * Stats page and the admin overview (which passes its own API path).
 */
import { useEffect, useState } from "react";
import { Alert } from "./Alert.tsx";
import { type DataColumn, DataTable } from "./DataTable.tsx";
import { Loading } from "./Spinner.tsx";
import { api, messageOf } from "@/lib/api.ts";
import { formatDollars } from "@/lib/money.ts";
import { currentLanguage, type MessageKey, t } from "@/i18n/i18n.ts";
import type { BreakdownRowJson } from "@wire/stats.ts";
import { countCell, moneyCell } from "@/components/Amount.tsx";

/** What the panel can group by, in the order the picker lists them. */
export const BREAKDOWN_CHOICES = [
  "country",
  "city",
  "device",
  "os",
  "browser",
  "referrer",
  "s1",
  "s2",
  "s3",
  "s4",
  "s5",
] as const;

/** One choice. */
export type BreakdownChoice = typeof BREAKDOWN_CHOICES[number];

/** A country's name in the page's language (the code when the browser does not know it). */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: "region" }).of(
      code,
    ) ?? code;
  } catch {
    return code;
  }
}

/** How a row's value reads: countries by name, device classes in words, the rest as they are. */
function label(by: BreakdownChoice, row: BreakdownRowJson): string {
  if (by === "country") return countryName(row.value);
  if (by === "device") {
    const key = DEVICE_LABELS[row.value];
    return key ? t(key) : row.value;
  }
  if (by === "city" && row.country && row.country !== "PK") {
    return `${row.value} (${countryName(row.country)})`;
  }
  return row.value;
}

const DEVICE_LABELS: Record<string, MessageKey | undefined> = {
  mobile: "app.breakdown.device.mobile",
  tablet: "app.breakdown.device.tablet",
  desktop: "app.breakdown.device.desktop",
};

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The Pakistan city table's columns. */
const cityColumns = (): DataColumn<BreakdownRowJson>[] => [
  { id: "value", accessorKey: "value", header: t("app.breakdown.city") },
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
    id: "rate",
    accessorKey: "conversionRate",
    header: t("app.breakdown.rate"),
    cell: (i) => percent(i.getValue() as number),
  },
  {
    id: "earnings",
    accessorKey: "earnings",
    header: t("app.earnings"),
    cell: moneyCell,
  },
];

/** The panel for `from`–`to`; `path` is the API path without its query (the admin's may carry filters). */
export function BreakdownPanel(
  { from, to, path = "/api/stats/breakdown", initial = "country" }: {
    from: string;
    to: string;
    path?: string;
    initial?: BreakdownChoice;
  },
) {
  const [by, setBy] = useState<BreakdownChoice>(initial);
  const [rows, setRows] = useState<BreakdownRowJson[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setRows(null);
    setError(null);
    const join = path.includes("?") ? "&" : "?";
    api<BreakdownRowJson[]>(`${path}${join}by=${by}&from=${from}&to=${to}`)
      .then(
        (r) => live && setRows(r),
        (e) => live && setError(messageOf(e, t("app.breakdown.failed"))),
      );
    return () => {
      live = false;
    };
  }, [by, from, to, path]);
  const top = rows?.slice(0, 10) ?? [];
  const most = Math.max(1, ...top.map((r) => r.clicks));
  const pakistan = rows?.filter((r) => r.country === "PK") ?? [];
  return (
    <section className="card breakdown-panel" aria-labelledby="breakdown-title">
      <div className="breakdown-head">
        <h2 id="breakdown-title" className="card-title">
          {t("app.breakdown.title")}
        </h2>
        <label className="field-label" htmlFor="breakdown-by">
          {t("app.breakdown.by")}
        </label>
        <select
          id="breakdown-by"
          className="field-input breakdown-by"
          value={by}
          onChange={(e) =>
            setBy(e.target.value as BreakdownChoice)}
        >
          {BREAKDOWN_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`app.breakdown.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      {error
        ? <Alert>{error}</Alert>
        : rows === null
        ? <Loading />
        : rows.length === 0
        ? <p className="field-hint">{t("app.breakdown.none")}</p>
        : (
          <ol className="breakdown-bars" aria-label={t(`app.breakdown.${by}`)}>
            {top.map((r) => (
              <li
                key={`${r.country ?? ""}|${r.value}`}
                className="breakdown-bar"
              >
                <span className="breakdown-label" dir="auto">
                  {label(by, r)}
                </span>
                <span
                  className="breakdown-fill"
                  style={{ width: `${(r.clicks / most) * 100}%` }}
                  aria-hidden="true"
                />
                <span className="breakdown-figures">
                  {t("app.breakdown.figures", {
                    clicks: r.clicks,
                    sales: r.sales,
                    rate: percent(r.conversionRate),
                    earnings: formatDollars(r.earnings),
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      {by === "city" && rows !== null && (
        <>
          <h3 className="card-title">{t("app.breakdown.pakistanCities")}</h3>
          <DataTable
            columns={cityColumns()}
            data={pakistan}
            emptyText={t("app.breakdown.noPakistan")}
            caption={t("app.breakdown.pakistanCities")}
            stackOnPhones
          />
        </>
      )}
    </section>
  );
}
