/** Money totals on the wire: the display number the wire schemas describe, exact even beyond 2^53 minor units. */
import {
  type MoneyTotal,
  toDisplayTotal,
} from "../../../domain/shared/money.ts";

/**
 * A money total as the wire schemas' `amount`. Beyond what a double prints exactly, toDisplayTotal gives a
 * JSON.rawJSON literal that JSON.stringify writes as a plain JSON number, so the answer still matches the schema;
 * the type says number because nothing on the server reads the value back, it is only serialised (docs/money.md).
 */
export function wireAmount(total: MoneyTotal): number {
  return toDisplayTotal(total) as unknown as number;
}
