/**
 * Issue 26, item 5: the hidden cost of sub-ids, deep links and click origins on GET /go/{code}, before and after in
 * one run. The code before issue 26 (BENCH_BEFORE, default the main commit just before it merged) is unpacked with
 * `git archive` into a temporary folder (no worktree, nothing written to the repository); both trees serve through
 * bench/redirect_serve.ts, each in its own process, and wrk alternates between them for BENCH_ROUNDS rounds per
 * scenario: a repeat visitor, and a new visitor (new agent, new Pakistani address via X-Forwarded-For) per request,
 * both on `/go/{code}?s1=fb-ad-3` (the code before ignores the sub-id). The after side runs with the city database
 * loaded, as production does by default. At the end each server's resident memory (VmRSS, peak VmHWM) is read
 * from /proc. Each round also reads, from /proc, the CPU time each server process used (all its threads) and, with
 * BENCH_DATABASE_URL, that of the PostgreSQL backends serving its database: CPU per request on each side, which a
 * shared machine disturbs less than throughput. Needs Debian's wrk; installs nothing.
 * Usage: deno run -A bench/redirect_before_after.ts (BENCH_SECONDS=5, BENCH_ROUNDS=3, BENCH_CONNECTIONS=64,
 * BENCH_BEFORE=<git ref>, BENCH_DATABASE_URL=postgres://… for a PostgreSQL server instead of in-memory PGlite)
 */
import { median } from "./timing.ts";
import { machineTicks, processTicks } from "./cpu_usage.ts";
import { connectUrl } from "../adapters/postgres/connect.ts";
import { servedChild } from "./served_child.ts";

const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 5);
const rounds = Math.max(1, Number(Deno.env.get("BENCH_ROUNDS") ?? 3));
const connections = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 64);
const beforeRef = Deno.env.get("BENCH_BEFORE") || "936274c^1";
const here = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

async function run(cmd: string, args: string[], cwd = here): Promise<string> {
  const out = await new Deno.Command(cmd, {
    args,
    cwd,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) {
    throw new Error(
      `${cmd} ${args.join(" ")}: ${new TextDecoder().decode(out.stderr)}`,
    );
  }
  return new TextDecoder().decode(out.stdout);
}

/** wrk's requests per second and requests against `url` with `script`. */
async function wrk(
  url: string,
  script: string,
  s = seconds,
): Promise<{ rps: number; requests: number }> {
  const text = await run("wrk", [
    "-t2",
    `-c${connections}`,
    `-d${s}s`,
    "-s",
    script,
    url,
  ]);
  const non = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  if (non > 0) throw new Error(`${url}: ${non} answers were not redirects`);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(text)?.[1] ?? 0),
  };
}

async function luaScript(newVisitor: boolean): Promise<string> {
  const file = await Deno.makeTempFile({ suffix: ".lua" });
  await Deno.writeTextFile(
    file,
    `local n = 0
local prefix = ""
init = function(args)
  math.randomseed(os.time() + (tonumber(tostring({}):sub(8), 16) or 0))
  prefix = tostring(math.random(1, 1000000000)) .. "-" .. tostring({}):sub(8)
end
request = function()
  n = n + 1
  if ${newVisitor ? "false" : "true"} then n = 0; prefix = "same" end
  -- 110.93.192.0/18 is Pakistan in the shipped DB-IP database; a new visitor gets a new address in it.
  local ip = "110.93." .. tostring(192 + (n % 64)) .. "." .. tostring(1 + math.floor(n / 64) % 254)
  if ${newVisitor ? "false" : "true"} then ip = "110.93.192.1" end
  return wrk.format("GET", nil, {
    ["User-Agent"] = "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile bench-" .. prefix .. "-" .. n,
    ["X-Forwarded-For"] = ip,
  })
end
`,
  );
  return file;
}

/** A served tree: its base URL, link code and process, and the bench database it writes to (PostgreSQL only). */
interface Served {
  url: string;
  pid: number;
  child: Deno.ChildProcess;
  database: string;
}

async function serve(tree: string, mode: string): Promise<Served> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--no-lock",
      "--config",
      `${tree}/deno.json`,
      `${here}/bench/redirect_serve.ts`,
      tree,
      mode,
    ],
    cwd: tree,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const { port, code, pid } = (await servedChild(child, tree)).announced;
  return {
    url: `http://127.0.0.1:${port}/go/${code}?s1=fb-ad-3`,
    pid,
    child,
    database: `kamai_bench_ba_${mode === "origins" ? "after" : "before"}`,
  };
}

const serverUrl = Deno.env.get("BENCH_DATABASE_URL");
const server = serverUrl ? connectUrl(serverUrl, 1) : null;
const ticks = async (pid: number) =>
  processTicks(await Deno.readTextFile(`/proc/${pid}/stat`).catch(() => ""));
