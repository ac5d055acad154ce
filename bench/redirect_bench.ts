/**
 * Redirect benchmark: wrk against Kamai's GET /go/{code} and against a bare Deno.serve answering the same 302,
 * in one run with the same settings, for a repeat visitor and for a new visitor per request (every request a
 * counted click written through the buffered click writer). Each scenario alternates bare and Kamai for
 * BENCH_ROUNDS rounds and reports every round's ratio and their median, so a machine's drift during the run
 * (other tenants, CPU boost) falls on both sides. A third scenario, new visitors whose clicks are not written (the
 * click buffer's add made a no-op for its runs), is no goal: it shows how far the redirect's own work would go
 * without the database, so the database's share is the difference. Needs Debian's wrk (`apt-get install -y wrk`);
 * installs nothing.
 * Usage: deno run -A bench/redirect_bench.ts (BENCH_SECONDS=8, BENCH_ROUNDS=3, BENCH_CONNECTIONS=64 by default)
 * Set BENCH_DATABASE_URL=postgres://… to run Kamai on a PostgreSQL server instead of in-memory PGlite.
 * Set BENCH_BEFORE=<git ref> (e.g. 936274c^1) to compare the code before issue 26 with this checkout instead.
 */
import { startKamai } from "../adapters/bootstrap.ts";
import { freshBenchDatabase } from "./bench_database.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { createUser } from "../adapters/http/test_users.ts";
import { createJsonLog } from "../adapters/observability/json_log.ts";
import { median } from "./timing.ts";
import { cpuBetween, type CpuUsage, readCpu } from "./cpu_usage.ts";

// BENCH_BEFORE=<git ref>: the before/after comparison of issue 26 instead (bench/redirect_before_after.ts).
if (Deno.env.get("BENCH_BEFORE") !== undefined) {
  await import("./redirect_before_after.ts");
  Deno.exit(0);
}

const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 8);
const rounds = Math.max(1, Number(Deno.env.get("BENCH_ROUNDS") ?? 3));
const connections = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 64);
const DESTINATION = "https://shop.example/course?ref={click_id}";

/** wrk's figures for one target. */
interface WrkFigures {
  requestsPerSecond: number;
  requests: number;
  latencyAvg: string;
  latencyP99: string;
  non3xx: number;
}

