/** Commission routes (mounted under /api): the global commission percent, admin only. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { CommissionServices } from "../../../domain/commission/commission_repos.ts";
import {
  COMMISSION_RANGE_MESSAGE,
  updateCommission,
} from "../../../domain/commission/update_commission.ts";
import { basisPointsToPercent } from "../../../domain/products/commission_percent.ts";
import { answerError } from "../api_error.ts";
import { exactJsonBody } from "../exact_json.ts";
import { jsonBody } from "../validate.ts";
import {
  commissionBodyCheck,
  type CommissionJson,
  type CommissionUpdated,
} from "../../../wire/products.ts";

const anyObject = commissionBodyCheck(COMMISSION_RANGE_MESSAGE);

/** The commission router; mount with app.route("/api", createCommissionRoutes(ctx, services.commission)). */
export function createCommissionRoutes(
  ctx: AppContext,
  { reader: commission, uow, clock }: CommissionServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get("/admin/commission", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        globalCommissionPercent: basisPointsToPercent(
          await commission.getGlobalBp(),
        ),
      } satisfies CommissionJson,
    );
  });

  app.post(
    "/admin/commission",
    ctx.auth.requireAdmin,
    jsonBody(anyObject),
    async (c) => {
      const result = await updateCommission({ uow, clock }, {
        adminId: c.get("session").userId,
        globalCommissionPercent: (await exactJsonBody(c, [
          "globalCommissionPercent",
        ])).globalCommissionPercent,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(
        {
          message: "Updated successfully!",
          ...result.value,
        } satisfies CommissionUpdated,
      );
    },
  );

  return app;
}
