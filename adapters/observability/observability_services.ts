/** The observability bundle: request and flush logging, the metrics registry, and the /metrics scrape. */
import type { ClickBuffer } from "../tracking/click_buffer.ts";
import type { PoolUsage } from "../postgres/pool_usage.ts";
import type { JsonLog } from "./json_log.ts";
import type { Metrics } from "./metrics.ts";

/** Request and flush logging, the metrics registry, and the /metrics scrape. */
export interface ObservabilityServices {
  metrics: Metrics;
  log: JsonLog;
  /** The Prometheus text of this instance right now. */
  scrape(): Promise<string>;
}

/** What a written batch of clicks reports: the flush histogram and one log line. */
export function reportClickFlush(
  metrics: Metrics,
  log: JsonLog,
): (clicks: number, ms: number) => void {
  return (clicks, ms) => {
    metrics.observeClickFlush(clicks, ms / 1000);
    log.info("click flush", {
      clicks,
      durationMs: Math.round(ms * 100) / 100,
    });
  };
}

/** The bundle over this instance's metrics and log; a scrape adds the click buffer's and the pool's gauges. */
export function createObservabilityServices(
  metrics: Metrics,
  log: JsonLog,
  buffer: Pick<ClickBuffer, "pending" | "dropped">,
  pool?: PoolUsage,
  outboxDepth?: () => Promise<{ pending: number; oldestAgeSeconds: number }>,
): ObservabilityServices {
  return {
    metrics,
    log,
    scrape: async () => {
      const outbox = await outboxDepth?.();
      return metrics.render({
        clickBufferPending: buffer.pending(),
        clicksDropped: buffer.dropped(),
        dbPoolMax: pool?.max ?? 0,
        dbPoolInUse: (await pool?.inUse()) ?? null,
        outboxPending: outbox?.pending ?? null,
        outboxOldestAgeSeconds: outbox?.oldestAgeSeconds ?? null,
      });
    },
  };
}
