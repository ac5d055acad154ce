/**
 * Amount: every amount and count on screen goes through the one formatter (lib/money.ts: grouped, in the ledger
 * currency, no-break spaces) into an element of class `money` (never wrapped), so no figure breaks across lines.
 */
import { formatCount, formatDollars } from "@/lib/money.ts";

/** An amount in the ledger currency, on one line and left to right inside Urdu text. */
export function Money(
  { value }: { value: number | string | null | undefined },
) {
  return <bdi className="money ltr">{formatDollars(value)}</bdi>;
}

/** A grouped count (3,894), on one line. */
export function Count(
  { value }: { value: number | string | null | undefined },
) {
  return <bdi className="money ltr">{formatCount(value)}</bdi>;
}

/** A table cell showing its value as an amount. */
export const moneyCell = (i: { getValue: () => unknown }) => (
  <Money value={i.getValue() as number} />
);

/** A table cell showing its value as a grouped count. */
export const countCell = (i: { getValue: () => unknown }) => (
  <Count value={i.getValue() as number} />
);
