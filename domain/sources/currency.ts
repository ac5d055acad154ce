/** Source currencies: ISO 4217 codes, and the rule that a delivery in another currency is refused, never converted. */
import { err, ok, type Result } from "../shared/result.ts";

/** Reads an ISO 4217 alphabetic code (three letters, any case) into upper case. */
export function parseCurrencyCode(
  input: unknown,
): Result<string, { reason: string }> {
  if (typeof input === "string" && /^[A-Za-z]{3}$/.test(input.trim())) {
    return ok(input.trim().toUpperCase());
  }
  return err({
    reason: "currency must be a three-letter ISO 4217 code, e.g. PKR.",
  });
}

/**
 * Checks the currency a delivery states against its source's: absent passes (the source's is assumed), another
 * code is refused with a reason that names both, since amounts are never converted silently.
 */
export function checkDeliveryCurrency(
  sourceCurrency: string,
  stated: string | null | undefined,
): Result<void, { reason: string }> {
  if (stated === null || stated === undefined || stated.trim() === "") {
    return ok(undefined);
  }
  const code = parseCurrencyCode(stated);
  if (!code.ok) {
    return err({
      reason: `The delivery states an unreadable currency "${
        stated.slice(0, 20)
      }".`,
    });
  }
  if (code.value !== sourceCurrency.toUpperCase()) {
    return err({
      reason:
        `The delivery is in ${code.value} but this source takes ${sourceCurrency.toUpperCase()}; amounts are never converted.`,
    });
  }
  return ok(undefined);
}
