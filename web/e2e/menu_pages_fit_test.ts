/**
 * Browser test (issue 31's done-when): every menu page of an affiliate and of an admin at 390 px, in English and
 * Urdu, keeps every amount on one line and never scrolls sideways; the measure itself is checked first.
 * Its own file, beside stats_answer_test.ts, so the two long walks run side by side.
 */
import assert from "node:assert/strict";
import { startE2e } from "./harness.ts";
import { brokenAmounts, menuPaths, sidewaysOverflow } from "./amount_layout.ts";
import { open, seed } from "./stats_seed.ts";

Deno.test({
  name:
    "every menu page keeps amounts whole and fits the phone, for an affiliate and an admin, in English and Urdu",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const s = await seed(e2e);
      await t.step(
        "the measure itself: an amount squeezed into 3 characters is found broken",
        async () => {
          const page = await open(
            e2e,
            s.amina.token,
            "user",
            "/dashboard",
            390,
            "en",
          );
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
          await page.context().close();
        },
      );

      for (const language of ["en", "ur"] as const) {
        for (
          const [role, token] of [["user", s.amina.token], [
            "admin",
            s.adminToken,
          ]] as const
        ) {
          await t.step(
            `390 px, ${language}: every ${role} menu page keeps amounts whole and fits the phone`,
            async () => {
              const page = await open(
                e2e,
                token,
                role,
                role === "user" ? "/dashboard" : "/admin/overview",
                390,
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
              await page.context().close();
            },
          );
        }
      }
    } finally {
      await e2e.close();
    }
  },
});
