/** Announcement routes (mounted under /api; docs/announcements.md): the admin writes and lists, affiliates read. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { AnnouncementServices } from "../../../domain/announcements/announcement_repos.ts";
import type { AdminAnnouncement } from "../../../domain/announcements/announcement.ts";
import { createAnnouncement } from "../../../domain/announcements/create_announcement.ts";
import { markAnnouncementRead } from "../../../domain/announcements/mark_announcement_read.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import {
  type AdminAnnouncementJson,
  type AnnouncementReadJson,
  createAnnouncementCheck,
  type InboxItemJson,
  type UnreadCountJson,
} from "../../../wire/announcements.ts";

/** The admin list and the inbox answer at most this many, newest first. */
const LIST_LIMIT = 200;

/** An announcement as the admin lists it. */
function adminJson(a: AdminAnnouncement, now: Date): AdminAnnouncementJson {
  return {
    id: a.id,
    titleEn: a.titleEn,
    titleUr: a.titleUr,
    bodyEn: a.bodyEn,
    bodyUr: a.bodyUr,
    audience: a.audience.kind,
    groupId: a.audience.kind === "group" ? a.audience.groupId : null,
    groupName: a.groupName,
    offerId: a.audience.kind === "offer" ? a.audience.offerId : null,
    offerTitle: a.offerTitle,
    publishAt: a.publishAt.toISOString(),
    status: a.publishAt.getTime() <= now.getTime() ? "published" : "scheduled",
    reached: a.reached,
    read: a.read,
    mailedAt: a.mailedAt?.toISOString() ?? null,
    mailedCount: a.mailedCount,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The announcements router; mount with app.route("/api", createAnnouncementRoutes(ctx, services.announcements)). */
export function createAnnouncementRoutes(
  ctx: AppContext,
  services: AnnouncementServices,
): Hono<SessionEnv> {
  const { reader, clock } = services;
  const app = new Hono<SessionEnv>();

  app.get("/admin/announcements", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    const now = clock.now();
    const rows = await reader.listForAdmin(now, LIST_LIMIT);
    return c.json(rows.map((a) => adminJson(a, now)));
  });

  app.post(
    "/admin/announcements",
    ctx.auth.requireAdmin,
    jsonBody(createAnnouncementCheck),
    async (c) => {
      const result = await createAnnouncement(services, {
        ...c.req.valid("json"),
        adminId: c.get("session").userId,
      });
      if (!result.ok) throw answerError(result.error, { extras: "keep" });
      const created = result.value;
      // Published now: its email goes at once (the timer mails scheduled ones); a mail fault never fails the call.
      if (created.publishAt.getTime() <= clock.now().getTime()) {
        await services.sendDue().catch((error) =>
          console.error("announcement email failed:", error)
        );
      }
      const now = clock.now();
      const [row] = await reader.listForAdmin(now, 1, created.id);
      return c.json(adminJson(row, now), 201);
    },
  );

  app.get("/inbox", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const items = await reader.inbox(
      c.get("session").userId,
      clock.now(),
      LIST_LIMIT,
    );
    return c.json(items.map((i): InboxItemJson => ({
      id: i.id,
      titleEn: i.titleEn,
      titleUr: i.titleUr,
      bodyEn: i.bodyEn,
      bodyUr: i.bodyUr,
      publishedAt: i.publishedAt.toISOString(),
      read: i.readAt !== null,
      readAt: i.readAt?.toISOString() ?? null,
    })));
  });

  app.get("/inbox/unread-count", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const unread = await reader.unreadCount(
      c.get("session").userId,
      clock.now(),
    );
    return c.json({ unread } satisfies UnreadCountJson);
  });

  app.post("/inbox/:id/read", ctx.auth.requireUser, async (c) => {
    const id = parseIdParam(c, "id");
    const result = await markAnnouncementRead(
      { uow: services.readUow, clock },
      { userId: c.get("session").userId, id },
    );
    if (!result.ok) throw answerError(result.error);
    return c.json(
      {
        id,
        readAt: result.value.readAt.toISOString(),
      } satisfies AnnouncementReadJson,
    );
  });

  return app;
}
