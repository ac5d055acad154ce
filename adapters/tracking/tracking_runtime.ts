/** The per-instance tracking machinery shared by the redirect, postback and link routes. */
import type { ClickStore } from "../../domain/tracking/click.ts";
import {
  type ClickDeduper,
  createClickDeduper,
} from "../../domain/tracking/click_deduper.ts";
import type { TrackedLink } from "../postgres/tracked_link_lookup.ts";
import { type ClickBuffer, createClickBuffer } from "./click_buffer.ts";
import {
  type ClickIdCodec,
  createClickIdCodec,
  SIGNED_CLICK_ID_LENGTH,
} from "./click_id.ts";
import { createLinkCache, type LinkCache } from "./link_cache.ts";
import { createVisitorHasher, type VisitorHasher } from "./visitor_hash.ts";
import {
  createHitTally,
  type HitCountStore,
  type HitTally,
} from "./hit_tally.ts";
import type { HitCount } from "../../domain/risk/signals.ts";
import {
  createOriginResolver,
  type OriginResolver,
} from "./origin_resolver.ts";
import {
  type ClickPartitionJob,
  startClickPartitionTimer,
} from "./click_partition_timer.ts";
import type { ClickPartitionRun } from "../../domain/tracking/click_partitions.ts";

/** Buffer, deduper, link cache and visitor hasher of one running instance. */
export interface TrackingRuntime {
  buffer: ClickBuffer;
  deduper: ClickDeduper;
  links: LinkCache;
  hashVisitor: VisitorHasher;
  /** Issues the signed click ids visitors are given, and reads them back for conversions. */
  clickIds: ClickIdCodec;
  /** Counts every hit of a crediting link per hour and visitor key or network prefix (click burst signal). */
  hits: HitTally;
  /** Where clicks come from: places and agent families, found as each batch is written (docs/click-origins.md). */
  origins: OriginResolver;
  /** Runs the click partition job now (it also runs at start and hourly); without partitions, does nothing. */
  keepClickPartitions(): Promise<ClickPartitionRun>;
}

/** What the runtime is built on. */
export interface TrackingRuntimeDeps {
  /** Where buffered clicks are written. */
  clicks: ClickStore;
  /** Looks a tracked code up (the link cache sits in front of it). */
  findLink(code: string): Promise<TrackedLink | null>;
  /** The visitor hash key is derived from it with a label, so no extra secret must be configured. */
  jwtSecret: string;
  /** Signs click ids; every instance on the database shares it (app_secrets). */
  clickIdSecret: string;
  /** Most clicks held while the database is away (default MAX_PENDING_CLICKS). */
  maxPendingClicks?: number;
  /** Told after each written batch of clicks (the flush log line and metrics). */
  onFlush?(clicks: number, ms: number): void;
  /** Where hit counts are added up across instances; absent: hits are not counted. */
  hitCounts?: HitCountStore;
  /** Told of the counts that went above the click burst limit (raises the flags). */
  onBursts?(crossed: HitCount[], limit: number): Promise<void>;
  /** Whether clicks get a country and city (the IP database is loaded); default true. */
  clickPlaces?: boolean;
  /** The monthly partitions of the raw clicks, kept ahead and past the retention (docs/click-retention.md). */
  partitions?: ClickPartitionJob;
  /** Registers the drain of buffered clicks with the instance's shutdown. */
  onShutdown(task: () => Promise<void>): void;
}

const SHUTDOWN_DRAIN_MS = 10_000;

/** Builds the instance's tracking runtime and registers its drain: buffered clicks are written on shutdown. */
export function createTrackingRuntime(
  deps: TrackingRuntimeDeps,
): TrackingRuntime {
  const origins = createOriginResolver({ places: deps.clickPlaces ?? true });
  const buffer = createClickBuffer(deps.clicks, {
    maxPending: deps.maxPendingClicks,
    onFlush: deps.onFlush,
    prepare: (batch) => origins.settle(batch),
  });
  const hitCounts = deps.hitCounts ??
    { add: () => Promise.resolve({ crossed: [], limit: 0 }) };
  const hits = createHitTally(hitCounts, {
    onCrossed: deps.onBursts ?? (() => Promise.resolve()),
  });
  deps.onShutdown(async () => {
    await hits.flush();
    // The database may be away at shutdown too: keep retrying briefly, then say what was lost.
    const left = await buffer.drain(SHUTDOWN_DRAIN_MS);
    if (left > 0) {
      console.error(`shutdown: ${left} buffered clicks not written`);
    }
    origins.close();
  });
  const keepClickPartitions = deps.partitions
    ? startClickPartitionTimer(deps.partitions, deps.onShutdown)
    : () => Promise.resolve({ made: 0, dropped: [] });
  return {
    buffer,
    deduper: createClickDeduper(60 * 60 * 1000, {
      idHexLength: SIGNED_CLICK_ID_LENGTH,
    }),
    links: createLinkCache(deps.findLink),
    hashVisitor: createVisitorHasher(deps.jwtSecret),
    clickIds: createClickIdCodec(deps.clickIdSecret),
    hits,
    origins,
    keepClickPartitions,
  };
}
