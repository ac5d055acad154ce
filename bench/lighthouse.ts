/**
 * Speed budget (c): Lighthouse on the landing page under its default mobile emulation (Moto G class device,
 * simulated slow 4G, 4x CPU slowdown) with Debian's Chromium; goals: performance >= 95, accessibility 100.
 * Lighthouse runs from npm under Deno (no Node install needed). Prints figures; asserts nothing.
 * Needs `deno task build` first. Usage: deno run -A bench/lighthouse.ts [path …] (default "/"; e.g. /ur /ur/login
 * /ur/register for the Urdu pages; a signed-in screen is measured as an approved affiliate with a month of
 * figures: /dashboard in English, ur:/dashboard in Urdu; BENCH_LIGHTHOUSE_RUNS, default 5;
 * BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full JSON report there, for the layout-shift culprits, the
 * LCP element and the render-blocking resources)
 */
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../web/e2e/harness.ts";
import { createUser } from "../adapters/http/test_users.ts";
import { chromium } from "playwright-core";

const LIGHTHOUSE = "npm:lighthouse@13.5.0";
const RUNS = Number(Deno.env.get("BENCH_LIGHTHOUSE_RUNS") ?? 5);
/** The pages to measure (pre-rendered ones: Lighthouse runs signed out). */
const PATHS = Deno.args.length > 0 ? Deno.args : ["/"];
/** Where to keep the full JSON reports (unset: they are deleted after reading). */
const REPORTS = Deno.env.get("BENCH_LIGHTHOUSE_REPORTS");

/** The parts of a Lighthouse JSON report this bench reads. */
interface Report {
  runtimeError?: { message: string };
  /** Where the page ended up (a signed-in page that lost its session would show /login). */
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { score: number | null; displayValue?: string; title: string }
  >;
}

/** Runs Lighthouse once against `url` and returns its JSON report; `profile` is a signed-in browser profile. */
async function lighthouse(
  url: string,
  keepAs?: string,
  profile?: string,
): Promise<Report> {
  const out = keepAs ?? await Deno.makeTempFile({ suffix: ".json" });
  try {
    const { success, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        LIGHTHOUSE,
        url,
        `--chrome-path=${CHROMIUM_PATH}`,
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu${
          profile ? ` --user-data-dir=${profile}` : ""
        }`,
        // A signed-in page keeps the session its profile's storage holds.
        ...(profile ? ["--disable-storage-reset"] : []),
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

/**
 * A browser profile signed in as an approved affiliate (with a product link and some figures), in `language`: the
 * session in local storage as the app keeps it, the language on the account and in its cookie.
 */
async function signedInProfile(language: "en" | "ur"): Promise<string> {
  const user = await createUser(kamai.infra, { approved: true });
  await kamai.infra
    .sql`UPDATE users SET language = ${language} WHERE id = ${user.id}`;
  const [{ id: productId }] = await kamai.infra.sql<{ id: number }[]>`
    INSERT INTO products (title, description, commission_bp)
    VALUES ('Freelancing Course', 'Learn to freelance', 2000) RETURNING id`;
  await kamai.infra.sql`
    INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
    VALUES (${user.id}, ${productId}, 'https://shop.example/course', ${`lh${user.id}`})`;
  await kamai.infra.sql`
    INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
    SELECT ${user.id}, ${productId}, d::date, 40 + (i * 7) % 30, i % 4, (i % 4) * 150000
    FROM generate_series(1, 30) AS i, LATERAL (SELECT current_date - i AS d) AS day`;
  const dir = await Deno.makeTempDir({ prefix: "kamai-lighthouse-" });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${kamai.url}/unauthorized`);
    await page.evaluate((s) => {
      localStorage.setItem("token", s.token);
      localStorage.setItem("role", "user");
      localStorage.setItem("approved", "true");
      // deno-lint-ignore no-explicit-any
      (globalThis as any).document.cookie =
        `kamai_lang=${s.language}; path=/; max-age=31536000`;
    }, { token: user.token, language });
  } finally {
    await context.close();
  }
  return dir;
}

/** Runs Lighthouse RUNS times on one page and prints each run, the median and the lowest. */
async function measure(target: string) {
  const urdu = target.startsWith("ur:");
  const path = urdu ? target.slice(3) : target;
  const signedIn = !path.startsWith("/ur") &&
    !["/", "/login", "/register", "/forgot-password", "/home"].includes(path);
  const profile = signedIn
    ? await signedInProfile(urdu ? "ur" : "en")
    : undefined;
  const reports: Report[] = [];
  if (REPORTS) await Deno.mkdir(REPORTS, { recursive: true });
  for (let i = 0; i < RUNS; i++) {
    const keepAs = REPORTS &&
      `${REPORTS}/${
        target.replace(/^(ur:)?\//, "$1").replace(/[/:]/g, "_") || "home"
      }-${i + 1}.json`;
    reports.push(
      await lighthouse(`${kamai.url}${path}`, keepAs || undefined, profile),
    );
  }
  if (profile) await Deno.remove(profile, { recursive: true });
  console.log(
    `Lighthouse ${LIGHTHOUSE.slice(4)} on ${target}${
      signedIn ? " (signed in)" : ""
    }, mobile emulation, ${RUNS} runs (goals: performance >= 95, accessibility 100):`,
  );
  const landed = new Set(
    reports.map((r) => new URL(r.finalDisplayedUrl ?? kamai.url).pathname),
  );
  console.log(`  page measured: ${[...landed].join(", ")}`);
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
