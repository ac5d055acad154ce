/**
 * Browser test of one state per person (issue 31, docs/first-week.md): the admin's state badges, filter chips with
 * counts and the actions each state allows on /admin/users; each affiliate's own page saying their state with the
 * next step and a support link; an approved affiliate signing in straight to /dashboard with Submit Profile moved
 * to the end of the menu. At 1280 px and 390 px.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import {
  callApi,
  type E2e,
  E2E_ADMIN,
  loginViaUi,
  startE2e,
  waitForPath,
} from "./harness.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { sessionTabs } from "./session_tabs.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";

/** Five affiliates, one in each state. */
async function seed(e2e: E2e) {
  const ctx = e2e.app.infra;
  const adminToken = await loginAs(ctx, E2E_ADMIN.email, E2E_ADMIN.password);
  const make = (name: string, email: string) =>
    createUser(ctx, { name, email, approved: false });
  const nadia = await make("Nadia Noor", "nadia@state.pk");
  const parvez = await make("Parvez Iqbal", "parvez@state.pk");
  const amina = await make("Amina Shah", "amina@state.pk");
  const rashid = await make("Rashid Ali", "rashid@state.pk");
  const bushra = await make("Bushra Khan", "bushra@state.pk");
  for (const u of [parvez, amina, rashid, bushra]) {
    await callApi(e2e, u.token, "POST", "/api/profile", { name: u.name });
  }
  await callApi(e2e, adminToken, "POST", `/api/admin/approve/${amina.id}`);
  await callApi(e2e, adminToken, "POST", `/api/admin/reject/${rashid.id}`, {
    reason: "Add your social links.",
  });
  // Bushra was approved, then blocked: her page must not call her approved.
  await callApi(e2e, adminToken, "POST", `/api/admin/approve/${bushra.id}`);
  await callApi(
    e2e,
    adminToken,
    "POST",
    `/api/admin/users/${bushra.id}/toggle-block`,
  );
  const fresh = async (u: { email: string; password: string }) =>
    await loginAs(ctx, u.email, u.password);
  return {
    adminToken,
    people: { nadia, parvez, amina, rashid, bushra },
    tokens: {
      nadia: nadia.token,
      parvez: parvez.token,
      rashid: rashid.token,
      // The block ended Bushra's sessions; she signs in again.
      bushra: await fresh(bushra),
    },
  };
}

/** Sideways overflow of the page in pixels (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return await page.evaluate(
    "document.documentElement.scrollWidth - window.innerWidth",
  ) as number;
}

/** The filter chip whose name starts with `label`. */
function chip(page: Page, label: string): Locator {
  return page.getByRole("group", { name: "Filter by state" })
    .getByRole("button", { name: new RegExp(`^${label}`) });
}

