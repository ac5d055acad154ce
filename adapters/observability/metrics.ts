/** Per-instance metrics kept in memory and rendered in the Prometheus text exposition format (version 0.0.4). */

/** Upper bounds (seconds) of the request latency histogram's buckets; +Inf is added when rendering. */
export const LATENCY_BUCKETS = [
  0.001,
  0.0025,
  0.005,
  0.01,
  0.025,
  0.05,
  0.1,
  0.25,
  0.5,
  1,
  2.5,
  5,
  10,
] as const;

/** Instant values read at scrape time from the parts of the instance that own them. */
export interface MetricGauges {
  /** Clicks waiting in this instance's buffer. */
  clickBufferPending: number;
  /** Clicks dropped since start because the buffer was full. */
  clicksDropped: number;
  /** Connections the pool may open. */
  dbPoolMax: number;
  /** Connections busy with a query or a transaction (the scrape's own excluded); null when it cannot be read. */
  dbPoolInUse: number | null;
  /** Event deliveries waiting in the outbox (every instance's); null when not read. */
  outboxPending?: number | null;
  /** Age in seconds of the oldest waiting delivery (0 when none); null when not read. */
  outboxOldestAgeSeconds?: number | null;
}

/** The instance's counters: requests and click flushes are observed as they happen. */
export interface Metrics {
  /** Counts one answered request and its latency under its route pattern. */
  observeRequest(
    method: string,
    route: string,
    status: number,
    seconds: number,
  ): void;
  /**
   * The same counting for one method and route pattern, resolved once: for a hot path that answers thousands of
   * requests a second under one pattern (the redirect).
   */
  requestObserver(
    method: string,
    route: string,
  ): (status: number, seconds: number) => void;
  /** Counts one written batch of clicks. */
  observeClickFlush(clicks: number, seconds: number): void;
  /** The exposition text for the current counters plus `gauges`. */
  render(gauges: MetricGauges): string;
}

interface RequestSeries {
  method: string;
  route: string;
  status: number;
  count: number;
}

interface LatencySeries {
  method: string;
  route: string;
  /** Count per bucket (not cumulative); the last slot is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/** Escapes a label value: backslash, double quote and line feed. */
function label(value: string): string {
  return value.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll(
    "\n",
    "\\n",
  );
}

/** Prometheus's float form: integers plainly, others in JS's shortest round-trip form. */
function num(value: number): string {
  if (value === Infinity) return "+Inf";
  return String(value);
}

/** An empty registry for one running instance. */
export function createMetrics(): Metrics {
  const requests = new Map<string, RequestSeries>();
  const latencies = new Map<string, LatencySeries>();
  let flushes = 0;
  let clicksWritten = 0;
  let flushSeconds = 0;
  const seriesOf = (
    method: string,
    route: string,
    status: number,
  ): RequestSeries => {
    const key = `${method} ${route} ${status}`;
    let series = requests.get(key);
    if (series === undefined) {
      series = { method, route, status, count: 0 };
      requests.set(key, series);
    }
    return series;
  };
  const latencyOf = (method: string, route: string): LatencySeries => {
    const key = `${method} ${route}`;
    let latency = latencies.get(key);
    if (latency === undefined) {
      latency = {
        method,
        route,
        buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      latencies.set(key, latency);
    }
    return latency;
  };
  const observeLatency = (latency: LatencySeries, seconds: number) => {
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]) i++;
    latency.buckets[i]++;
    latency.sum += seconds;
    latency.count++;
  };

