/** The announcements area's bundle and its publish-time email timer (docs/announcements.md). */
import type { Infrastructure } from "../service_types.ts";
import type { AnnouncementServices } from "../../domain/announcements/announcement_repos.ts";
import type { AlertServices } from "../../domain/alerts/alert_repos.ts";
import { sendDueAnnouncements } from "../../domain/announcements/send_due_announcements.ts";
import { alertAnnouncementNotifier } from "../../domain/announcements/announcement_alerts.ts";
import {
  poolAdapters as pool,
  type UnitPicker,
} from "../postgres/repository_registry.ts";
import { startPeriodic } from "../periodic.ts";

/** What the area is built from: the instance's infrastructure, its unit-of-work maker and the alerts area. */
export type AnnouncementServicesInput =
  & Pick<Infrastructure, "sql" | "clock" | "onShutdown">
  & { uow: UnitPicker; alerts: AlertServices };

/** Builds the bundle and starts this instance's timer. */
export function createAnnouncementServices(
  input: AnnouncementServicesInput,
): { announcements: AnnouncementServices } {
  const { sql, uow, clock } = input;
  // Emails go through the alerts queue: each affiliate's "announcements" setting decides (docs/alerts.md).
  const notifier = alertAnnouncementNotifier(input.alerts);
  const store = pool.announcementMail(sql);
  const sendDue = () => sendDueAnnouncements({ store, notifier, clock });
  // Every minute each instance looks for due, unmailed announcements; each is claimed once in the database.
  startPeriodic({
    name: "announcement email",
    pass: sendDue,
    everyMs: 60_000,
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
