/** The risk area's bundle, and this instance's daily timer for the risk digest. */
import type { Sql } from "postgres";
import type { Clock } from "../../domain/shared/clock.ts";
import type { Mailer } from "../../domain/mail/mailer.ts";
import { sendRiskDigest } from "../../domain/risk/send_risk_digest.ts";
import type { Services } from "../service_types.ts";
import { createMailRiskDigestNotifier } from "../mail/risk_digest_notifier.ts";
import {
  poolAdapters as pool,
  repositories as pg,
  type UnitPicker,
} from "../postgres/repository_registry.ts";
import { startRiskDigestTimer } from "../risk_digest_timer.ts";

/** What the risk area is built from. */
export interface RiskServicesInput {
  sql: Sql;
  uow: UnitPicker;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  settings: ReturnType<typeof pg.settings>;
  onShutdown: (task: () => Promise<void>) => void;
}

/** Builds the risk bundle and starts the digest's timer (the digest claims its day, so one instance sends it). */
export function createRiskServices(input: RiskServicesInput): Services["risk"] {
  const { sql, clock } = input;
  const sendDigest = () =>
    sendRiskDigest({
      store: pool.riskDigests(sql),
      notifier: createMailRiskDigestNotifier(
        input.mailer,
        input.publicUrl,
        input.settings,
      ),
      clock,
    });
  startRiskDigestTimer({
    clock,
    run: sendDigest,
    onShutdown: input.onShutdown,
  });
  return {
    sendDigest,
    digestOptIn: pg.digest(sql),
    reader: pool.riskReader(sql),
    uow: input.uow(["risk", "audit", "digest"]),
  };
}
