/**
 * The conversion lists of docs/offers.md ("Conversion screens"): their queries, one page of rows, the CSV file, and
 * each earning's explanation in the reader's language, written from its stored rule (never from the English text).
 */
import type {
  AdminOfferConversionJson,
  ConversionDecisionBody,
  ConversionState,
  OfferConversionJson,
} from "@wire/offer_conversions.ts";
import { api } from "./api.ts";
import { formatDollars } from "./money.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";

export type { AdminOfferConversionJson, ConversionState, OfferConversionJson };

/** Every conversion state, in the order the status filter lists them. */
export const CONVERSION_STATES: readonly ConversionState[] = [
  "pending",
  "approved",
  "over_cap",
  "rejected",
  "reversed",
];

/** One page of conversions as the list APIs answer it. */
export interface ConversionPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A decision's answer: the ids decided and those skipped, each with the server's reason. */
export interface DecisionResult {
  decided: number[];
  skipped: { id: number; reason: string }[];
}

/** The query string of a list call: empty filters are left out, so the server applies its defaults. */
export function conversionQuery(
  filters: Record<string, string | number | undefined | null>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") params.set(key, text);
  }
  return params.toString();
}

/** GET `path` with `filters`: one page of conversions (a malformed answer is an error, never an empty page). */
export async function fetchConversions<T>(
  path: string,
  filters: Record<string, string | number | undefined | null>,
): Promise<ConversionPage<T>> {
  const answer = await api<ConversionPage<T>>(
    `${path}?${conversionQuery(filters)}`,
  );
  if (!answer || !Array.isArray(answer.items)) {
    throw new Error("Unexpected response format.");
  }
  return answer;
}

/** The same list as a CSV file (`format=csv`, every row of the filters, not one page). */
export async function fetchConversionsCsv(
  path: string,
  filters: Record<string, string | number | undefined | null>,
): Promise<string> {
  const text = await api<unknown>(
    `${path}?${conversionQuery({ ...filters, format: "csv" })}`,
    { headers: { accept: "text/csv" } },
  );
  return typeof text === "string" ? text : "";
}

/** The CSV file's name: conversions_<from>_<to>.csv, or conversions.csv for all time. */
export function conversionsCsvName(from?: string, to?: string): string {
  return from && to ? `conversions_${from}_${to}.csv` : "conversions.csv";
}

/** POST /api/admin/conversions/decisions. */
export function decideConversions(
  body: ConversionDecisionBody,
): Promise<DecisionResult> {
  return api<DecisionResult>("/api/admin/conversions/decisions", { body });
}

/** A status in words: over_cap reads "Over cap — under review". */
export function statusLabel(status: ConversionState): string {
  return t(`conv.status.${status}` as MessageKey);
}

/** The badge colour of a status. */
export function statusVariant(
  status: ConversionState,
): "green" | "yellow" | "red" | "blue" | "gray" {
  switch (status) {
    case "approved":
      return "green";
    case "pending":
      return "yellow";
    case "over_cap":
      return "blue";
    case "rejected":
      return "red";
    case "reversed":
      return "gray";
  }
}

// Goal keys with a word of their own in both languages; any other goal shows the name the admin gave it.
const GOAL_WORDS: Record<string, MessageKey> = {
  sale: "conv.goal.sale",
  lead: "conv.goal.lead",
  install: "conv.goal.install",
  ftd: "conv.goal.ftd",
  delivered: "conv.goal.delivered",
};

/** Who reads an explanation: the affiliate reads "your own rate", the admin "the affiliate's own rate". */
export type Reader = "affiliate" | "admin";

/**
 * An explanation's parts: the sentence's key and its values, each already in words. `user` names the parts that are
 * data (a group's or goal's own name) and `numbers` the amounts and percents, which the page isolates (`<bdi>`).
 */
export interface ExplanationParts {
  key: MessageKey;
  levelKey: MessageKey;
  values: { value: string; amount: string; goal: string; group: string };
  /** Whether the goal is the admin's own name (data), not a word of the catalogue. */
  goalIsName: boolean;
}

/** A percent as the rule states it, e.g. 12 or 12.5 (the wire's number, never rounded through money). */
function percentText(value: number | string): string {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : String(value);
}

/** The parts of the explanation of `row`'s earning, from its stored rule (docs/offers.md). */
export function explanationParts(
  row: Pick<OfferConversionJson, "rule" | "goal" | "goalName" | "groupName">,
  reader: Reader,
): ExplanationParts {
  const { rule } = row;
  const goalWord = GOAL_WORDS[row.goal];
  const levelKey: MessageKey = rule.level === "affiliate"
    ? reader === "admin" ? "conv.level.affiliateAdmin" : "conv.level.affiliate"
    : rule.level === "group"
    ? row.groupName ? "conv.level.group" : "conv.level.groupUnnamed"
    : rule.level === "offer"
    ? "conv.level.offer"
    : "conv.level.global";
  const values = {
    value: "",
    amount: "",
    goal: goalWord ? t(goalWord) : row.goalName || row.goal,
    group: row.groupName ?? "",
  };
  if (rule.ruleId === null) {
    return { key: "conv.why.none", levelKey, values, goalIsName: !goalWord };
  }
  if (rule.type === "flat") {
    values.amount = formatDollars(rule.value);
    return { key: "conv.why.flat", levelKey, values, goalIsName: !goalWord };
  }
  values.value = percentText(rule.value);
  values.amount = formatDollars(rule.baseAmount ?? 0);
  return {
    key: rule.base === "payout" ? "conv.why.percentPayout" : "conv.why.percent",
    levelKey,
    values,
    goalIsName: !goalWord,
  };
}

/** The explanation as plain text in the current language, e.g. "12 % of Rs 2,500.00 sale (Gold group rate)". */
export function explanationText(
  row: Pick<OfferConversionJson, "rule" | "goal" | "goalName" | "groupName">,
  reader: Reader,
): string {
  const parts = explanationParts(row, reader);
  const level = t(parts.levelKey, { group: parts.values.group });
  return t(parts.key, { ...parts.values, level });
}