Deno.test({
  name:
    "lifecycle states in the browser: admin badges, chips and actions; each affiliate's own state; approved sign-in",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab per width, its session swapped per page: a new context per page was most of this file's CPU.
    const tabs = sessionTabs(e2e);
    try {
      const { adminToken, people, tokens } = await seed(e2e);

      for (const width of [1280, 390]) {
        await t.step(
          `${width} px: /admin/users shows one badge, chips with counts, and only the fitting actions`,
          async () => {
            const page = await tabs.open(adminToken, "admin", "/admin/users", {
              width,
            });
            await page.getByText(people.nadia.email).first().waitFor();
            const counts = await callApi(
              e2e,
              adminToken,
              "GET",
              "/api/admin/user-states",
            );
            assert.equal(counts.pending, 1);
            assert.equal(counts.blocked, 1);
            const pendingChip = chip(page, "Pending review");
            assert.equal(
              (await pendingChip.textContent())?.replace(/\s+/g, " ").trim(),
              "Pending review 1",
            );
            assert.match(
              (await chip(page, "All").textContent()) ?? "",
              new RegExp(`${counts.all}$`),
            );
            // Nobody but Bushra is offered "Unblock".
            for (const p of [people.nadia, people.parvez, people.rashid]) {
              await page.getByRole("button", { name: `Block ${p.email}` })
                .waitFor();
              assert.equal(
                await page.getByRole("button", { name: `Unblock ${p.email}` })
                  .count(),
                0,
              );
            }
            await page.getByRole("button", {
              name: `Unblock ${people.bushra.email}`,
            }).waitFor();

            await pendingChip.click();
            await page.waitForURL(/state=pending/);
            await page.getByText(people.nadia.email).first().waitFor({
              state: "detached",
            });
            await page.getByRole("link", {
              name: `Review the submission of ${people.parvez.email}`,
            }).waitFor();
            assert.equal(await page.getByText(people.nadia.email).count(), 0);
            assert.equal(
              await pendingChip.getAttribute("aria-pressed"),
              "true",
            );
            const rows = page.locator("table.table tbody tr");
            assert.equal(await rows.count(), 1);
            assert.match(
              (await rows.first().textContent()) ?? "",
              /Pending review/,
            );

            await chip(page, "Blocked").click();
            await page.waitForURL(/state=blocked/);
            await page.getByText(people.parvez.email).first().waitFor({
              state: "detached",
            });
            await page.getByRole("button", {
              name: `Unblock ${people.bushra.email}`,
            }).waitFor();
            assert.equal(await rows.count(), 1);
            assert.match((await rows.first().textContent()) ?? "", /Blocked/);
            assert.equal(await overflow(page), 0);
            await assertNoSeriousAxeViolations(
              page,
              `/admin/users?state=blocked at ${width} px`,
            );
          },
        );

        await t.step(
          `${width} px: each affiliate's page says their state, the next step and a support link`,
          async () => {
            const cases: [keyof typeof tokens, RegExp][] = [
              ["nadia", /You have not sent your profile yet\.\s+Next step:/],
              ["parvez", /Submitted\. Awaiting admin approval\.\s+Next step:/],
              ["rashid", /Your profile was not approved\..*Add your social/],
              ["bushra", /Your account is blocked\./],
            ];
            for (const [who, text] of cases) {
              const page = await tabs.open(
                tokens[who],
                "user",
                "/complete-profile",
                { width },
              );
              // The guard sends an unapproved session here; the stored flag is set true by the tab.
              await waitForPath(page, "/complete-profile");
              const note = page.locator(".alert").first();
              await note.waitFor();
              assert.match((await note.textContent()) ?? "", text, who);
              if (who !== "nadia") {
                assert.equal(
                  await note.getByRole("link", { name: "contact support" })
                    .getAttribute("href"),
                  "mailto:support@kamai.pk",
                  who,
                );
              }
              if (who === "bushra") {
                assert.equal(
                  await page.getByText("Your profile has been approved.")
                    .count(),
                  0,
                );
                assert.equal(await page.locator("form").count(), 0);
              }
              assert.equal(await overflow(page), 0, who);
              await assertNoSeriousAxeViolations(
                page,
                `/complete-profile (${who}) at ${width} px`,
              );
            }
          },
        );

        await t.step(
          `${width} px: an approved affiliate signs in straight to /dashboard; Submit Profile is last`,
          async () => {
            const page = await tabs.signedOut({ width });
            await loginViaUi(page, people.amina.email, people.amina.password);
            await waitForPath(page, "/dashboard");
            await page.locator(".app-nav-list .app-nav-link").first().waitFor({
              state: "attached",
            });
            const links = await page.evaluate(() =>
              // deno-lint-ignore no-explicit-any
              [...(globalThis as any).document.querySelectorAll(
                ".app-nav-list .app-nav-link",
              )].map((el: { textContent: string }) => el.textContent.trim())
            );
            assert.ok(links.includes("Submit Profile"), links.join());
            assert.notEqual(links[0], "Submit Profile");
            assert.ok(
              links.indexOf("Submit Profile") > links.indexOf("Payouts"),
              links.join(),
            );
          },
        );
      }
    } finally {
      await e2e.close();
    }
  },
});
