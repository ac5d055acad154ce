/** Admin user routes (mounted under /api): users table, block/unblock, password reset, full profile. */
import { wireAmount } from "./money_json.ts";
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { AdminUserServices } from "../../../domain/users/user_repos.ts";
import { toggleUserBlock } from "../../../domain/users/toggle_user_block.ts";
import { resetUserPassword } from "../../../domain/users/reset_user_password.ts";
import {
  USER_SORT_FIELDS,
  type UserListQuery,
  type UserSortField,
} from "../../../domain/users/user_summary.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { toDisplayAmount } from "../../../domain/shared/money.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import { DEFAULT_PAGE_SIZE } from "../paging.ts";
import { profileJson, userJson } from "./profile_json.ts";
import {
  type FullProfileJson,
  resetUserPasswordBody as resetBody,
  type ToggleBlock,
  usersQuery as listQuery,
  type UserStateCountsJson,
  userStatesQuery,
} from "../../../wire/users.ts";
import type { MessageBody } from "../../../wire/common.ts";

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

/** The admin users router; mount with app.route("/api", createAdminUserRoutes(ctx, services.users)). */
export function createAdminUserRoutes(
  ctx: AppContext,
  { reader: users, fullProfiles, uow, hasher, linkCache }: AdminUserServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get(
    "/admin/users",
    ctx.auth.requireAdmin,
    queryParams(listQuery),
    async (c) => {
      const query = c.req.valid("query");
      const { rows, total } = await users.list({
        q: query.q,
        state: query.state,
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

  app.get(
    "/admin/user-states",
    ctx.auth.requireAdmin,
    queryParams(userStatesQuery),
    async (c) => {
      const counts = await users.countStates(c.req.valid("query").q);
      const all = Object.values(counts).reduce((a, b) => a + b, 0);
      c.header("Cache-Control", "no-store");
      return c.json({ all, ...counts } satisfies UserStateCountsJson);
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
      if (!result.ok) throw answerError(result.error);
      // This instance stops counting the user's clicks at once; other instances within the link cache's TTL.
      linkCache.invalidate();
      return c.json(result.value satisfies ToggleBlock);
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
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies MessageBody);
    },
  );

  app.get("/admin/users/:id/full-profile", ctx.auth.requireAdmin, async (c) => {
    const userId = parseIdParam(c, "id");
    const full = await fullProfiles.read(userId, karachiDate(ctx.clock.now()));
    if (!full) throw apiError("USER_NOT_FOUND", "User not found.");
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        success: true,
        user: userJson(full.user),
        profile: full.profile ? profileJson(full.profile) : null,
        stats: {
          clicks: full.stats.clicks,
          sales: full.stats.sales,
          earnings: wireAmount(full.stats.earnings),
          balance: wireAmount(full.stats.balance),
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
      } satisfies FullProfileJson,
    );
  });

  return app;
}
