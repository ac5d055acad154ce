/**
 * The alerts area's bundle (docs/alerts.md), and this instance's two senders: a pass over the instant alerts every
 * few seconds, and the 09:00 Asia/Karachi digest (the risk digest's daily timer). Every instance runs both; the
 * claims in the database make each email go out once.
 */
import type { Sql } from "postgres";
import type { Clock } from "../../domain/shared/clock.ts";
import type { Mailer } from "../../domain/mail/mailer.ts";
import type { AlertServices } from "../../domain/alerts/alert_repos.ts";
import { DIGEST_HOUR } from "../../domain/alerts/alert_kinds.ts";
import { sendDueAlerts } from "../../domain/alerts/send_due_alerts.ts";
import { sendAlertDigests } from "../../domain/alerts/send_alert_digests.ts";
import { createMailAlertMailer } from "../mail/alert_mailer.ts";
import { createUnsubscribeTokens } from "../crypto/unsubscribe_tokens.ts";
import {
  poolAdapters as pool,
  repositories as pg,
  unitsOfWork,
} from "../postgres/repository_registry.ts";
import { startRiskDigestTimer } from "../risk_digest_timer.ts";
import { startPeriodic } from "../periodic.ts";
import type { Infrastructure } from "../service_types.ts";
import type { PayoutNotifier } from "../../domain/payouts/payout_notifier.ts";
import { createMailPayoutNotifier } from "../mail/payout_notifier.ts";

/**
 * The alerts bundle and the payout notifier built on it: a payout paid or failed wrote its alert with its event (by
 * the person's choice), so the notifier sends what is due for them now; a rejection keeps its own email.
 */
export function createAlertWiring(
  infra: Infrastructure,
  settings: ReturnType<typeof pg.settings>,
): { alerts: AlertServices; payoutNotifier: PayoutNotifier } {
  const alerts = createAlertServices({
    sql: infra.sql,
    clock: infra.clock,
    mailer: infra.mailer,
    publicUrl: infra.config.publicUrl,
    jwtSecret: infra.secrets.jwtSecret,
    settings,
    onShutdown: infra.onShutdown,
  });
  const mail = createMailPayoutNotifier(
    infra.mailer,
    infra.config.publicUrl,
    settings,
  );
  const sendFor = async (userIds: number[]) => {
    try {
      await alerts.sendDue([...new Set(userIds)]);
    } catch (error) {
      console.error("payout alert emails failed:", error);
    }
  };
  return {
    alerts,
    payoutNotifier: {
      payoutPaid: (payout) => sendFor([payout.userId]),
      payoutFailed: (payout) => sendFor([payout.userId]),
      payoutsSettled: (payouts) => sendFor(payouts.map((p) => p.userId)),
      payoutRejected: (payout) => mail.payoutRejected(payout),
    },
  };
}

/** What the alerts area is built from. */
export interface AlertServicesInput {
  sql: Sql;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  jwtSecret: string;
  settings: ReturnType<typeof pg.settings>;
  /** Pause between instant passes (default 5 s); null: no passes of its own (tests call `sendDue`). */
  pollMs?: number | null;
  onShutdown: (task: () => Promise<void>) => void;
}

/** Builds the alerts bundle and starts this instance's senders. */
export function createAlertServices(input: AlertServicesInput): AlertServices {
  const { sql, clock } = input;
  const tokens = createUnsubscribeTokens(input.jwtSecret);
  const outbox = pool.alertOutbox(sql);
  const mailer = createMailAlertMailer(
    input.mailer,
    input.publicUrl,
    input.settings,
    tokens,
  );
  let running: Promise<number> | null = null;
  const sendDue = (userIds?: number[]): Promise<number> => {
    const pass = () => sendDueAlerts({ outbox, mailer, clock }, userIds);
    // Passes for everyone do not overlap on one instance; a pass for named people runs beside them (claims hold).
    if (userIds) return pass();
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const sendDigests = () => sendAlertDigests({ outbox, mailer, clock });
  if (input.pollMs !== null) {
    startPeriodic({
      name: "alert emails",
      pass: () => sendDue(),
      everyMs: input.pollMs ?? 5_000,
      onShutdown: input.onShutdown,
    });
  }
  startRiskDigestTimer({
    clock,
    hour: DIGEST_HOUR,
    run: sendDigests,
    name: "alert digest",
    onShutdown: input.onShutdown,
  });
  return {
    settings: pg.alertSettings(sql),
    tokens,
    outbox,
    mailer,
    clock,
    uow: unitsOfWork(sql, pg)(["alerts"]),
    sendDue,
    sendDigests,
  };
}
