/** Admin user routes (mounted under /api): users table, block/unblock, password reset, full profile. */
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext, Session } from "../../app_context.ts";
import { createPostgresAdminUserRepository } from "../../postgres/admin_user_repository.ts";
import { createPostgresAuditRepository } from "../../postgres/audit_repository.ts";
import { createPostgresFullProfileReader } from "../../postgres/full_profile_repository.ts";
import { createPostgresUnitOfWork } from "../../postgres/unit_of_work.ts";
import { createArgon2PasswordHasher } from "../../crypto/argon2_password_hasher.ts";
import { toggleUserBlock } from "../../../domain/users/toggle_user_block.ts";
import {
  PASSWORD_TOO_SHORT,
  resetUserPassword,
} from "../../../domain/users/reset_user_password.ts";
import {
  USER_SORT_FIELDS,
  type UserListQuery,
  type UserSortField,
} from "../../../domain/users/user_summary.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import {
  toDisplayAmount,
  toDisplayTotal,
} from "../../../domain/shared/money.ts";
import { apiError } from "../api_error.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import { DEFAULT_PAGE_SIZE, pagingFields } from "../paging.ts";
import { profileJson, userJson } from "./profile_json.ts";
import { trackingFor } from "../../tracking/tracking_runtime.ts";

const listQuery = z.object({
  q: z.string().max(200, "The search is too long.").optional(),
  ...pagingFields(),
  // "name" / "-name" or "name:desc"; whitelisted below.
  sort: z.string().max(40).optional(),
});

const resetBody = z.object({
  password: z.string({ error: PASSWORD_TOO_SHORT }),
}, {
  error: "Send the new password as a JSON object.",
});

/** Parses "field", "-field" or "field:asc|desc" into a whitelisted sort. */
export function parseUserSort(raw: string | undefined): UserListQuery["sort"] {
  if (!raw) return undefined;
  const [name, dir] = raw.startsWith("-")
    ? [raw.slice(1), "desc"]
    : raw.split(":");
  if (
    !(USER_SORT_FIELDS as readonly string[]).includes(name) ||
    (dir !== undefined && dir !== "asc" && dir !== "desc")
  ) {
    throw apiError(
      "VALIDATION_ERROR",
      `sort must be one of: ${
        USER_SORT_FIELDS.join(", ")
      }, optionally with :asc or :desc.`,
    );
  }
  return {
    field: name as UserSortField,
    direction: dir === "desc" ? "desc" : "asc",
  };
}

/** The admin users router; mount with app.route("/api", createAdminUserRoutes(ctx)). */
export function createAdminUserRoutes(ctx: AppContext): Hono {
  const app = new Hono<{ Variables: { session: Session } }>();
  const users = createPostgresAdminUserRepository(ctx.sql);
  const fullProfiles = createPostgresFullProfileReader(ctx.sql);
  const uow = createPostgresUnitOfWork(ctx.sql, (tx) => ({
    users: createPostgresAdminUserRepository(tx),
    audit: createPostgresAuditRepository(tx),
  }));
  const hasher = createArgon2PasswordHasher();

  app.get(
    "/admin/users",
    ctx.auth.requireAdmin,
    queryParams(listQuery),
    async (c) => {
      const query = c.req.valid("query");
      const { rows, total } = await users.list({
        q: query.q,
        sort: parseUserSort(query.sort),
        page: query.page,
        pageSize: query.pageSize ??
          (query.page ? DEFAULT_PAGE_SIZE : undefined),
      });
      c.header("X-Total-Count", String(total));
      c.header("Cache-Control", "no-store");
      return c.json(rows.map(userJson));
    },
  );

  app.post(
    "/admin/users/:id/toggle-block",
    ctx.auth.requireAdmin,
    async (c) => {
      const userId = parseIdParam(c, "id");
      const result = await toggleUserBlock({ uow }, {
        adminId: c.get("session").userId,
        userId,
      });
      if (!result.ok) throw apiError(result.error.code, result.error.message);
      // This instance stops counting the user's clicks at once; other instances within the link cache's TTL.
      trackingFor(ctx).links.invalidate();
      return c.json(result.value);
    },
  );

  app.post(
    "/admin/users/:id/reset-password",
    ctx.auth.requireAdmin,
    jsonBody(resetBody),
    async (c) => {
      const userId = parseIdParam(c, "id");
      const { password } = c.req.valid("json");
      const result = await resetUserPassword({ uow, hasher }, {
        adminId: c.get("session").userId,
        userId,
        password,
      });
      if (!result.ok) throw apiError(result.error.code, result.error.message);
      return c.json(result.value);
    },
  );

  app.get("/admin/users/:id/full-profile", ctx.auth.requireAdmin, async (c) => {
    const userId = parseIdParam(c, "id");
    const full = await fullProfiles.read(userId, karachiDate(ctx.clock.now()));
    if (!full) throw apiError("USER_NOT_FOUND", "User not found.");
    c.header("Cache-Control", "no-store");
    return c.json({
      success: true,
      user: userJson(full.user),
      profile: full.profile ? profileJson(full.profile) : null,
      stats: {
        clicks: full.stats.clicks,
        sales: full.stats.sales,
        earnings: toDisplayTotal(full.stats.earnings),
        balance: toDisplayTotal(full.stats.balance),
      },
      payoutHistory: full.payoutHistory.map((p) => ({
        ...p,
        userId,
        user: full.user.name,
        amount: toDisplayAmount(p.amount),
        requestedAt: p.requestedAt.toISOString(),
        createdAt: p.requestedAt.toISOString(),
      })),
      assignedLinks: full.assignedLinks.map((l) => ({
        id: l.id,
        productName: l.productName,
        customLink: l.customLink,
        trackingLink: `${ctx.config.publicUrl}/go/${l.code}`,
      })),
    });
  });

  return app as unknown as Hono;
}
