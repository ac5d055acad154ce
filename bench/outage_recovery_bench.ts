/**
 * Recovery after a database outage under click load (issue 32): Kamai on a throwaway PostgreSQL database behind
 * the test TCP proxy, redirects sent at BENCH_CLICK_RATE a second (default 2,000) by BENCH_CONNECTIONS loops; the
 * database stalls (connections left open, answering nothing) for BENCH_OUTAGE_SECONDS (default 15), then comes
 * back. Prints how long the API took to answer 200 again, how long the buffered clicks took to drain, the clicks
 * answered, written and dropped, and the slowest redirect during the outage. Asserts nothing.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres deno run -A bench/outage_recovery_bench.ts
 */
import { dropBenchDatabase, freshBenchDatabase } from "./bench_database.ts";
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { createUser } from "../adapters/http/test_users.ts";
import { startTcpProxy } from "../adapters/postgres/test_tcp_proxy.ts";

const serverUrl = Deno.env.get("BENCH_DATABASE_URL") ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const RATE = Number(Deno.env.get("BENCH_CLICK_RATE") ?? 2_000);
const CONNECTIONS = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 32);
const OUTAGE_S = Number(Deno.env.get("BENCH_OUTAGE_SECONDS") ?? 15);
const DB = Deno.env.get("BENCH_DB") ?? "kamai_bench_outage";

const databaseUrl = await freshBenchDatabase(serverUrl, DB);
const target = new URL(databaseUrl);
const proxy = startTcpProxy({
  hostname: target.hostname,
  port: Number(target.port || 5432),
});
try {
  const kamai = await startKamai(
    testAppConfig({ databaseUrl: proxy.proxiedUrl(databaseUrl) }),
    { publicUrlFromPort: true },
  );
  const originalError = console.error;
  try {
    const sql = kamai.infra.sql;
    const user = await createUser(kamai.infra, { approved: true });
    const [{ id: productId }] = await sql<{ id: number }[]>`
      INSERT INTO products (title, description, commission_bp)
      VALUES ('Course', 'A course', 5000) RETURNING id`;
    await sql`
      INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
      VALUES (${user.id}, ${productId}, 'https://shop.example/p', 'bench1')`;
    const me = async () => {
      const res = await fetch(`${kamai.url}/api/auth/me`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      await res.body?.cancel();
      return res.status;
    };
    let answered = 0;
    let sent = 0;
    let slowestInOutage = 0;
    let inOutage = false;
    let running = true;
    const started = performance.now();
    // Paced loops: click n is due at n / RATE seconds; each loop takes the next due click.
    const loops = Array.from({ length: CONNECTIONS }, async () => {
      while (running) {
        const n = sent++;
        const wait = started + (n * 1000) / RATE - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const t0 = performance.now();
        const res = await fetch(`${kamai.url}/go/bench1`, {
          redirect: "manual",
          headers: { "user-agent": `Mozilla/5.0 Bench/${n}` },
        });
        await res.body?.cancel();
        if (res.status === 302) answered++;
        if (inOutage) {
          slowestInOutage = Math.max(slowestInOutage, performance.now() - t0);
        }
      }
    });
    await new Promise((r) => setTimeout(r, 3_000));
    // The app logs every failed flush; the bench prints figures only.
    console.error = () => {};
    inOutage = true;
    proxy.stall();
    await new Promise((r) => setTimeout(r, OUTAGE_S * 1000));
    proxy.restore();
    const restoredAt = performance.now();
    inOutage = false;
    while ((await me()) !== 200) await new Promise((r) => setTimeout(r, 20));
    const apiBackMs = performance.now() - restoredAt;
    await new Promise((r) => setTimeout(r, 3_000));
    running = false;
    await Promise.all(loops);
    const buffer = kamai.services.tracking.buffer;
    while (buffer.pending() > 0) {
      await buffer.flush();
      await new Promise((r) => setTimeout(r, 20));
    }
    const drainedMs = performance.now() - restoredAt;
    console.error = originalError;
    const [{ clicks }] = await sql<{ clicks: number }[]>`
      SELECT count(*)::int AS clicks FROM clicks`;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Outage recovery: ${OUTAGE_S} s stall at ${RATE} clicks/s asked (${
        (answered / seconds).toFixed(0)
      }/s answered over ${seconds.toFixed(0)} s), PostgreSQL at ${target.host}`,
    );
    console.log(
      `  API answering again ${
        apiBackMs.toFixed(0)
      } ms after the database; clicks drained after ${drainedMs.toFixed(0)} ms`,
    );
    console.log(
      `  clicks answered ${answered}, written ${clicks}, dropped ${buffer.dropped()}; slowest redirect during the outage ${
        slowestInOutage.toFixed(0)
      } ms`,
    );
  } finally {
    console.error = originalError;
    await kamai.close();
  }
} finally {
  proxy.close();
  await dropBenchDatabase(serverUrl, DB);
}