  return {
    observeRequest(method, route, status, seconds) {
      seriesOf(method, route, status).count++;
      observeLatency(latencyOf(method, route), seconds);
    },
    requestObserver(method, route) {
      const latency = latencyOf(method, route);
      const byStatus = new Map<number, RequestSeries>();
      return (status, seconds) => {
        let series = byStatus.get(status);
        if (series === undefined) {
          series = seriesOf(method, route, status);
          byStatus.set(status, series);
        }
        series.count++;
        observeLatency(latency, seconds);
      };
    },
    observeClickFlush(clicks, seconds) {
      flushes++;
      clicksWritten += clicks;
      flushSeconds += seconds;
    },
    render(gauges) {
      const out: string[] = [];
      out.push(
        "# HELP kamai_http_requests_total Requests answered, by method, route pattern and status.",
        "# TYPE kamai_http_requests_total counter",
      );
      for (const r of requests.values()) {
        out.push(
          `kamai_http_requests_total{method="${label(r.method)}",route="${
            label(r.route)
          }",status="${r.status}"} ${r.count}`,
        );
      }
      out.push(
        "# HELP kamai_http_request_duration_seconds Time from receiving a request to its answer, by method and route pattern.",
        "# TYPE kamai_http_request_duration_seconds histogram",
      );
      for (const l of latencies.values()) {
        const labels = `method="${label(l.method)}",route="${label(l.route)}"`;
        let cumulative = 0;
        for (let i = 0; i <= LATENCY_BUCKETS.length; i++) {
          cumulative += l.buckets[i];
          const le = i < LATENCY_BUCKETS.length ? LATENCY_BUCKETS[i] : Infinity;
          out.push(
            `kamai_http_request_duration_seconds_bucket{${labels},le="${
              num(le)
            }"} ${cumulative}`,
          );
        }
        out.push(
          `kamai_http_request_duration_seconds_sum{${labels}} ${num(l.sum)}`,
          `kamai_http_request_duration_seconds_count{${labels}} ${l.count}`,
        );
      }
      out.push(
        "# HELP kamai_click_buffer_pending Clicks answered but not yet written to the database.",
        "# TYPE kamai_click_buffer_pending gauge",
        `kamai_click_buffer_pending ${gauges.clickBufferPending}`,
        "# HELP kamai_clicks_dropped_total Clicks dropped because the buffer was full (the database was away too long).",
        "# TYPE kamai_clicks_dropped_total counter",
        `kamai_clicks_dropped_total ${gauges.clicksDropped}`,
        "# HELP kamai_click_flushes_total Batches of clicks written to the database.",
        "# TYPE kamai_click_flushes_total counter",
        `kamai_click_flushes_total ${flushes}`,
        "# HELP kamai_clicks_written_total Clicks written to the database by the background flush.",
        "# TYPE kamai_clicks_written_total counter",
        `kamai_clicks_written_total ${clicksWritten}`,
        "# HELP kamai_click_flush_seconds_total Time spent writing click batches.",
        "# TYPE kamai_click_flush_seconds_total counter",
        `kamai_click_flush_seconds_total ${num(flushSeconds)}`,
        "# HELP kamai_db_pool_max Connections the database pool may open.",
        "# TYPE kamai_db_pool_max gauge",
        `kamai_db_pool_max ${gauges.dbPoolMax}`,
      );
      if (gauges.dbPoolInUse !== null) {
        out.push(
          "# HELP kamai_db_pool_in_use Pool connections running a query or holding a transaction (the scrape's own excluded).",
          "# TYPE kamai_db_pool_in_use gauge",
          `kamai_db_pool_in_use ${gauges.dbPoolInUse}`,
        );
      }
      if (gauges.outboxPending != null) {
        out.push(
          "# HELP kamai_outbox_pending Event deliveries (webhooks, postbacks) waiting in the outbox.",
          "# TYPE kamai_outbox_pending gauge",
          `kamai_outbox_pending ${gauges.outboxPending}`,
          "# HELP kamai_outbox_oldest_age_seconds Age of the oldest waiting event delivery (0 when none).",
          "# TYPE kamai_outbox_oldest_age_seconds gauge",
          `kamai_outbox_oldest_age_seconds ${
            gauges.outboxOldestAgeSeconds ?? 0
          }`,
        );
      }
      return out.join("\n") + "\n";
    },
  };
}
