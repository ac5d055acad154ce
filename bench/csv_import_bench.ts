/**
 * CSV import at scale: 10,000 rows into a postback source on a PostgreSQL server (issue 11: under 10 s). Creates a
 * throwaway database, starts Kamai on it, makes 20 affiliates with a link and a coupon each, then times a dry run,
 * the real import and a second import of the same file (only duplicates) over HTTP. Prints figures; asserts nothing.
 * With rules in force (issue 25, unless BENCH_RULES=0): three groups with their rates, every fourth affiliate with a
 * rate of their own, a flat `lead` goal capped at 500 a day, and a goal column (every seventh row a lead).
 * A file of more than 5,000 lines runs as a job (issue 32): each run is then timed until GET /api/admin/jobs/{id}
 * says done. The runs go to an instance in a process of its own (bench/kamai_instance.ts; the setup uses one in this
 * process, closed first), so the memory printed is the server's alone, not this client's copies of the file: its
 * RSS just before each run and its peak, read from /proc every 50 ms (the import's own memory is the difference),
 * with the p99 of `/go` redirects sent one after another 50 ms apart meanwhile (about 20 a second when the server
 * keeps answering). Before the runs, the same `/go` traffic alone for BENCH_WARM_UP_MS (default 20 s): what the
 * instance grows by without an import, as its heap reaches its working size. Then a dry run of the 2.4-million-row file of one-cell rows (4.6 MB, each row in error) unless
 * BENCH_ONE_CELL=0 (BENCH_ONE_CELL_ROWS sets its rows).
 * On PostgreSQL a sales job runs in an isolate of its own with a hard heap limit (JOB_ISOLATE_LIMITS in
 * adapters/sources/job_isolate.ts; docs/sources.md "Imports as jobs"). The RSS printed is the whole server
 * process's, the isolate's thread included: the import's memory, honestly counted.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres deno run -A bench/csv_import_bench.ts
 * (BENCH_ROWS, default 10000; the figure: BENCH_ROWS=100000; BENCH_DB names the throwaway database;
 * BENCH_STATEMENT_LOG=<the server's log file> also counts each phase's statements, see bench/statement_log.ts)
 */
import { dropBenchDatabase, freshBenchDatabase } from "./bench_database.ts";
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { createUser } from "../adapters/http/test_users.ts";
import { connectUrl } from "../adapters/postgres/connect.ts";
import { cpuBetween, readCpu } from "./cpu_usage.ts";
import { servedChild } from "./served_child.ts";
import { countPhase, logStatementsOf, markPhase } from "./statement_log.ts";

const serverUrl = Deno.env.get("BENCH_DATABASE_URL") ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const ROWS = Number(Deno.env.get("BENCH_ROWS") ?? 10_000);
const AFFILIATES = 20;
const RULES = Deno.env.get("BENCH_RULES") !== "0";
const DB = Deno.env.get("BENCH_DB") ?? "kamai_bench_csv_import";
const ONE_CELL = Deno.env.get("BENCH_ONE_CELL") !== "0";
const ONE_CELL_ROWS = Number(Deno.env.get("BENCH_ONE_CELL_ROWS") ?? 2_400_000);
const STATEMENT_LOG = Deno.env.get("BENCH_STATEMENT_LOG");
const WARM_UP_MS = Number(Deno.env.get("BENCH_WARM_UP_MS") ?? 20_000);
// Both instances' tokens name this issuer, so the admin's token from the setup works on the measured instance.
const PUBLIC_URL = "http://kamai.bench";

