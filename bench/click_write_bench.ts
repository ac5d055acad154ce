/**
 * Click writes on a PostgreSQL server: the click store's batch statement (clicks + daily rollup; then with a sub-id
 * and a click origin each, as issue 26's redirect records them, adding the breakdown rollup) and the hit-count
 * upsert, each timed over batches of new visitors, in microseconds of wall time per row (building the statement's
 * parameters in this process included), and the CPU time per row of the PostgreSQL backend (from /proc, when the
 * server runs on this machine) and of this process (building the parameters). Usage:
 * BENCH_DATABASE_URL=postgres://… deno run -A bench/click_write_bench.ts (BENCH_BATCH=5000, BENCH_BATCHES=12)
 */
import { connectUrl } from "../adapters/postgres/connect.ts";
import { migrate } from "../adapters/postgres/migrator.ts";
import {
  createPostgresClickStore,
  createPostgresHitCountStore,
} from "../adapters/postgres/click_store.ts";
import { dropBenchDatabase, freshBenchDatabase } from "./bench_database.ts";
import {
  insertLink,
  insertProduct,
  insertUser,
} from "../adapters/postgres/test_fixtures.ts";
import type { ClickRecord } from "../domain/tracking/click.ts";
import { processTicks } from "./cpu_usage.ts";
import process from "node:process";

const serverUrl = Deno.env.get("BENCH_DATABASE_URL");
if (!serverUrl) {
  console.error(
    "Set BENCH_DATABASE_URL=postgres://… (a server; the bench makes its own database)",
  );
  Deno.exit(2);
}
const batchSize = Number(Deno.env.get("BENCH_BATCH") ?? 5000);
const batches = Number(Deno.env.get("BENCH_BATCHES") ?? 12);
const NAME = "kamai_bench_click_writes";

const databaseUrl = await freshBenchDatabase(serverUrl, NAME);
// One connection, so one backend does every write and its CPU time can be read.
const sql = connectUrl(databaseUrl, 1);
try {
  await migrate(sql);
  await insertUser(sql, { id: 2, email: "ali@x.pk" });
  await insertProduct(sql, { id: 3, title: "Course" });
  await insertLink(sql, {
    id: 1,
    userId: 2,
    productId: 3,
    destinationUrl: "https://shop.pk",
    code: "bench",
  });
  const hex = (bytes: number) =>
    Array.from(
      crypto.getRandomValues(new Uint8Array(bytes)),
      (b) => b.toString(16).padStart(2, "0"),
    ).join("");
  const now = new Date();
  const batchOf = (): ClickRecord[] =>
    Array.from({ length: batchSize }, () => ({
      clickId: hex(24),
      linkId: 1,
      userId: 2,
      productId: 3,
      visitorHash: hex(16),
      clickedAt: now,
    }));
  // Issue 26's click: a sub-id, a Pakistani city (one of four), a phone's families, half with a referrer.
  const CITIES = ["Karachi", "Lahore", "Islamabad", "Faisalabad"];
  const withOrigins = (): ClickRecord[] =>
    batchOf().map((c, i) => ({
      ...c,
      subIds: { s1: "fb-ad-3", s2: null, s3: null, s4: null, s5: null },
      origin: {
        country: "PK",
        city: CITIES[i % 4],
        device: "mobile",
        os: "Android",
        browser: "Chrome",
        referrer: i % 2 ? "facebook.com" : null,
      },
    }));
  const [{ pid }] = await sql<
    { pid: number }[]
  >`SELECT pg_backend_pid() AS pid`;
  // The backend's user + system clock ticks (100 a second), or NaN where /proc cannot show it.
  const backendTicks = async () =>
    processTicks(
      await Deno.readTextFile(`/proc/${pid}/stat`).catch(() => ""),
    );
  const time = async (
    label: string,
    write: (batch: ClickRecord[]) => Promise<unknown>,
    make: () => ClickRecord[] = batchOf,
  ) => {
    const all = Array.from({ length: batches }, make);
    await write(all[0]); // warm-up
    const ticks = await backendTicks();
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const batch of all.slice(1)) await write(batch);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const dbMicros = ((await backendTicks()) - ticks) * 10_000;
    const rows = (batches - 1) * batchSize;
    const perRow = (micros: number) =>
      Number.isFinite(micros)
        ? (micros / rows).toFixed(1).padStart(5)
        : "    ?";
    console.log(
      `${label.padEnd(48)} ${
        (ms * 1000 / rows).toFixed(1).padStart(6)
      } µs/row  ${
        Math.round(rows / (ms / 1000)).toLocaleString("en-US").padStart(8)
      } rows/s  CPU µs/row: database ${perRow(dbMicros)}, app ${
        perRow(used.user + used.system)
      }`,
    );
  };
  console.log(
    `${batches - 1} batches of ${batchSize} new visitors after one to warm up`,
  );
  const clicks = createPostgresClickStore(sql);
  await time("click store save (clicks + daily_stats)", (b) => clicks.save(b));
  await time(
    "… with a sub-id and origins (+ breakdown rollup)",
    (b) => clicks.save(b),
    withOrigins,
  );
  const hits = createPostgresHitCountStore(sql);
  const hour = Math.floor(Date.now() / 3_600_000);
  await time(
    "hit-count upsert (one visitor key per row)",
    (b) =>
      hits.add(b.map((c) => ({
        linkId: c.linkId,
        userId: c.userId,
        hour,
        keyKind: "visitor" as const,
        key: c.visitorHash,
        hits: 1,
        refused: 0,
      }))),
  );
} finally {
  await sql.end();
  await dropBenchDatabase(serverUrl, NAME);
}
