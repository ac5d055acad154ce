/// <reference lib="dom" />
/**
 * Speed budget (b): JavaScript the signed-in SPA downloads on first load (entry chunk plus what the first
 * signed-in route loads), gzipped, against the 80 KB budget of issue 14; routes are split, so other pages' code must not
 * come along. Loads /dashboard (affiliate) and /admin/users (admin) in Chromium, cold cache. Prints figures;
 * asserts nothing. Needs `deno task build` first. Usage: deno run -A bench/spa_bundle.ts
 */
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { createUser } from "../adapters/http/test_users.ts";
import { launchChromium, setSession } from "../web/e2e/harness.ts";
import { kb, printDownloads, recordDownloads } from "./page_weight.ts";

const BUDGET_KB = 80;

const kamai = await startKamai(testAppConfig(), { publicUrlFromPort: true });
const browser = await launchChromium();
try {
  for (
    const { role, path } of [
      { role: "user", path: "/dashboard" },
      { role: "admin", path: "/admin/users" },
    ] as const
  ) {
    const user = await createUser(kamai.infra, { role, approved: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    // Any same-origin file without scripts gives the page an origin to store the session in.
    await page.goto(`${kamai.url}/favicon.svg`);
    await setSession(page, { token: user.token, role, approved: true });
    const downloads = await recordDownloads(page, async () => {
      await page.goto(`${kamai.url}${path}`, { waitUntil: "networkidle" });
    });
    const landedOn = new URL(page.url()).pathname;
    const heading = await page.locator("h1").first().textContent();
    console.log(
      `Signed-in ${role}, first load of ${path} (landed on ${landedOn}, h1 "${heading}"):`,
    );
    const scripts = downloads.filter((d) => d.type === "script");
    // The six largest files say where the weight is; the rest are small split chunks.
    printDownloads([...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 6));
    if (scripts.length > 6) {
      console.log(`  … and ${scripts.length - 6} smaller split chunks`);
    }
    const js = scripts.reduce((sum, d) => sum + d.gzip, 0);
    const css = downloads.filter((d) => d.type === "stylesheet")
      .reduce((sum, d) => sum + d.gzip, 0);
    console.log(
      `  JavaScript: ${scripts.length} files, ${
        kb(js)
      } KB gzipped (budget ${BUDGET_KB} KB: ${
        js <= BUDGET_KB * 1024 ? "within" : "OVER"
      }); CSS ${kb(css)} KB gzipped`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await kamai.close();
}
