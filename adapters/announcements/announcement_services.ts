/** The announcements area's bundle and its publish-time email timer (docs/announcements.md). */
import type { Infrastructure } from "../service_types.ts";
import type { AnnouncementServices } from "../../domain/announcements/announcement_repos.ts";
import type { AlertServices } from "../../domain/alerts/alert_repos.ts";
import { sendDueAnnouncements } from "../../domain/announcements/send_due_announcements.ts";
import { alertAnnouncementNotifier } from "../../domain/announcements/announcement_alerts.ts";
import {
  poolAdapters as pool,
  type repositoriesWithClickIds,
  type unitsOfWork,
} from "../postgres/repository_registry.ts";
import { startAnnouncementTimer } from "./announcement_timer.ts";

/** The unit-of-work maker services.ts builds. */
type Units = ReturnType<
  typeof unitsOfWork<ReturnType<typeof repositoriesWithClickIds>>
>;

/** What the area is built from: the instance's infrastructure, its unit-of-work maker and the alerts area. */
export type AnnouncementServicesInput =
  & Pick<Infrastructure, "sql" | "clock" | "onShutdown">
  & { uow: Units; alerts: AlertServices };

/** Builds the bundle and starts this instance's timer. */
export function createAnnouncementServices(
  input: AnnouncementServicesInput,
): { announcements: AnnouncementServices } {
  const { sql, uow, clock } = input;
  // Emails go through the alerts queue: each affiliate's "announcements" setting decides (docs/alerts.md).
  const notifier = alertAnnouncementNotifier(input.alerts);
  const store = pool.announcementMail(sql);
  const sendDue = () => sendDueAnnouncements({ store, notifier, clock });
  startAnnouncementTimer({
    run: sendDue,
    onError: (error) => console.error("announcement email failed:", error),
    onShutdown: input.onShutdown,
  });
  return {
    announcements: {
      reader: pool.announcementReader(sql),
      uow: uow(["announcements", "groups", "products", "audit"]),
      readUow: uow(["announcements"]),
      clock,
      sendDue,
    },
  };
}
