/** Use case: an admin adds an exchange rate (rows are never edited), audited; deliveries waiting for it apply. */
import type { Clock } from "../shared/clock.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { releaseRateWaiting } from "../sources/release_rate_waiting.ts";
import {
  type ExchangeRate,
  type ExchangeRateInvalid,
  validateExchangeRate,
} from "./exchange_rate.ts";
import type { ExchangeRateReader } from "./rates_repos.ts";
import type { ExchangeRateRepos } from "./exchange_rate_repos.ts";

/** What addExchangeRate needs. */
export interface AddExchangeRateDeps {
  uow: UnitOfWork<ExchangeRateRepos>;
  reader: Pick<ExchangeRateReader, "ledgerCurrency">;
  clock: Clock;
}

/**
 * Validates and appends the row with its audit row, then applies every delivery waiting for a rate of its currency
 * on its date or later (releaseRateWaiting), all in one transaction. A row for a (currency, date) that has one
 * already is appended too: it is in force for conversions made from now on; conversions made before keep theirs.
 */
export async function addExchangeRate(
  deps: AddExchangeRateDeps,
  input: { adminId: number; body: Record<string, unknown> },
): Promise<
  Result<{ rate: ExchangeRate; released: number }, ExchangeRateInvalid>
> {
  const ledger = await deps.reader.ledgerCurrency();
  const checked = validateExchangeRate(input.body, ledger);
  if (!checked.ok) return err(checked.error);
  return ok(
    await deps.uow.run(async (repos) => {
      const rate = await repos.exchangeRates.add(checked.value, input.adminId);
      const released = await releaseRateWaiting(
        repos,
        rate.currency,
        rate.date,
        deps.clock.now(),
      );
      await repos.audit.append({
        adminId: input.adminId,
        action: "Add Exchange Rate",
        details:
          `1 ${rate.currency} = ${rate.rate} ${ledger} from ${rate.date} (rate #${rate.id}); ${released} waiting ${
            released === 1 ? "delivery" : "deliveries"
          } applied`,
      });
      return { rate, released };
    }),
  );
}
