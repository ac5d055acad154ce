/**
 * sendAlertDigests: from 09:00 Asia/Karachi, one email per person with the alerts they chose to get daily, written
 * before today began (yesterday's, and any older a missed day left). Each person's digest of the day is claimed by
 * one row, so running the job twice, or on several instances, sends each digest once (docs/alerts.md).
 */
import type { Clock } from "../shared/clock.ts";
import {
  addDays,
  karachiDate,
  karachiStartOfDay,
} from "../shared/karachi_date.ts";
import type { AlertMailer, AlertOutbox } from "./alert_repos.ts";

/** What sendAlertDigests needs. */
export interface SendAlertDigestsDeps {
  outbox: AlertOutbox;
  mailer: AlertMailer;
  clock: Clock;
}

/** People one query finds at a time. */
const DIGEST_PAGE = 200;

/** Sends today's digests not yet sent; answers how many went out. */
export async function sendAlertDigests(
  deps: SendAlertDigestsDeps,
): Promise<number> {
  const now = deps.clock.now();
  const today = karachiDate(now);
  const before = karachiStartOfDay(today);
  let sent = 0;
  while (true) {
    const userIds = await deps.outbox.dueDigests(today, before, DIGEST_PAGE);
    if (userIds.length === 0) return sent;
    for (const userId of userIds) {
      const alerts = await deps.outbox.claimDigest(userId, today, before, now);
      if (!alerts || alerts.length === 0) continue;
      const to = await deps.outbox.recipient(userId);
      if (!to) continue;
      await deps.mailer.digest(to, addDays(today, -1), alerts);
      sent++;
    }
  }
}
