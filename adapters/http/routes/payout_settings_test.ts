import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN, type TestApp } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";

/** The audit rows of one action, oldest first. */
async function auditDetails(app: TestApp, action: string): Promise<string[]> {
  const rows = await app.infra.sql<{ details: string }[]>`
    SELECT details FROM audit_logs WHERE action = ${action} ORDER BY id`;
  return rows.map((r) => r.details);
}

forEachTestApp(
  "payout settings API: settings, minimum payout, withholding tax, saved accounts",
  async (t, app) => {
    const adminToken = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const user = await createUser(app.infra, { name: "Ali Khan" });
    const patch = (body: unknown, token = adminToken) =>
      app.json("/api/admin/settings", { method: "PATCH", body, token });

    await t.step("defaults: no minimum, both switches off, USD", async () => {
      const res = await app.json("/api/admin/settings", { token: adminToken });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        minimumPayout: 0,
        makerChecker: false,
        withholdingTax: false,
        currency: "USD",
      });
      const pub = await app.json("/api/settings/public");
      assert.deepEqual(pub.body, {
        currency: "USD",
        minimumPayout: 0,
        withholdingTax: false,
      });
    });

    await t.step(
      "PATCH changes only the fields sent, audits each change, reads money exactly",
      async () => {
        const res = await app.request("/api/admin/settings", {
          method: "PATCH",
          headers: {
            authorization: `Bearer ${adminToken}`,
            "content-type": "application/json",
          },
          // 10.10 is read from its text, not its double.
          body: '{"minimumPayout": 10.10, "makerChecker": true}',
        });
        assert.equal(res.status, 200);
        assert.deepEqual(await res.json(), {
          message: "Settings saved.",
          settings: {
            minimumPayout: 10.1,
            makerChecker: true,
            withholdingTax: false,
            currency: "USD",
          },
        });
        const [row] = await app.infra.sql<{ minor: string }[]>`
          SELECT minimum_payout_minor::text AS minor FROM payout_settings`;
        assert.equal(row.minor, "1010");
        assert.deepEqual(await auditDetails(app, "Update Settings"), [
          "Minimum payout $0.00 → $10.10",
          "Maker–checker off → on",
        ]);
        const again = await patch({ currency: "PKR", makerChecker: true });
        assert.equal(again.status, 200);
        assert.equal(again.body.settings.currency, "PKR");
        assert.deepEqual(
          (await auditDetails(app, "Update Settings")).slice(2),
          [
            "Display currency USD → PKR",
          ],
        );
        const same = await patch({});
        assert.equal(same.status, 200);
        assert.equal((await auditDetails(app, "Update Settings")).length, 3);
      },
    );

    await t.step(
      "a bad field refuses the whole PATCH and changes nothing",
      async () => {
        for (
          const [body, field] of [
            [{ minimumPayout: -1 }, "minimumPayout"],
            [{ minimumPayout: "1.005" }, "minimumPayout"],
            [{ minimumPayout: "abc", currency: "USD" }, "minimumPayout"],
            [{ currency: "EUR" }, "currency"],
            [{ withholdingTax: "true" }, "withholdingTax"],
            [{ makerChecker: false, withholdingTax: 1 }, "withholdingTax"],
          ] as const
        ) {
          const res = await patch(body);
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.code, "VALIDATION_ERROR");
          assert.equal(res.body.field, field);
          assert.equal(typeof res.body.message, "string");
        }
        const res = await app.json("/api/admin/settings", {
          token: adminToken,
        });
        assert.deepEqual(res.body, {
          minimumPayout: 10.1,
          makerChecker: true,
          withholdingTax: false,
          currency: "PKR",
        });
        assert.equal((await auditDetails(app, "Update Settings")).length, 3);
      },
    );

    await t.step(
      "an affiliate can neither read nor change the settings",
      async () => {
        assert.equal(
          (await app.json("/api/admin/settings", { token: user.token })).status,
          403,
        );
        assert.equal(
          (await patch({ makerChecker: false }, user.token)).status,
          403,
        );
        assert.equal((await app.json("/api/admin/settings")).status, 401);
      },
    );

    await t.step("back to the defaults for the steps below", async () => {
      const res = await patch({
        minimumPayout: 0,
        makerChecker: false,
        currency: "USD",
      });
      assert.equal(res.status, 200);
    });
  },
);
