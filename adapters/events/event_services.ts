/** The events-out wiring: the safe sender, the outbox worker on this instance, and the receivers' bundle. */
import type { Sql } from "postgres";
import type { EventServices } from "../../domain/events/outbox_repos.ts";
import type { OutboxStore } from "../../domain/events/outbox_repos.ts";
import type { Infrastructure } from "../service_types.ts";
import { createSafeSender } from "../outbound/safe_sender.ts";
import { signConversion } from "../tracking/conversion_signature.ts";
import { createMailReceiverNotifier } from "../mail/receiver_notifier.ts";
import {
  poolAdapters as pool,
  repositories as pg,
  unitsOfWork,
} from "../postgres/repository_registry.ts";
import { startOutboxWorker } from "./outbox_worker.ts";

/** The bundle, plus the store /metrics reads and a pass that runs now. */
export interface EventRuntime {
  services: EventServices;
  store: OutboxStore;
  deliverNow(): Promise<number>;
}

/** Builds the sender and the receivers' units of work, and starts this instance's worker. */
export function createEventRuntime(
  sql: Sql,
  infra: Infrastructure,
): EventRuntime {
  const options = infra.outbox ?? {};
  const store = pool.outboxStore(sql);
  const sender = options.sender ??
    createSafeSender({ allowPrivate: infra.config.outboundAllowPrivate });
  const deliverNow = startOutboxWorker({
    deps: {
      store,
      sender,
      sign: signConversion,
      clock: infra.clock,
      notifier: createMailReceiverNotifier(
        infra.mailer,
        infra.config.publicUrl,
      ),
      retryBaseMs: options.retryBaseMs,
    },
    everyMs: options.pollMs,
    onError: (error) => console.error("outbox delivery failed:", error),
    onShutdown: infra.onShutdown,
  });
  return {
    services: {
      uow: unitsOfWork(sql, pg)(["receivers", "audit"]),
      random: infra.random,
    },
    store,
    deliverNow,
  };
}
