/**
 * notifyAffiliates: the entry point for alerts that no outbox event carries (announcements; docs/alerts.md). Inside
 * a change's own unit of work, call `alerts.enqueue` with the same alerts instead, so they commit with it.
 */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { NewAlert } from "./alert_item.ts";
import type { AlertQueue } from "./alert_repos.ts";

/** Writes the alerts (each by its person's mode for the kind), then sends what is due at once. */
export async function notifyAffiliates(
  deps: {
    uow: UnitOfWork<{ alerts: AlertQueue }>;
    sendDue(userIds?: number[]): Promise<number>;
  },
  alerts: NewAlert[],
): Promise<void> {
  if (alerts.length === 0) return;
  await deps.uow.run(({ alerts: queue }) => queue.enqueue(alerts));
  await deps.sendDue([...new Set(alerts.map((a) => a.userId))]);
}
