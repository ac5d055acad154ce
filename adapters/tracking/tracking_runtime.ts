/** The per-instance tracking machinery shared by the redirect, postback and link routes. */
import type { AppContext } from "../app_context.ts";
import {
  type ClickDeduper,
  createClickDeduper,
} from "../../domain/tracking/click_deduper.ts";
import { createPostgresTrackedLinkLookup } from "../postgres/tracked_link_lookup.ts";
import { createPostgresClickStore } from "../postgres/click_store.ts";
import { type ClickBuffer, createClickBuffer } from "./click_buffer.ts";
import { createLinkCache, type LinkCache } from "./link_cache.ts";
import { createVisitorHasher, type VisitorHasher } from "./visitor_hash.ts";

/** Buffer, deduper, link cache and visitor hasher of one running instance. */
export interface TrackingRuntime {
  buffer: ClickBuffer;
  deduper: ClickDeduper;
  links: LinkCache;
  hashVisitor: VisitorHasher;
}

const runtimes = new WeakMap<AppContext, TrackingRuntime>();
const SHUTDOWN_DRAIN_MS = 10_000;

/** The instance's tracking runtime, created on first use; buffered clicks are flushed on shutdown. */
export function trackingFor(ctx: AppContext): TrackingRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    const buffer = createClickBuffer(createPostgresClickStore(ctx.sql));
    runtime = {
      buffer,
      deduper: createClickDeduper(60 * 60 * 1000),
      links: createLinkCache(createPostgresTrackedLinkLookup(ctx.sql)),
      // Derived from the JWT secret with a label, so no extra secret must be configured.
      hashVisitor: createVisitorHasher(ctx.secrets.jwtSecret),
    };
    runtimes.set(ctx, runtime);
    ctx.onShutdown(async () => {
      // The database may be away at shutdown too: keep retrying briefly, then say what was lost.
      const left = await buffer.drain(SHUTDOWN_DRAIN_MS);
      if (left > 0) {
        console.error(`shutdown: ${left} buffered clicks not written`);
      }
    });
  }
  return runtime;
}