async function wrk(
  url: string,
  script: string,
  runSeconds = seconds,
): Promise<WrkFigures> {
  const out = await new Deno.Command("wrk", {
    args: [
      "-t2",
      `-c${connections}`,
      `-d${runSeconds}s`,
      "--latency",
      "-s",
      script,
      url,
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout);
  if (!out.success) {
    throw new Error(`wrk failed: ${new TextDecoder().decode(out.stderr)}`);
  }
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(text)?.[1];
  const requests = Number(/(\d+) requests in/.exec(text)?.[1] ?? 0);
  const avg = /Latency\s+([\d.]+\w+)/.exec(text)?.[1] ?? "?";
  const p99 = /99%\s+([\d.]+\w+)/.exec(text)?.[1] ?? "?";
  const non = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  return {
    requestsPerSecond: Number(rps),
    requests,
    latencyAvg: avg,
    latencyP99: p99,
    non3xx: non,
  };
}

try {
  await new Deno.Command("wrk", {
    args: ["--version"],
    stdout: "null",
    stderr: "null",
  }).output();
} catch {
  console.error("wrk is not installed: apt-get install -y wrk");
  Deno.exit(2);
}

// Two scenarios: one visitor repeating (the redirect path alone: repeats are not re-counted) and a new visitor
// per request (every redirect also records a click through the buffered writer).
async function luaScript(newVisitorEachRequest: boolean): Promise<string> {
  const file = await Deno.makeTempFile({ suffix: ".lua" });
  await Deno.writeTextFile(
    file,
    `local n = 0
local prefix = ""
init = function(args)
  -- Each thread (and each run) gets its own prefix, so no two requests share an agent.
  math.randomseed(os.time() + (tonumber(tostring({}):sub(8), 16) or 0))
  prefix = tostring(math.random(1, 1000000000)) .. "-" .. tostring({}):sub(8)
end
request = function()
  n = n + 1
  if ${newVisitorEachRequest ? "false" : "true"} then n = 0; prefix = "same" end
  return wrk.format("GET", nil, { ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 bench-" .. prefix .. "-" .. n })
end
`,
  );
  return file;
}

// On a PostgreSQL server the bench works in its own fresh database, never in the one the URL names.
const serverUrl = Deno.env.get("BENCH_DATABASE_URL");
const databaseUrl = serverUrl
  ? await freshBenchDatabase(serverUrl, "kamai_bench_redirect")
  : null;
// Every request is logged as in production (LOG_REQUESTS=all), to /dev/null instead of this bench's output.
const devNull = Deno.openSync("/dev/null", { write: true });
// BENCH_LOG_REQUESTS=off|errors compares against the default (all) in a second run.
const logRequests = (Deno.env.get("BENCH_LOG_REQUESTS") ?? "all") as
  | "all"
  | "errors"
  | "off";
const kamai = await startKamai(testAppConfig({ databaseUrl, logRequests }), {
  publicUrlFromPort: true,
  log: createJsonLog({
    write: (bytes) => {
      devNull.writeSync(bytes);
    },
  }),
});
const bare = Deno.serve(
  { port: 0, hostname: "127.0.0.1", onListen() {} },
  () =>
    new Response(null, {
      status: 302,
      headers: {
        location: DESTINATION.replace(
          "{click_id}",
          crypto.randomUUID().replaceAll("-", ""),
        ),
      },
    }),
);
try {
  const ctx = kamai.infra;
  const admin = await createUser(ctx, { role: "admin" });
  const affiliate = await createUser(ctx);
  const product = await (await fetch(`${kamai.url}/api/products`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${admin.token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      title: "Bench product",
      description: "Bench",
      commissionPercent: 50,
    }),
  })).json();
  const link =
    await (await fetch(`${kamai.url}/api/admin/affiliate-links/assign`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${admin.token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        userId: affiliate.id,
        productId: product.product.id,
        customLink: DESTINATION,
      }),
    })).json();
  const code = link.link.code;
  const kamaiUrl = `http://127.0.0.1:${kamai.port}/go/${code}`;
  const bareUrl = `http://127.0.0.1:${bare.addr.port}/go/${code}`;

  /** One round: bare then Kamai, back to back. */
  interface Round {
    bare: WrkFigures;
    kamai: WrkFigures;
    clicks: number;
    maxBacklog: number;
    /** CPU used during each target's run (null without /proc). */
    bareCpu: CpuUsage | null;
    kamaiCpu: CpuUsage | null;
  }
  // PostgreSQL's backends serving this database, when the server runs on this machine (PGlite runs in this
  // process): their CPU is part of what a counted click costs the machine.
  const databasePids = async (): Promise<number[]> =>
    databaseUrl
      ? (await ctx.sql<{ pid: number }[]>`
        SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)
        .map((r) => Number(r.pid))
      : [];
  /** Runs wrk against `url` and reads the CPU used meanwhile. */
  const measured = async (url: string, script: string, pids: number[]) => {
    const before = await readCpu(pids);
    const figures = await wrk(url, script);
    const after = await readCpu(pids);
    return {
      figures,
      cpu: before && after ? await cpuBetween(before, after) : null,
    };
  };
  const results: {
    scenario: string;
    label: string;
    goal: number | null;
    rounds: Round[];
  }[] = [];
  const loadBefore = (await Deno.readTextFile("/proc/loadavg").catch(() => "?"))
    .split(" ").slice(0, 3).join(" ");
  // Each scenario's goal is issue 12's; the one without click writes has none.
  const scenarios = [
    {
      name: "repeat visitor (redirect only)",
      label: "repeat visitors",
      newVisitor: false,
      write: true,
      goal: 0.7,
    },
    {
      name: "new visitor per request (click recorded)",
      label: "all-new visitors",
      newVisitor: true,
      write: true,
      goal: 0.5,
    },
    {
      name: "new visitor per request, clicks not written (no goal)",
      label: "all-new visitors with no click written",
      newVisitor: true,
      write: false,
      goal: null,
    },
  ];
  const buffer = kamai.services.tracking.buffer;
  const bufferAdd = buffer.add;
  for (const { name, label, newVisitor, write, goal } of scenarios) {
    const script = await luaScript(newVisitor);
    // The redirect calls buffer.add for each counted click: a no-op here leaves all its other work as it is.
    buffer.add = write ? bufferAdd : () => {};
    try {
      // Warm both up (JIT, link cache) before measuring.
      await wrk(kamaiUrl, script, 5);
      await wrk(bareUrl, script, 5);
      const done: Round[] = [];
      for (let round = 0; round < rounds; round++) {
        await buffer.flush();
        const [before] = await ctx
          .sql`SELECT count(*)::bigint AS n FROM clicks`;
        const pids = await databasePids();
        const bareRun = await measured(bareUrl, script, pids);
        // The click backlog (clicks answered but not yet written), sampled: a crash loses at most this many.
        let maxBacklog = 0;
        const sampler = setInterval(() => {
          maxBacklog = Math.max(
            maxBacklog,
            buffer.pending(),
          );
        }, 50);
        const kamaiRun = await measured(kamaiUrl, script, pids);
        clearInterval(sampler);
        await buffer.flush();
        const [after] = await ctx
          .sql`SELECT count(*)::bigint AS n FROM clicks`;
        done.push({
          bare: bareRun.figures,
          kamai: kamaiRun.figures,
          clicks: Number(after.n) - Number(before.n),
          maxBacklog,
          bareCpu: bareRun.cpu,
          kamaiCpu: kamaiRun.cpu,
        });
      }
      results.push({
        scenario: name,
        label,
        goal,
        rounds: done,
      });
    } finally {
      buffer.add = bufferAdd;
      await Deno.remove(script);
    }
  }

  console.log(
    `Redirect benchmark — wrk -t2 -c${connections} -d${seconds}s per target, ${rounds} alternating rounds, same machine, same run`,
  );
  console.log(
    `database: ${
      databaseUrl ? "PostgreSQL server" : "embedded PGlite (in memory)"
    }; LOG_REQUESTS=${logRequests}`,
  );
  const loadAfter = (await Deno.readTextFile("/proc/loadavg").catch(() => "?"))
    .split(" ").slice(0, 3).join(" ");
  console.log(`load average: ${loadBefore} before, ${loadAfter} after`);
  const medians: string[] = [];
  /**
   * Where the machine's CPU went per request during one target's runs: this process (the target server; the
   * other one is idle meanwhile), PostgreSQL's backends, and the rest (wrk, the kernel's network work, other
   * PostgreSQL processes), with the share of time the CPUs were idle. The machine's CPUs are shared by all three.
   */
  const cpuPerRequest = (
    measuredRounds: Round[],
    target: "bare" | "kamai",
  ): string | null => {
    let self = 0, others = 0, busy = 0, idle = 0, requests = 0;
    for (const round of measuredRounds) {
      const cpu = target === "bare" ? round.bareCpu : round.kamaiCpu;
      if (cpu === null) return null;
      self += cpu.self;
      others += cpu.others;
      busy += cpu.busy;
      idle += cpu.idle;
      requests += round[target].requests;
    }
    if (requests === 0) return null;
    const micros = (seconds: number) =>
      (seconds * 1e6 / requests).toFixed(1).padStart(5);
    const database = databaseUrl
      ? ` + PostgreSQL backends ${micros(others)}`
      : "";
    return `this process ${micros(self)}${database} + rest of machine ${
      micros(Math.max(0, busy - self - others))
    } µs; CPUs idle ${Math.round(100 * idle / (busy + idle))} %`;
  };
  for (const r of results) {
    console.log(`\n${r.scenario}`);
    console.log(
      [
        "  round  target".padEnd(30),
        "req/s".padStart(10),
        "avg".padStart(9),
        "p99".padStart(9),
        "ratio".padStart(7),
      ].join("  "),
    );
    const ratios: number[] = [];
    r.rounds.forEach((round, i) => {
      const ratio = round.kamai.requestsPerSecond /
        round.bare.requestsPerSecond;
      ratios.push(ratio);
      for (
        const [name, f] of [
          [`  ${i + 1}      bare Deno.serve 302`, round.bare],
          [
            `  ${i + 1}      Kamai GET /go/{code}`,
            round.kamai,
          ],
        ] as const
      ) {
        console.log(
          [
            name.padEnd(30),
            f.requestsPerSecond.toFixed(0).padStart(10),
            f.latencyAvg.padStart(9),
            f.latencyP99.padStart(9),
            (f === round.kamai ? ratio.toFixed(2) : "").padStart(7),
          ].join("  "),
        );
      }
    });
    const middle = median(ratios);
    medians.push(middle.toFixed(2));
    console.log(
      `  Kamai / bare throughput: median ${
        middle.toFixed(2)
      } of ${ratios.length} rounds (${
        r.goal === null
          ? "no goal: what the redirect's own work allows"
          : `goal: at least ${r.goal}`
      })`,
    );
    console.log(
      `  clicks recorded during the Kamai runs: ${
        r.rounds.map((x) => x.clicks).join(", ")
      }; largest click backlog: ${
        Math.max(...r.rounds.map((x) => x.maxBacklog))
      }; non-3xx answers: ${r.rounds.reduce((n, x) => n + x.kamai.non3xx, 0)}`,
    );
    const bareCpu = cpuPerRequest(r.rounds, "bare");
    const kamaiCpu = cpuPerRequest(r.rounds, "kamai");
    if (bareCpu && kamaiCpu) {
      console.log(`  CPU per answered request, all rounds: bare — ${bareCpu}`);
      console.log(
        `                                        Kamai — ${kamaiCpu}`,
      );
    }
  }
  console.log(
    `\nratios to bare Deno.serve (median of ${rounds} rounds): ${
      results.map((r, i) =>
        `${r.label} ${medians[i]} (${
          r.goal === null ? "no goal" : `goal ≥ ${r.goal}`
        })`
      ).join(", ")
    }`,
  );
} finally {
  await bare.shutdown();
  await kamai.close();
  devNull.close();
}
