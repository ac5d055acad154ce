/**
 * Speed budget (c): Lighthouse on the landing page under its default mobile emulation (Moto G class device,
 * simulated slow 4G, 4x CPU slowdown) with Debian's Chromium; goals: performance >= 95, accessibility 100.
 * Lighthouse runs from npm under Deno (no Node install needed). Prints figures; asserts nothing.
 * Needs `deno task build` first. Usage: deno run -A bench/lighthouse.ts [path …] (default "/"; e.g. /ur /ur/login
 * /ur/register for the Urdu pages; BENCH_LIGHTHOUSE_RUNS, default 5; BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each
 * run's full JSON report there, for the layout-shift culprits, the LCP element and the render-blocking resources)
 */
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { CHROMIUM_PATH } from "../web/e2e/harness.ts";

const LIGHTHOUSE = "npm:lighthouse@13.5.0";
const RUNS = Number(Deno.env.get("BENCH_LIGHTHOUSE_RUNS") ?? 5);
/** The pages to measure (pre-rendered ones: Lighthouse runs signed out). */
const PATHS = Deno.args.length > 0 ? Deno.args : ["/"];
/** Where to keep the full JSON reports (unset: they are deleted after reading). */
const REPORTS = Deno.env.get("BENCH_LIGHTHOUSE_REPORTS");

/** The parts of a Lighthouse JSON report this bench reads. */
interface Report {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { score: number | null; displayValue?: string; title: string }
  >;
}

/** Runs Lighthouse once against `url` and returns its JSON report. */
async function lighthouse(url: string, keepAs?: string): Promise<Report> {
  const out = keepAs ?? await Deno.makeTempFile({ suffix: ".json" });
  try {
    const { success, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        LIGHTHOUSE,
        url,
        `--chrome-path=${CHROMIUM_PATH}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        "--only-categories=performance,accessibility",
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
      ],
      stdout: "null",
      stderr: "piped",
    }).output();
    if (!success) {
      throw new Error(
        `lighthouse failed: ${new TextDecoder().decode(stderr).slice(-2000)}`,
      );
    }
    const report: Report = JSON.parse(await Deno.readTextFile(out));
    if (report.runtimeError) {
      throw new Error(`lighthouse: ${report.runtimeError.message}`);
    }
    return report;
  } finally {
    if (!keepAs) await Deno.remove(out).catch(() => {});
  }
}

const score = (r: Report, c: string) =>
  Math.round((r.categories[c]?.score ?? 0) * 100);
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

const kamai = await startKamai(testAppConfig(), { publicUrlFromPort: true });
try {
  for (const path of PATHS) await measure(path);
} finally {
  await kamai.close();
}

/** Runs Lighthouse RUNS times on one page and prints each run, the median and the lowest. */
async function measure(path: string) {
  const reports: Report[] = [];
  if (REPORTS) await Deno.mkdir(REPORTS, { recursive: true });
  for (let i = 0; i < RUNS; i++) {
    const keepAs = REPORTS &&
      `${REPORTS}/${path.replace(/^\//, "").replace(/\//g, "_") || "home"}-${
        i + 1
      }.json`;
    reports.push(await lighthouse(`${kamai.url}${path}`, keepAs || undefined));
  }
  console.log(
    `Lighthouse ${
      LIGHTHOUSE.slice(4)
    } on ${path}, mobile emulation, ${RUNS} runs (goals: performance >= 95, accessibility 100):`,
  );
  reports.forEach((r, i) => {
    console.log(
      `  run ${i + 1}: performance ${score(r, "performance")}, accessibility ${
        score(r, "accessibility")
      }  (${
        METRICS.map((m) =>
          `${m.replace(/-/g, " ")} ${r.audits[m].displayValue}`
        )
          .join(", ")
      })`,
    );
  });
  // Lighthouse's own advice is to read the median of several runs: one run can catch a busy machine.
  const median = (c: string) => {
    const sorted = reports.map((r) => score(r, c)).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const lowest = (c: string) => Math.min(...reports.map((r) => score(r, c)));
  console.log(
    `  median: performance ${median("performance")}, accessibility ${
      median("accessibility")
    }; lowest: performance ${lowest("performance")}, accessibility ${
      lowest("accessibility")
    }`,
  );
  const failing = Object.entries(reports[0].audits)
    .filter(([, a]) => a.score === 0)
    .map(([id]) => id);
  if (failing.length) {
    console.log(`  audits scoring 0 (advisory): ${failing.join(", ")}`);
  }
}
