/** Browser test of operator API keys: the admin makes a key, sees it once, sees its last use, revokes it. */
import assert from "node:assert/strict";
import { E2E_ADMIN, setSession, startE2e } from "./harness.ts";
import { loginAs } from "../../adapters/http/test_users.ts";

Deno.test({
  name:
    "api keys in the browser: make one with scopes, the key shown once, its last use, revoke",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const adminToken = await loginAs(
        e2e.app.infra,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const { page } = await e2e.newPage({ width: 360 });
      await page.goto("/unauthorized");
      await setSession(page, {
        token: adminToken,
        role: "admin",
        approved: true,
      });
      await page.goto("/admin/api-keys");
      let key = "";

      await t.step("no keys yet; making one shows the key once", async () => {
        await page.getByRole("heading", { name: "API keys" }).first()
          .waitFor();
        await page.getByText("No API keys yet. Make one above.").waitFor();
        await page.getByLabel("Name").fill("Accounting");
        await page.getByRole("checkbox", { name: "payouts:read" }).check();
        await page.getByRole("button", { name: "Make key" }).click();
        await page.getByText(/shown only this once/).waitFor();
        await page.getByRole("button", { name: "Reveal API key" }).click();
        key = (await page.getByLabel("API key", { exact: true }).textContent())
          ?.trim() ?? "";
        assert.match(key, /^kamai_sk_/);
        await page.getByRole("cell", { name: "Accounting" }).first().waitFor();
        await page.getByText("Never").first().waitFor();
      });

      await t.step("a call with the key shows as its last use", async () => {
        const res = await fetch(`${e2e.app.url}/api/payouts/admin`, {
          headers: { authorization: `Bearer ${key}` },
        });
        assert.equal(res.status, 200);
        await res.body?.cancel();
        await page.reload();
        await page.getByRole("cell", { name: "Accounting" }).first().waitFor();
        assert.equal(await page.getByText("Never").count(), 0);
      });

      await t.step("revoking asks first, then the key stops", async () => {
        await page.getByRole("button", { name: "Revoke the key Accounting" })
          .click();
        await page.getByRole("dialog").getByRole("button", { name: "OK" })
          .click();
        await page.getByText('Key "Accounting" revoked.').waitFor();
        await page.getByText("Revoked", { exact: true }).first().waitFor();
        const res = await fetch(`${e2e.app.url}/api/payouts/admin`, {
          headers: { authorization: `Bearer ${key}` },
        });
        assert.equal(res.status, 401);
        await res.body?.cancel();
      });
    } finally {
      await e2e.close();
    }
  },
});