/** The resident memory of process `pid` in bytes (VmRSS in /proc), or 0 once it is gone. */
async function rssOf(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`).catch(() => "");
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  return kb ? Number(kb[1]) * 1024 : 0;
}

/** Runs `work` while sampling the server process's memory and timing `/go` redirects; prints both. */
async function watched<T>(
  pid: number,
  go: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<
  {
    result: T;
    beforeMb: number;
    peakMb: number;
    p99Ms: number;
    redirects: number;
    serverCpuS: number;
  }
> {
  const cpuBefore = await readCpu([pid]);
  const before = await rssOf(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(pid));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const latencies: number[] = [];
  let running = true;
  const redirects = (async () => {
    while (running) {
      const t0 = performance.now();
      await go();
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    const result = await work();
    const cpuAfter = await readCpu([pid]);
    return {
      result,
      serverCpuS: cpuBefore && cpuAfter
        ? (await cpuBetween(cpuBefore, cpuAfter)).others
        : NaN,
      beforeMb: before / 1024 / 1024,
      peakMb: peak / 1024 / 1024,
      p99Ms: percentile(latencies, 0.99),
      redirects: latencies.length,
    };
  } finally {
    running = false;
    sampling = false;
    await Promise.all([sampler, redirects]);
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** The measured instance: its base URL and process (bench/kamai_instance.ts). */
interface Instance {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts Kamai on `databaseUrl` in a process of its own, so its memory is the server's alone, not this client's. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      new URL("./kamai_instance.ts", import.meta.url).pathname,
    ],
    env: {
      BENCH_INSTANCE_DATABASE_URL: databaseUrl,
      BENCH_INSTANCE_PUBLIC_URL: PUBLIC_URL,
    },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const { announced: { port, pid }, drained } = await servedChild(
    child,
    "the instance",
  );
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await drained;
    },
  };
}

const databaseUrl = await freshBenchDatabase(serverUrl, DB);
if (STATEMENT_LOG) await logStatementsOf(serverUrl, DB);
try {
  const kamai = await startKamai(
    testAppConfig({ databaseUrl, publicUrl: PUBLIC_URL }),
  );
  let kamaiOpen = true;
  let instance: Instance | null = null;
  // Set up through this process's instance, then measured on an instance in a process of its own.
  let base = kamai.url;
  try {
    const admin = await createUser(kamai.infra, { role: "admin" });
    const call = async (path: string, body: unknown, tries = 5) => {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${admin.token}`,
          ...(body instanceof FormData
            ? {}
            : { "content-type": "application/json" }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      const json = await res.json();
      // A 503 says the database did not answer the app's health check in time (a saturated machine): try again.
      if (res.status === 503 && tries > 1) {
        await new Promise((r) => setTimeout(r, 2_000));
        return await call(path, body, tries - 1);
      }
      if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
      return json;
    };
    const product = (await call("/api/products", {
      title: "Course",
      description: "Bench",
      commissionPercent: 30,
      refundPolicy: "none",
    })).product;
    const sql = kamai.infra.sql;
    const groups: number[] = [];
    if (RULES) {
      for (
        const [name, bp] of [["Silver", 3200], ["Gold", 3500], [
          "Platinum",
          4000,
        ]] as const
      ) {
        const [g] = await sql<{ id: number }[]>`
          INSERT INTO affiliate_groups (name, rank) VALUES (${name}, ${bp}) RETURNING id`;
        groups.push(Number(g.id));
        await sql`
          INSERT INTO payout_rules (product_id, goal, group_id, payout_type, payout_value, starts_at)
          VALUES (${product.id}, 'sale', ${g.id}, 'percent', ${bp}, timestamptz '2000-01-01T00:00:00Z')`;
      }
      await sql`
        INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value, revenue_type, revenue_value)
        VALUES (${product.id}, 'lead', 'Lead', 'flat', 15000, 'flat', 20000)`;
      await sql`
        INSERT INTO payout_rules (product_id, goal, payout_type, payout_value, starts_at)
        VALUES (${product.id}, 'lead', 'flat', 15000, timestamptz '2000-01-01T00:00:00Z')`;
      await sql`
        INSERT INTO offer_caps (product_id, goal, period, unit, cap_limit)
        VALUES (${product.id}, 'lead', 'day', 'conversions', 500)`;
    }
    const links: string[] = [];
    const coupons: string[] = [];
    for (let i = 0; i < AFFILIATES; i++) {
      const user = await createUser(kamai.infra);
      if (RULES) {
        // Groups for most affiliates (a few stay in the default group), an own rate for every fourth.
        if (i % 4 !== 3) {
          await sql`UPDATE users SET group_id = ${
            groups[i % 3]
          } WHERE id = ${user.id}`;
        }
        if (i % 4 === 0) {
          await sql`
            INSERT INTO payout_rules (product_id, goal, user_id, payout_type, payout_value, starts_at)
            VALUES (${product.id}, 'sale', ${user.id}, 'percent', ${
            4500 + i
          }, timestamptz '2000-01-01T00:00:00Z')`;
        }
      }
      const assigned = await call("/api/admin/affiliate-links/assign", {
        userId: user.id,
        productId: product.id,
        customLink: `https://shop.pk/course?a=${i}`,
      });
      links.push(assigned.link.code);
      const code = `BENCH${i}`;
      await call("/api/admin/coupons", {
        userId: user.id,
        productId: product.id,
        code,
      });
      coupons.push(code.toLowerCase());
    }
    const source = await call("/api/admin/sources", {
      name: "Report",
      kind: "postback",
    });

    // A network report: half by link code, a third by coupon (pending), the rest unattributed; every tenth row
    // refunds part of an earlier sale and every fiftieth reverses one.
    const lines = [
      `Order ID,Link,Coupon,Amount,Status,Date${RULES ? ",Goal" : ""}`,
    ];
    // Every seventh sale row (with rules) is a lead of its own order: flat, no amount, counted against the cap.
    const goal = (
      i: number,
    ) => (RULES ? (i % 7 === 0 ? ",lead" : ",sale") : "");
    for (let i = 1; i <= ROWS; i++) {
      const date = `2025-0${1 + (i % 9)}-${
        String(1 + (i % 28)).padStart(2, "0")
      }`;
      const saleGoal = RULES ? ",sale" : "";
      if (i % 10 === 0) {
        lines.push(
          `B-${i - 7},,,${(i % 40) + 1}.50,refund,2025-10-01${goal(i - 7)}`,
        );
      } else if (i % 50 === 1 && i > 50) {
        lines.push(`B-${i - 25},,,,rejected,2025-10-02${goal(i - 25)}`);
      } else if (RULES && i % 7 === 0) {
        lines.push(`B-${i},${links[i % AFFILIATES]},,,approved,${date},lead`);
      } else if (i % 6 < 3) {
        lines.push(
          `B-${i},${links[i % AFFILIATES]},,${
            100 + (i % 900)
          }.00,approved,${date}${saleGoal}`,
        );
      } else if (i % 6 < 5) {
        lines.push(
          `B-${i},,${coupons[i % AFFILIATES]},${
            50 + (i % 300)
          }.25,pending,${date}${saleGoal}`,
        );
      } else {
        lines.push(`B-${i},,,${10 + (i % 90)},approved,${date}${saleGoal}`);
      }
    }
    const csv = lines.join("\r\n") + "\r\n";
    const form = (dryRun: boolean) => {
      const data = new FormData();
      data.set("file", new File([csv], "report.csv", { type: "text/csv" }));
      data.set(
        "mapping",
        JSON.stringify({
          order_id: "Order ID",
          link_code: "Link",
          coupon_code: "Coupon",
          amount: "Amount",
          status: "Status",
          date: "Date",
          ...(RULES ? { goal: "Goal" } : {}),
        }),
      );
      if (dryRun) data.set("dryRun", "1");
      return data;
    };
    console.log(
      `CSV import: ${ROWS.toLocaleString("en")} rows (${
        (csv.length / 1024 / 1024).toFixed(2)
      } MB) into a postback source, PostgreSQL at ${new URL(serverUrl).host}${
        RULES
          ? "; rules in force: 3 groups, 5 affiliate rates, a lead goal capped at 500 a day"
          : ""
      }`,
    );
    // This process's instance would claim jobs too: closed before the measured one starts.
    await kamai.close();
    kamaiOpen = false;
    instance = await startInstance(databaseUrl);
    base = instance.url;
    const markSql = STATEMENT_LOG ? connectUrl(databaseUrl, 1) : null;
    const go = async () => {
      const res = await fetch(`${base}/go/${links[0]}`, {
        redirect: "manual",
        headers: { "user-agent": `Mozilla/5.0 Bench/${crypto.randomUUID()}` },
      });
      await res.body?.cancel();
    };
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      return await res.json();
    };
    /** Posts the form; a job (202) is followed until it ends. */
    const importing = async (data: FormData) => {
      const answer = await call(
        `/api/admin/sources/${source.id}/import`,
        data,
      );
      if (answer.jobId === undefined) return answer;
      while (true) {
        const job = await get(`/api/admin/jobs/${answer.jobId}`);
        if (job.status === "done" || job.status === "failed") return job;
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const report = (
      label: string,
      seconds: number,
      w: {
        beforeMb: number;
        peakMb: number;
        p99Ms: number;
        redirects: number;
        serverCpuS: number;
      },
      summary: unknown,
    ) =>
      console.log(
        `  ${label}: ${seconds.toFixed(2)} s  RSS ${
          w.beforeMb.toFixed(0)
        } MiB before, peak ${w.peakMb.toFixed(0)} MiB (+${
          (w.peakMb - w.beforeMb).toFixed(0)
        })  server CPU ${w.serverCpuS.toFixed(1)} s  /go p99 ${
          w.p99Ms.toFixed(1)
        } ms (${w.redirects} redirects, ${
          (w.redirects / seconds).toFixed(1)
        }/s)  ${JSON.stringify(summary)}`,
      );
    // The same /go traffic without an import first: what the instance grows by on its own while it warms up (its
    // heap reaching its working size), which the first import would otherwise be charged with.
    {
      const t0 = performance.now();
      const w = await watched(
        instance.pid,
        go,
        () => new Promise((r) => setTimeout(r, WARM_UP_MS)),
      );
      report(
        `/go alone, no import, ${WARM_UP_MS / 1000} s`,
        (performance.now() - t0) / 1000,
        w,
        {},
      );
    }
    for (
      const [label, dryRun] of [
        ["dry run", true],
        ["import", false],
        ["same file again", false],
      ] as const
    ) {
      const logFrom = STATEMENT_LOG ? (await Deno.stat(STATEMENT_LOG)).size : 0;
      if (STATEMENT_LOG) await markPhase(markSql!, "start", label);
      const t0 = performance.now();
      const w = await watched(
        instance.pid,
        go,
        () => importing(form(dryRun)),
      );
      report(label, (performance.now() - t0) / 1000, w, w.result.summary);
      if (STATEMENT_LOG) {
        await markPhase(markSql!, "end", label);
        // The server writes its log asynchronously: give it a moment to reach the end marker.
        await new Promise((r) => setTimeout(r, 500));
        const { total, top } = await countPhase(STATEMENT_LOG, label, logFrom);
        console.log(`    ${total.toLocaleString("en")} statements; most sent:`);
        for (const [text, n] of top) {
          console.log(`    ${String(n).padStart(7)}  ${text}`);
        }
      }
    }
    await markSql?.end();
    if (ONE_CELL) {
      // The file: 2.4 million one-cell rows under a two-column header, 4.8 MB, every row in error.
      const oneCell = "Order ID,Amount\n" + "1\n".repeat(ONE_CELL_ROWS);
      const data = new FormData();
      data.set(
        "file",
        new File([oneCell], "one-cell.csv", { type: "text/csv" }),
      );
      data.set(
        "mapping",
        JSON.stringify({ order_id: "Order ID", amount: "Amount" }),
      );
      data.set("dryRun", "1");
      const t0 = performance.now();
      const w = await watched(instance.pid, go, () => importing(data));
      report(
        `${ONE_CELL_ROWS.toLocaleString("en")} one-cell rows (${
          (oneCell.length / 1024 / 1024).toFixed(1)
        } MB), dry run`,
        (performance.now() - t0) / 1000,
        w,
        w.result.summary,
      );
    }
  } finally {
    if (kamaiOpen) await kamai.close();
    await instance?.stop();
  }
} finally {
  await dropBenchDatabase(serverUrl, DB);
}
