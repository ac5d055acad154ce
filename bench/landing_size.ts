/// <reference lib="dom" />
/**
 * Speed budget (a): the landing page's first load (English / and Urdu /ur) in Chromium — no render-blocking JavaScript, and at most
 * 50 KB gzipped of HTML, CSS and fonts. Prints figures; asserts nothing. Needs `deno task build` first.
 * Usage: deno run -A bench/landing_size.ts
 */
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { launchChromium } from "../web/e2e/harness.ts";
import { kb, printDownloads, recordDownloads } from "./page_weight.ts";

const BUDGET_KB = 50;

const kamai = await startKamai(testAppConfig(), { publicUrlFromPort: true });
const browser = await launchChromium();
try {
  // The English landing and its Urdu twin (docs/i18n.md) share the budget.
  for (const path of ["/", "/ur"]) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    const downloads = await recordDownloads(page, async () => {
      await page.goto(`${kamai.url}${path}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
    });
    // Any <script> that is neither async, deferred nor a module blocks rendering; the landing should have none at all.
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((s) => ({
        src: s.src,
        blocking: !s.async && !s.defer && s.type !== "module",
      }))
    );
    console.log(`Landing page (${path}) first load in Chromium, cold cache:`);
    const weighed = downloads.filter((d) =>
      ["document", "stylesheet", "font"].includes(d.type)
    );
    const total = printDownloads(downloads);
    const budgeted = weighed.reduce((sum, d) => sum + d.gzip, 0);
    console.log(
      `  HTML + CSS + fonts: ${
        kb(budgeted)
      } KB gzipped (budget ${BUDGET_KB} KB: ${
        budgeted <= BUDGET_KB * 1024 ? "within" : "OVER"
      }); everything: ${kb(total)} KB`,
    );
    console.log(
      `  scripts on the page: ${scripts.length}, render-blocking: ${
        scripts.filter((s) => s.blocking).length
      }; JavaScript downloaded: ${
        kb(
          downloads.filter((d) => d.type === "script").reduce(
            (sum, d) => sum + d.gzip,
            0,
          ),
        )
      } KB`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await kamai.close();
}