/** User + system clock ticks so far of a server process and of the PostgreSQL backends on its database. */
async function cpuOf(side: Served): Promise<{ app: number; db: number }> {
  let db = 0;
  if (server !== null) {
    const rows = await server<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE datname = ${side.database}`;
    for (const { pid } of rows) db += (await ticks(pid)) || 0;
  }
  return { app: (await ticks(side.pid)) || 0, db };
}
const machine = async () =>
  machineTicks(
    await Deno.readTextFile("/proc/stat").catch(() => "cpu 0 0 0 0"),
  );
/**
 * One timed wrk round on a side: its throughput, its CPU per request (µs) in the server and the database, and the
 * share of the machine's CPU time left idle meanwhile.
 */
async function round(side: Served, script: string) {
  const start = await cpuOf(side);
  const startMachine = await machine();
  const { rps, requests } = await wrk(side.url, script);
  const endMachine = await machine();
  const end = await cpuOf(side);
  const busy = endMachine.busy - startMachine.busy;
  const idle = endMachine.idle - startMachine.idle;
  // Linux counts 100 ticks a second (CLK_TCK), so a tick is 10,000 µs.
  const per = (t: number) => requests > 0 ? t * 10_000 / requests : 0;
  return {
    rps,
    app: per(end.app - start.app),
    // A backend that ended meanwhile leaves its ticks out: never below zero.
    db: Math.max(0, per(end.db - start.db)),
    idle: busy + idle > 0 ? idle / (busy + idle) : 0,
  };
}

/** Resident and peak resident memory of a process, in MB (null without /proc). */
async function memory(pid: number): Promise<string> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`).catch(() => "");
  const mb = (key: string) => {
    const kb = Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1]);
    return Number.isFinite(kb) ? `${Math.round(kb / 1024)} MB` : "?";
  };
  return `RSS ${mb("VmRSS")}, peak ${mb("VmHWM")}`;
}

const commit = (await run("git", ["rev-parse", "--short", beforeRef])).trim();
const beforeTree = await Deno.makeTempDir({ prefix: "kamai_before_" });
await run("sh", [
  "-c",
  `git archive ${commit} | tar -x -C ${beforeTree}`,
]);
const load = async () =>
  (await Deno.readTextFile("/proc/loadavg").catch(() => "?")).split(" ")
    .slice(0, 3).join(" ");
const loadBefore = await load();
const before = await serve(beforeTree, "plain");
const after = await serve(here, "origins");
try {
  const scenarios = [
    { name: "repeat visitor", newVisitor: false },
    { name: "all-new visitors (a click recorded each)", newVisitor: true },
  ];
  const lines: string[] = [];
  for (const { name, newVisitor } of scenarios) {
    const script = await luaScript(newVisitor);
    try {
      await wrk(before.url, script, 3);
      await wrk(after.url, script, 3);
      const b: number[] = [], a: number[] = [];
      const cpu = {
        beforeApp: [] as number[],
        beforeDb: [] as number[],
        afterApp: [] as number[],
        afterDb: [] as number[],
        beforeIdle: [] as number[],
        afterIdle: [] as number[],
      };
      for (let r = 0; r < rounds; r++) {
        const x = await round(before, script);
        const y = await round(after, script);
        b.push(x.rps);
        a.push(y.rps);
        cpu.beforeApp.push(x.app);
        cpu.beforeDb.push(x.db);
        cpu.afterApp.push(y.app);
        cpu.afterDb.push(y.db);
        cpu.beforeIdle.push(x.idle);
        cpu.afterIdle.push(y.idle);
      }
      const ratios = a.map((x, i) => x / b[i]);
      const us = (values: number[]) => median(values).toFixed(1);
      lines.push(
        `${name.padEnd(42)} before ${
          Math.round(median(b)).toString().padStart(7)
        } req/s, after ${
          Math.round(median(a)).toString().padStart(7)
        } req/s; after/before per round ${
          ratios.map((r) => r.toFixed(2)).join(", ")
        }, median ${median(ratios).toFixed(2)}`,
      );
      lines.push(
        `${"".padEnd(42)} CPU per request (median µs): server before ${
          us(cpu.beforeApp)
        }, after ${us(cpu.afterApp)}${
          server === null
            ? ""
            : `; database before ${us(cpu.beforeDb)}, after ${us(cpu.afterDb)}`
        }; machine idle before ${
          Math.round(median(cpu.beforeIdle) * 100)
        } %, after ${Math.round(median(cpu.afterIdle) * 100)} %`,
      );
    } finally {
      await Deno.remove(script);
    }
  }
  console.log(
    `Redirect before/after issue 26 — wrk -t2 -c${connections} -d${seconds}s, ${rounds} alternating rounds, same run`,
  );
  console.log(
    `before: ${commit} (code before issue 26); after: this checkout, city database loaded; database: ${
      serverUrl ? "PostgreSQL server" : "embedded PGlite (in memory)"
    }`,
  );
  console.log(`load average: ${loadBefore} before, ${await load()} after`);
  for (const line of lines) console.log(line);
  console.log(`memory before: ${await memory(before.pid)}`);
  console.log(
    `memory after:  ${await memory(after.pid)} (with the city database)`,
  );
} finally {
  for (const s of [before, after]) {
    try {
      s.child.kill("SIGTERM");
      await s.child.status;
    } catch {
      // already gone
    }
  }
  await server?.end();
  await Deno.remove(beforeTree, { recursive: true });
}
