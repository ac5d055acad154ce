/** requestPayout: an affiliate asks to be paid part of the available balance; the amount is reserved at once. */
import { err, ok, type Result } from "../shared/result.ts";
import { money, totalAsMoney } from "../shared/money.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import type { Payout } from "./payout.ts";
import type { PayoutRepos } from "./payout_repos.ts";
import {
  type PayoutRequestBody,
  validatePayoutRequest,
  type ValidPayoutRequest,
} from "./validate_payout_request.ts";
import {
  belowMinimum,
  insufficientBalance,
  type PayoutError,
} from "./payout_errors.ts";
import { checkPayoutAccount } from "../risk/signals.ts";

/** What requestPayout needs. */
export interface RequestPayoutDeps {
  uow: UnitOfWork<PayoutRepos>;
  clock: Clock;
}

/** Who asks, with what payload, and the optional Idempotency-Key header. */
export interface RequestPayoutInput {
  userId: number;
  idempotencyKey: string | null;
  body: PayoutRequestBody;
}

/** The payout, and whether it was made by an earlier request with the same Idempotency-Key. */
export interface RequestPayoutOutput {
  payout: Payout;
  replayed: boolean;
}

/** Validates, then under the user's lock checks the balance, stores the payout and reserves its amount. */
export async function requestPayout(
  deps: RequestPayoutDeps,
  input: RequestPayoutInput,
): Promise<Result<RequestPayoutOutput, PayoutError>> {
  // Whether a product is required is the admin's setting, read in the transaction. Checked both ways here, the
  // payload is refused at once when the setting cannot change the answer (most refusals), before any transaction.
  const lax = validatePayoutRequest(input.body, { productRequired: false });
  const strict = validatePayoutRequest(input.body, { productRequired: true });
  if (!lax.ok && !strict.ok && strict.error.field === lax.error.field) {
    return lax;
  }
  const now = deps.clock.now();
  const today = karachiDate(now);

  return await deps.uow.run(
    async (
      { payouts, products, ledger, settings, risk, outbox },
    ): Promise<Result<RequestPayoutOutput, PayoutError>> => {
      if (!lax.ok) {
        // Only the missing product's refusal differs: the spec's "All fields are required" when it is required.
        const { payoutRequiresProduct } = await settings.get();
        return payoutRequiresProduct && !strict.ok ? strict : lax;
      }
      const request = lax.value;
      const fingerprint = payoutFingerprint(request);
      // Everything below runs one request at a time per user, so the balance read stays true until commit.
      await payouts.lockUser(input.userId);
      if (input.idempotencyKey !== null) {
        const seen = await payouts.findIdempotencyKey(
          input.userId,
          input.idempotencyKey,
        );
        if (seen) {
          if (seen.fingerprint !== fingerprint) {
            return err({
              code: "IDEMPOTENCY_KEY_REUSED" as const,
              message:
                "This Idempotency-Key was already used for a different payout request.",
            });
          }
          const earlier = await payouts.findById(seen.payoutId);
          if (!earlier) {
            throw new Error(
              `idempotency key points at missing payout ${seen.payoutId}`,
            );
          }
          return ok({ payout: earlier, replayed: true });
        }
      }
      // After the replay check: an accepted request replays even if the minimum has since gone up, or a product has
      // since become required.
      const { minimumPayout, currency, payoutRequiresProduct } = await settings
        .get();
      if (payoutRequiresProduct && !strict.ok) return strict;
      if (request.amount < minimumPayout) {
        return err(belowMinimum(minimumPayout, currency));
      }
      if (
        request.productId !== null &&
        !(await products.exists(request.productId))
      ) {
        return err({
          code: "PRODUCT_NOT_FOUND" as const,
          message: "Product not found.",
        });
      }
      const available = await ledger.availableBalance(input.userId, today);
      if (request.amount > available) {
        return err(insufficientBalance(totalAsMoney(available)));
      }

      const payout = await payouts.create({
        ...request,
        userId: input.userId,
        requestedAt: now,
      });
      const reserved = await ledger.append({
        userId: input.userId,
        productId: request.productId,
        kind: "payout_reserved",
        amount: money(-request.amount),
        availableOn: today,
        sourceType: "payout",
        sourceId: payout.id,
      });
      if (!reserved) {
        throw new Error(`payout ${payout.id} was already reserved`);
      }
      // Signals on the account: shared with another affiliate, or changed less than 24 hours ago.
      await checkPayoutAccount(risk, {
        userId: input.userId,
        payoutId: payout.id,
        accountNumber: payout.accountNumber,
      }, now);
      if (input.idempotencyKey !== null) {
        await payouts.saveIdempotencyKey(input.userId, input.idempotencyKey, {
          fingerprint,
          payoutId: payout.id,
        });
      }
      await outbox.emit({ type: "payout.requested", payout });
      return ok({ payout, replayed: false });
    },
  );
}

/** What an Idempotency-Key remembers of a request: its normalized fields (no product: null, as before 0074). */
function payoutFingerprint(request: ValidPayoutRequest): string {
  return JSON.stringify([
    request.amount,
    request.method,
    request.productId,
    request.accountType,
    request.accountLabel,
    request.accountName,
    request.bankName,
    request.accountNumber,
  ]);
}
