/** Audit log route (mounted under /api): the admin trail as a JSON array, newest first, optionally paged. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { AuditLogReader } from "../../../domain/audit/audit_log.ts";
import {
  addDays,
  karachiStartOfDay,
} from "../../../domain/shared/karachi_date.ts";
import { apiError } from "../api_error.ts";
import { queryParams } from "../validate.ts";
import { DEFAULT_PAGE_SIZE } from "../paging.ts";
import { type AuditLogJson, auditQuery } from "../../../wire/audit.ts";

/** The audit-log router; mount with app.route("/api", createAuditLogRoutes(ctx, services.auditLog)). */
export function createAuditLogRoutes(
  ctx: AppContext,
  audit: AuditLogReader,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.get(
    "/admin/audit-logs",
    ctx.auth.requireAdmin,
    queryParams(auditQuery),
    async (c) => {
      const q = c.req.valid("query");
      if (q.from && q.to && q.to < q.from) {
        throw apiError(
          "VALIDATION_ERROR",
          "to cannot be before from.",
        );
      }
      // from/to are Asia/Karachi calendar days, inclusive.
      const { rows, total } = await audit.list({
        action: q.action?.trim() || undefined,
        from: q.from ? karachiStartOfDay(q.from) : undefined,
        to: q.to
          ? new Date(karachiStartOfDay(addDays(q.to, 1)).getTime() - 1)
          : undefined,
        page: q.page,
        pageSize: q.pageSize ?? (q.page ? DEFAULT_PAGE_SIZE : undefined),
      });
      c.header("X-Total-Count", String(total));
      c.header("Cache-Control", "no-store");
      return c.json(
        rows.map((r): AuditLogJson => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  );
  return app;
}
