/**
 * Browser test (issue 31's done-when): every menu page of an affiliate and of an admin at 390 px, in English and
 * Urdu, keeps every amount on one line and never scrolls sideways; the measure itself is checked first.
 * Its own file, beside stats_answer_test.ts, so the two long walks run side by side.
 */
import assert from "node:assert/strict";
import { newSignedInPage, startE2e } from "./harness.ts";
import { brokenAmounts, menuPaths, sidewaysOverflow } from "./amount_layout.ts";
import { seed } from "./stats_seed.ts";

Deno.test({
  name:
    "every menu page keeps amounts whole and fits the phone, for an affiliate and an admin, in English and Urdu",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const s = await seed(e2e);
      // One signed-in page per role at 390 px, kept for both languages: each walk sets the browser's remembered
      // language (the kamai_lang cookie) before its loads, so each page loads in it as in a fresh page.
      const pages = {
        user: (await newSignedInPage(e2e, s.amina.token, "user", {
          width: 390,
        })).page,
        admin: (await newSignedInPage(e2e, s.adminToken, "admin", {
          width: 390,
        })).page,
      };
      const open = async (
        role: "user" | "admin",
        path: string,
        language: "en" | "ur",
      ) => {
        const page = pages[role];
        await page.context().addCookies([{
          name: "kamai_lang",
          value: language,
          url: e2e.url,
        }]);
        await page.goto(path, { waitUntil: "networkidle" });
        return page;
      };
      await t.step(
        "the measure itself: an amount squeezed into 3 characters is found broken",
        async () => {
          const page = await open("user", "/dashboard", "en");
          await page.evaluate(() => {
            // deno-lint-ignore no-explicit-any
            const d = (globalThis as any).document;
            const probe = d.createElement("p");
            probe.style.cssText = "width: 3ch; overflow-wrap: anywhere";
            probe.textContent = "$3,277,197.61";
            d.body.prepend(probe);
          });
          assert.deepEqual(await brokenAmounts(page), [
            '$3,277,197.61 in "$3,277,197.61"',
          ]);
        },
      );

      for (const language of ["en", "ur"] as const) {
        for (const role of ["user", "admin"] as const) {
          await t.step(
            `390 px, ${language}: every ${role} menu page keeps amounts whole and fits the phone`,
            async () => {
              const page = await open(
                role,
                role === "user" ? "/dashboard" : "/admin/overview",
                language,
              );
              const paths = await menuPaths(page);
              assert.ok(
                paths.length >= (role === "user" ? 8 : 20),
                paths.join(),
              );
              const problems: string[] = [];
              for (const path of paths) {
                await page.goto(path, { waitUntil: "networkidle" });
                await page.locator("main h1, main .page-title").first()
                  .waitFor().catch(() => {});
                const broken = await brokenAmounts(page);
                const overflow = await sidewaysOverflow(page);
                if (broken.length > 0) {
                  problems.push(`${path}: ${broken.join("; ")}`);
                }
                if (overflow > 0) {
                  problems.push(`${path}: ${overflow} px sideways`);
                }
              }
              assert.deepEqual(problems, []);
            },
          );
        }
      }
    } finally {
      await e2e.close();
    }
  },
});
