/** Commission routes (mounted under /api): the global commission percent, admin only. */
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext, Session } from "../../app_context.ts";
import { createPostgresCommissionRepository } from "../../postgres/commission_repository.ts";
import { createPostgresAuditRepository } from "../../postgres/audit_repository.ts";
import { createPostgresUnitOfWork } from "../../postgres/unit_of_work.ts";
import {
  COMMISSION_RANGE_MESSAGE,
  updateCommission,
} from "../../../domain/commission/update_commission.ts";
import { basisPointsToPercent } from "../../../domain/products/commission_percent.ts";
import { apiError } from "../api_error.ts";
import { exactJsonBody } from "../exact_json.ts";
import { jsonBody } from "../validate.ts";

const anyObject = z.record(z.string(), z.unknown(), {
  error: COMMISSION_RANGE_MESSAGE,
});

/** The commission router; mount with app.route("/api", createCommissionRoutes(ctx)). */
export function createCommissionRoutes(ctx: AppContext): Hono {
  const app = new Hono<{ Variables: { session: Session } }>();
  const commission = createPostgresCommissionRepository(ctx.sql);
  const uow = createPostgresUnitOfWork(ctx.sql, (tx) => ({
    commission: createPostgresCommissionRepository(tx),
    audit: createPostgresAuditRepository(tx),
  }));

  app.get("/admin/commission", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({
      globalCommissionPercent: basisPointsToPercent(
        await commission.getGlobalBp(),
      ),
    });
  });

  app.post(
    "/admin/commission",
    ctx.auth.requireAdmin,
    jsonBody(anyObject),
    async (c) => {
      const result = await updateCommission({ uow }, {
        adminId: c.get("session").userId,
        globalCommissionPercent: (await exactJsonBody(c, [
          "globalCommissionPercent",
        ])).globalCommissionPercent,
      });
      if (!result.ok) throw apiError(result.error.code, result.error.message);
      return c.json({ message: "Updated successfully!", ...result.value });
    },
  );

  return app as unknown as Hono;
}
