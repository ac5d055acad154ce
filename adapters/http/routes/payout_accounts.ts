/** Saved payout account routes (mounted under /api): an affiliate's own accounts only. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { PayoutAccountServices } from "../../../domain/payouts/payout_repos.ts";
import { savePayoutAccount } from "../../../domain/payouts/save_payout_account.ts";
import { deletePayoutAccount } from "../../../domain/payouts/delete_payout_account.ts";
import type { SavedPayoutAccount } from "../../../domain/payouts/saved_account.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import {
  savedAccountBodyCheck,
  type SavedAccountCreatedJson,
  type SavedAccountJson,
} from "../../../wire/payout_accounts.ts";
import type { MessageBody } from "../../../wire/common.ts";

/** A saved account as the API answers it. */
function accountJson(a: SavedPayoutAccount): SavedAccountJson {
  return {
    id: a.id,
    method: a.method,
    accountType: a.accountType,
    accountLabel: a.accountLabel,
    accountName: a.accountName,
    bankName: a.bankName,
    accountNumber: a.accountNumber,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The saved-accounts router; mount with app.route("/api", createPayoutAccountRoutes(ctx, services.payoutAccounts)). */
export function createPayoutAccountRoutes(
  ctx: AppContext,
  { reader, uow }: PayoutAccountServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get("/payout-accounts", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const list = await reader.listForUser(c.get("session").userId);
    return c.json(list.map(accountJson));
  });

  app.post(
    "/payout-accounts",
    ctx.auth.requireUser,
    jsonBody(savedAccountBodyCheck),
    async (c) => {
      const session = c.get("session");
      if (session.role !== "user") {
        throw apiError(
          "FORBIDDEN",
          "Only affiliates can save payout accounts.",
        );
      }
      const result = await savePayoutAccount({ uow }, {
        userId: session.userId,
        body: c.req.valid("json"),
      });
      if (!result.ok) throw answerError(result.error, { extras: "keep" });
      return c.json(
        {
          message: "Payout account saved.",
          account: accountJson(result.value),
        } satisfies SavedAccountCreatedJson,
        201,
      );
    },
  );

  app.delete("/payout-accounts/:id", ctx.auth.requireUser, async (c) => {
    const accountId = parseIdParam(c, "id");
    const result = await deletePayoutAccount({ uow }, {
      userId: c.get("session").userId,
      accountId,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json({ message: "Payout account deleted." } satisfies MessageBody);
  });

  return app;
}
