/**
 * Job: emails every announcement whose publish time has come and that no instance has mailed yet. Each is claimed
 * (marked mailed) before its email goes, so instances running together never mail one twice; a crash between the
 * claim and the send loses that email rather than doubling it (the inbox still shows the announcement).
 */
import type { Clock } from "../shared/clock.ts";
import type {
  AnnouncementMailStore,
  AnnouncementNotifier,
} from "./announcement_repos.ts";

/** Answers how many announcements it mailed. */
export async function sendDueAnnouncements(deps: {
  store: AnnouncementMailStore;
  notifier: AnnouncementNotifier;
  clock: Clock;
}): Promise<number> {
  let mailed = 0;
  for (;;) {
    const announcement = await deps.store.claimDue(deps.clock.now());
    if (!announcement) return mailed;
    const recipients = await deps.store.audience(announcement);
    const sent = await deps.notifier.published(announcement, recipients);
    await deps.store.recordMailed(announcement.id, sent);
    mailed += 1;
  }
}
