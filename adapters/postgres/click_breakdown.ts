/**
 * A click batch's breakdown values (sub-ids and origins, migrations/0048 and 0050) as the click store sends them:
 * one column per dimension for the click rows, and the batch's breakdown rollup added up here, so PostgreSQL
 * upserts a few summed rows instead of expanding every click into eleven (issue 26, item 5).
 */
import type { ClickRecord } from "../../domain/tracking/click.ts";
import { SUB_ID_KEYS } from "../../domain/tracking/sub_ids.ts";

/** The columns a click's breakdown values are kept in (migrations/0048, 0050), in the batch's order. */
export const DIMENSION_COLUMNS = [
  ...SUB_ID_KEYS,
  "country",
  "city",
  "device",
  "os",
  "browser",
  "referrer",
] as const;

type Column = typeof DIMENSION_COLUMNS[number];

/** Splits a batch's text columns: a control character no value holds (they are stripped from origins). */
export const SEP = "\u001f";

/** A click's value of a breakdown column, or "" for none. */
function valueOf(c: ClickRecord, column: Column): string {
  switch (column) {
    case "s1":
    case "s2":
    case "s3":
    case "s4":
    case "s5":
      return c.subIds?.[column] ?? "";
    default:
      return c.origin?.[column] ?? "";
  }
}

/** The batch's breakdown columns as SEP-joined text ("" for none), or null when no click in it has any value. */
export function breakdownColumns(clicks: ClickRecord[]): string[] | null {
  if (!clicks.some((c) => c.subIds || c.origin)) return null;
  // One pass over the batch, the eleven columns side by side.
  const columns: string[][] = DIMENSION_COLUMNS.map(() => []);
  for (const c of clicks) {
    const s = c.subIds;
    const o = c.origin;
    columns[0].push(s?.s1 ?? "");
    columns[1].push(s?.s2 ?? "");
    columns[2].push(s?.s3 ?? "");
    columns[3].push(s?.s4 ?? "");
    columns[4].push(s?.s5 ?? "");
    columns[5].push(o?.country ?? "");
    columns[6].push(o?.city ?? "");
    columns[7].push(o?.device ?? "");
    columns[8].push(o?.os ?? "");
    columns[9].push(o?.browser ?? "");
    columns[10].push(o?.referrer ?? "");
  }
  return columns.map((column) => column.join(SEP));
}

/**
 * The breakdown rollup of a batch, summed per link, Karachi day, dimension and value: SEP-joined columns, a row
 * each. `times` holds one click's time (epoch ms) of the row, from which the statement works out its day as it
 * does the clicks' own `stat_date`. A city is kept with its country ("PK|Karachi"), as breakdown_values.ts has it.
 */
export interface BreakdownRollup {
  links: string;
  users: string;
  products: string;
  times: string;
  dimensions: string;
  values: string;
  clicks: string;
}

const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The rollup of `clicks` (breakdownColumns not null): clicks alike in every value are added up first. */
export function breakdownRollup(clicks: ClickRecord[]): BreakdownRollup {
  // Most clicks of a batch share their link, day and values: one key per click, then one expansion per kind.
  const alike = new Map<string, { click: ClickRecord; count: number }>();
  for (const c of clicks) {
    if (!c.subIds && !c.origin) continue;
    const ms = c.clickedAt.getTime();
    // The Karachi day (UTC+5, no daylight saving), as karachiDate() and the statement's stat_date count it.
    const s = c.subIds;
    const o = c.origin;
    const key = `${c.linkId},${c.userId},${c.productId},${
      Math.floor((ms + KARACHI_OFFSET_MS) / DAY_MS)
    }${SEP}${s?.s1 ?? ""}${SEP}${s?.s2 ?? ""}${SEP}${s?.s3 ?? ""}${SEP}${
      s?.s4 ?? ""
    }${SEP}${s?.s5 ?? ""}${SEP}${o?.country ?? ""}${SEP}${o?.city ?? ""}${SEP}${
      o?.device ?? ""
    }${SEP}${o?.os ?? ""}${SEP}${o?.browser ?? ""}${SEP}${o?.referrer ?? ""}`;
    const group = alike.get(key);
    if (group === undefined) alike.set(key, { click: c, count: 1 });
    else group.count++;
  }
  const links: number[] = [];
  const users: number[] = [];
  const products: number[] = [];
  const times: number[] = [];
  const dimensions: string[] = [];
  const values: string[] = [];
  const counts: number[] = [];
  for (const { click, count } of alike.values()) {
    for (const column of DIMENSION_COLUMNS) {
      let value = valueOf(click, column);
      if (column === "city" && value !== "") {
        const country = valueOf(click, "country");
        value = country === "" ? "" : `${country}|${value}`;
      }
      if (value === "") continue;
      links.push(click.linkId);
      users.push(click.userId);
      products.push(click.productId);
      times.push(click.clickedAt.getTime());
      dimensions.push(column);
      values.push(value);
      counts.push(count);
    }
  }
  return {
    links: links.join(","),
    users: users.join(","),
    products: products.join(","),
    times: times.join(","),
    dimensions: dimensions.join(","),
    values: values.join(SEP),
    clicks: counts.join(","),
  };
}
