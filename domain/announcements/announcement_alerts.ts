/**
 * The publish-time notifier (docs/announcements.md "Email"): hands the audience to the alerts queue as the
 * `announcements` kind, so each affiliate's setting decides (at once, the daily digest, or no email), then sends
 * what is due at once for them. Answers how many affiliates it was handed to; a failure is logged, never thrown,
 * so the publish (already claimed) is never undone.
 */
import { notifyAffiliates } from "../alerts/notify_affiliates.ts";
import type { AlertServices } from "../alerts/alert_repos.ts";
import type { AnnouncementNotifier } from "./announcement_repos.ts";

/** A notifier writing one `announcements` alert per affiliate in the audience. */
export function alertAnnouncementNotifier(
  alerts: Pick<AlertServices, "uow" | "sendDue">,
): AnnouncementNotifier {
  return {
    async published(announcement, audience) {
      const { id, titleEn, titleUr, bodyEn, bodyUr } = announcement;
      const payload = { announcementId: id, titleEn, titleUr, bodyEn, bodyUr };
      try {
        await notifyAffiliates(
          alerts,
          audience.map((r) => ({
            userId: r.userId,
            kind: "announcements" as const,
            payload,
          })),
        );
      } catch (error) {
        console.error("announcement alerts failed:", error);
      }
      return audience.length;
    },
  };
}
