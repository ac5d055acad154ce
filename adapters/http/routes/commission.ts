/** Commission routes (mounted under /api): the global commission percent, admin only. */
import { Hono } from "hono";
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

  app.post("/admin/commission", ctx.auth.requireAdmin, async (c) => {
    let body: { globalCommissionPercent?: unknown };
    try {
      body = await c.req.json();
    } catch {
      throw apiError("VALIDATION_ERROR", COMMISSION_RANGE_MESSAGE);
    }
    const result = await updateCommission({ uow }, {
      adminId: c.get("session").userId,
      globalCommissionPercent: body?.globalCommissionPercent,
    });
    if (!result.ok) throw apiError(result.error.code, result.error.message);
    return c.json({ message: "Updated successfully!", ...result.value });
  });

  return app as unknown as Hono;
}
