/**
 * sendDueAlerts: mails each person's waiting instant alerts, one email per kind, at most one per kind in
 * ALERT_WINDOW_MINUTES for the kinds that come in bursts (docs/alerts.md, "The burst limit"). A burst of a thousand conversions makes one email now and
 * one more when the window opens again, folding everything that came meanwhile. Every instance runs it; the window's
 * claim makes each email go out once.
 */
import type { Clock } from "../shared/clock.ts";
import {
  ALERT_KINDS,
  ALERT_WINDOW_MINUTES,
  WINDOWED_KINDS,
} from "./alert_kinds.ts";
import type { AlertMailer, AlertOutbox } from "./alert_repos.ts";

/** What sendDueAlerts needs. */
export interface SendDueAlertsDeps {
  outbox: AlertOutbox;
  mailer: AlertMailer;
  clock: Clock;
}

/** Most people-and-kinds one pass mails (the next pass takes the rest). */
export const ALERTS_PER_PASS = 200;

/** Sends what is due, for `userIds` or everyone; answers how many emails went out. */
export async function sendDueAlerts(
  deps: SendDueAlertsDeps,
  userIds?: number[],
): Promise<number> {
  const now = deps.clock.now();
  const openBefore = new Date(
    now.getTime() - ALERT_WINDOW_MINUTES * 60_000,
  );
  const unwindowed = ALERT_KINDS.filter((k) => !WINDOWED_KINDS.includes(k));
  const due = await deps.outbox.dueInstant(
    openBefore,
    unwindowed,
    ALERTS_PER_PASS,
    userIds,
  );
  let sent = 0;
  for (const { userId, kind } of due) {
    const alerts = await deps.outbox.claimInstant(
      userId,
      kind,
      now,
      // A kind without a window is claimed at any time (its row still records the last email).
      WINDOWED_KINDS.includes(kind) ? openBefore : now,
    );
    if (!alerts || alerts.length === 0) continue;
    const to = await deps.outbox.recipient(userId);
    if (!to) continue;
    await deps.mailer.instant(to, kind, alerts);
    sent++;
  }
  return sent;
}
