/** The offers area's bundles (products, commission, goals and rules, conversions, margin) and its monthly tier job. */
import type { Sql } from "postgres";
import type { Clock } from "../../domain/shared/clock.ts";
import type { RandomSource } from "../../domain/shared/random.ts";
import { addressGroup } from "../../domain/shared/address_group.ts";
import type { TrackingRuntime } from "../tracking/tracking_runtime.ts";
import type { Mailer } from "../../domain/mail/mailer.ts";
import { runTierJob } from "../../domain/offers/run_tier_job.ts";
import type { Services } from "../service_types.ts";
import { createMailTierMoveNotifier } from "../mail/tier_move_notifier.ts";
import {
  offerConfigRepositories,
  poolAdapters as pool,
  repositories as pg,
  type UnitPicker,
} from "../postgres/repository_registry.ts";
import { startTierJobTimer } from "../tier_job_timer.ts";

/** What the offers area is built from. */
export interface OfferServicesInput {
  sql: Sql;
  uow: UnitPicker;
  clock: Clock;
  settings: ReturnType<typeof pg.settings>;
  random: RandomSource;
  /** The redirect's visitor hasher: a terms acceptance records the same key (docs/offer-directory.md). */
  tracking: Pick<TrackingRuntime, "hashVisitor">;
}

/** Builds the offers area's bundles for the routers. */
export function createOfferServices(
  { sql, uow, clock, settings, random, tracking }: OfferServicesInput,
): Pick<
  Services,
  | "products"
  | "commission"
  | "offerConfig"
  | "offerConversions"
  | "margin"
  | "directory"
> {
  return {
    directory: {
      products: pg.products(sql),
      payouts: pool.affiliatePayouts(sql),
      reader: pool.offerDirectory(sql),
      applications: pool.applicationReader(sql),
      uow: uow([
        "applications",
        "products",
        "links",
        "risk",
        "terms",
        "audit",
        "alerts",
      ]),
      terms: pg.terms(sql),
      termsUow: uow(["terms", "products", "audit"]),
      visitorKey: (address, agent) =>
        tracking.hashVisitor(addressGroup(address ?? "unknown"), agent),
      random,
      clock,
    },
    margin: { reader: pool.margin(sql), settings },
    products: {
      reader: pg.products(sql),
      resources: pg.resources(sql),
      uow: uow([
        "products",
        "resources",
        "commission",
        "goals",
        "rules",
        "audit",
        "links",
      ]),
      clock,
      payouts: pool.affiliatePayouts(sql),
    },
    commission: {
      reader: pg.commission(sql),
      uow: uow(["commission", "rules", "audit"]),
      clock,
    },
    offerConfig: {
      reader: {
        goals: pg.goals(sql),
        rules: pg.rules(sql),
        groups: pg.groups(sql),
        caps: pg.caps(sql),
        products: pg.products(sql),
        payouts: pool.affiliatePayouts(sql),
      },
      uow: uow(offerConfigRepositories),
      clock,
    },
    offerConversions: {
      reader: pool.offerConversions(sql),
      settings,
      decisionUow: uow([
        "offerConversions",
        "margin",
        "conversions",
        "orders",
        "ledger",
        "stats",
        "audit",
        "outbox",
      ]),
    },
  };
}

/** Starts this instance's timer for the monthly tier job (docs/offers.md, "Tier job"). */
export function startOfferTimers(
  input: {
    sql: Sql;
    clock: Clock;
    mailer: Mailer;
    publicUrl: string;
    onShutdown: (task: () => Promise<void>) => void;
  },
): void {
  startTierJobTimer({
    clock: input.clock,
    run: () =>
      runTierJob({
        store: pool.tierJob(input.sql),
        notifier: createMailTierMoveNotifier(input.mailer, input.publicUrl),
        clock: input.clock,
      }),
    onShutdown: input.onShutdown,
  });
}
