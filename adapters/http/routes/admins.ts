/** Admin account routes (mounted under /api): list, invite or promote, remove (never the last). */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { AdminAccountServices } from "../../../domain/users/admin_accounts.ts";
import { inviteAdmin } from "../../../domain/users/invite_admin.ts";
import { removeAdmin } from "../../../domain/users/remove_admin.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import {
  type AdminAccountJson,
  type AdminInvitedJson,
  inviteAdminCheck,
} from "../../../wire/admins.ts";
import type { MessageBody } from "../../../wire/common.ts";

/** The admins router; mount with app.route("/api", createAdminAccountRoutes(ctx, services.admins)). */
export function createAdminAccountRoutes(
  ctx: AppContext,
  { reader, uow, hasher, random, notifier, publicUrl }: AdminAccountServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get("/admin/admins", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      (await reader.listAdmins()).map((a): AdminAccountJson => ({
        id: a.id,
        name: a.name,
        email: a.email,
        isVerified: a.isVerified,
        createdAt: a.createdAt.toISOString(),
      })),
    );
  });

  app.post(
    "/admin/admins",
    ctx.auth.requireAdmin,
    jsonBody(inviteAdminCheck),
    async (c) => {
      const result = await inviteAdmin(
        { uow, hasher, random, clock: ctx.clock, notifier, publicUrl },
        { adminId: c.get("session").userId, email: c.req.valid("json").email },
      );
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies AdminInvitedJson, 201);
    },
  );

  app.delete("/admin/admins/:id", ctx.auth.requireAdmin, async (c) => {
    const result = await removeAdmin({ uow }, {
      adminId: c.get("session").userId,
      targetId: parseIdParam(c, "id"),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value satisfies MessageBody);
  });

  return app;
}
