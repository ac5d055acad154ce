/** Settings routes (mounted under /api): the admin payout settings and the public display settings. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { SettingsServices } from "../../../domain/settings/settings_repos.ts";
import { updateSettings } from "../../../domain/settings/update_settings.ts";
import type { Settings } from "../../../domain/settings/settings.ts";
import type { CurrencyLockReason } from "../../../domain/settings/currency_lock.ts";
import { toDisplayAmount } from "../../../domain/shared/money.ts";
import { apiError } from "../api_error.ts";
import { exactJsonBody } from "../exact_json.ts";
import { jsonBody } from "../validate.ts";
import { objectBody } from "../../../wire/common.ts";
import type {
  PublicSettingsJson,
  SettingsJson,
  SettingsUpdatedJson,
} from "../../../wire/settings.ts";

const anyObject = objectBody("Send the settings as a JSON object.");

/** Settings as the API answers them: money as a 2-decimal display amount, with the ledger currency's lock. */
export function settingsJson(
  s: Settings,
  lock: CurrencyLockReason | null,
): SettingsJson {
  return {
    minimumPayout: toDisplayAmount(s.minimumPayout),
    payoutRequiresProduct: s.payoutRequiresProduct,
    makerChecker: s.makerChecker,
    withholdingTax: s.withholdingTax,
    currency: s.currency,
    riskClickBurst: s.riskClickBurst,
    riskRefundRate: s.riskRefundRateBp / 100,
    riskAnyFlagHolds: s.riskAnyFlagHolds,
    operatorName: s.operatorName,
    operatorAddress: s.operatorAddress,
    operatorNtn: s.operatorNtn,
    currencyLocked: lock !== null,
    currencyLockReason: lock,
  };
}

/** The settings router; mount with app.route("/api", createSettingsRoutes(ctx, services.settings)). */
export function createSettingsRoutes(
  ctx: AppContext,
  { reader, currencyLock, uow }: SettingsServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get("/admin/settings", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    const [settings, lock] = await Promise.all([
      reader.get(),
      currencyLock.currencyLock(),
    ]);
    return c.json(settingsJson(settings, lock));
  });

  app.patch(
    "/admin/settings",
    ctx.auth.requireAdmin,
    jsonBody(anyObject),
    async (c) => {
      const result = await updateSettings({ uow }, {
        adminId: c.get("session").userId,
        patch: await exactJsonBody(c, ["minimumPayout", "riskRefundRate"]),
      });
      if (!result.ok) {
        const e = result.error;
        throw apiError(e.code, e.message, {
          field: e.field,
          ...(e.code === "CURRENCY_LOCKED" ? { reason: e.reason } : {}),
        });
      }
      return c.json(
        {
          message: "Settings saved.",
          settings: settingsJson(
            result.value,
            await currencyLock.currencyLock(),
          ),
        } satisfies SettingsUpdatedJson,
      );
    },
  );

  // Public: every screen (signed in or not) shows amounts in the ledger currency.
  app.get("/settings/public", async (c) => {
    const s = await reader.get();
    c.header("Cache-Control", "no-cache");
    return c.json(
      {
        currency: s.currency,
        minimumPayout: toDisplayAmount(s.minimumPayout),
        withholdingTax: s.withholdingTax,
        payoutRequiresProduct: s.payoutRequiresProduct,
      } satisfies PublicSettingsJson,
    );
  });

  return app;
}
