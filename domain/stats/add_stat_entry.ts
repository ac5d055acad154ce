/** Use case: an admin records manual stats; they add to the day's figures and the earnings enter the ledger. */
import { findLinkTarget } from "../links/link_target.ts";
import { REFUND_POLICIES } from "../products/product.ts";
import { addDays, isCalendarDate } from "../shared/karachi_date.ts";
import { money, parseMoney } from "../shared/money.ts";
import { amountFormatProblem } from "../shared/amount_format.ts";
import { symbolAmount } from "../shared/currency.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { parseWholeNumber } from "../shared/whole_number.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AddStatRepos } from "./stats_repos.ts";

/** The stat form as submitted; blank numbers become 0. */
export interface AddStatInput {
  adminId: number;
  userId: unknown;
  productId: unknown;
  date: unknown;
  clicks?: unknown;
  sales?: unknown;
  earnings?: unknown;
  /** Why the figures are entered by hand; kept in the audit log (optional on the API, the spec's call has none). */
  reason?: unknown;
}

/** The longest reason kept. */
export const STAT_REASON_MAX = 500;

/** A rejected stat record. */
export interface AddStatError {
  code: "VALIDATION_ERROR" | "NOT_FOUND";
  message: string;
}

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Validates and stores a manual stat record; returns its id. */
export async function addStatEntry(
  deps: { uow: UnitOfWork<AddStatRepos> },
  input: AddStatInput,
): Promise<Result<{ id: number }, AddStatError>> {
  const userId = parseWholeNumber(input.userId);
  const productId = parseWholeNumber(input.productId);
  if (
    blank(input.userId) || blank(input.productId) || blank(input.date) ||
    userId === null || productId === null
  ) {
    return err({
      code: "VALIDATION_ERROR",
      message: "User, product and date are required.",
    });
  }
  if (!isCalendarDate(input.date)) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Date must be in YYYY-MM-DD format.",
    });
  }
  const date = input.date;
  const clicks = blank(input.clicks) ? 0 : parseWholeNumber(input.clicks);
  const sales = blank(input.sales) ? 0 : parseWholeNumber(input.sales);
  if (clicks === null || clicks > 1e9) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Clicks must be a whole number of at least 0.",
    });
  }
  if (sales === null || sales > 1e9) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Sales must be a whole number of at least 0.",
    });
  }
  if (
    input.reason !== undefined && input.reason !== null &&
    (typeof input.reason !== "string" ||
      input.reason.trim().length > STAT_REASON_MAX)
  ) {
    return err({
      code: "VALIDATION_ERROR",
      message: `Reason must be text of at most ${STAT_REASON_MAX} characters.`,
    });
  }
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  const earnings = blank(input.earnings)
    ? money(0)
    : parseMoney(input.earnings);
  if (earnings === null || earnings < 0) {
    return err({
      code: "VALIDATION_ERROR",
      message: (earnings === null
        ? amountFormatProblem(input.earnings, "Earnings")
        : null) ??
        "Earnings must be an amount of at least 0 with at most 2 decimals.",
    });
  }
  return await deps.uow.run(
    async ({ stats, ledger, links, products, audit, settings }) => {
      const target = await findLinkTarget(
        { links, products },
        userId,
        productId,
      );
      if (!target.ok) return target;
      const { user, product } = target.value;
      const delta = { userId, productId, date, clicks, sales, earnings };
      const id = await stats.addEntry({ ...delta, adminId: input.adminId });
      await stats.increment(delta);
      if (earnings > 0) {
        await ledger.append({
          userId,
          productId,
          kind: "earning",
          amount: earnings,
          availableOn: addDays(
            date,
            REFUND_POLICIES[product.refundPolicy].holdDays,
          ),
          sourceType: "manual_stat",
          sourceId: id,
        });
      }
      await audit.append({
        adminId: input.adminId,
        action: "Add Stat",
        details:
          `${user.email} / "${product.title}" on ${date}: ${clicks} clicks, ${sales} sales, ${
            symbolAmount(earnings, (await settings.get()).currency)
          } earnings (stat #${id})${reason ? `. Reason: ${reason}` : ""}`,
      });
      return ok({ id });
    },
  );
}
