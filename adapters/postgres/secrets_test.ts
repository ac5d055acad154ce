import assert from "node:assert/strict";
import type { AppConfig } from "../config.ts";
import { resolveSecrets } from "./secrets.ts";
import { forEachDatabase } from "./test_databases.ts";
import { testAppConfig } from "../http/test_app.ts";

// The test app's development config, without its admin account.
function config(overrides: Partial<AppConfig> = {}): AppConfig {
  return testAppConfig({
    publicUrl: "http://localhost:8000",
    adminEmail: null,
    adminPassword: null,
    webDistDir: "web/dist",
    ...overrides,
  });
}

forEachDatabase(
  "resolveSecrets keeps generated development secrets and prefers configured ones",
  async (t, { sql }) => {
    await t.step(
      "development generates each secret once and concurrent starts agree",
      async () => {
        const [a, b] = await Promise.all([
          resolveSecrets(sql, config()),
          resolveSecrets(sql, config()),
        ]);
        assert.deepEqual(a, b);
        assert.ok(a.jwtSecret.length >= 43);
        assert.notEqual(a.jwtSecret, a.altchaHmacKey);
        assert.deepEqual(await resolveSecrets(sql, config()), a);
        const [count] = await sql`select count(*)::int as n from app_secrets`;
        assert.equal(count.n, 4);
        assert.notEqual(a.clickIdSecret, a.jwtSecret);
      },
    );

    await t.step("a configured value wins over the stored one", async () => {
      const secrets = await resolveSecrets(
        sql,
        config({ jwtSecret: "from-env" }),
      );
      assert.equal(secrets.jwtSecret, "from-env");
    });

    await t.step(
      "production never generates the JWT or conversions secret",
      async () => {
        await assert.rejects(
          () =>
            resolveSecrets(
              sql,
              config({ appEnv: "production", conversionsSecret: "c" }),
            ),
          /JWT_SECRET must be set in production/,
        );
        const secrets = await resolveSecrets(
          sql,
          config({
            appEnv: "production",
            jwtSecret: "j",
            conversionsSecret: "c",
            recaptchaSecret: "r",
          }),
        );
        assert.deepEqual([secrets.jwtSecret, secrets.conversionsSecret], [
          "j",
          "c",
        ]);
        // The click id secret is never configured: production keeps the generated one every instance shares.
        const [stored] = await sql<{ value: string }[]>`
          select value from app_secrets where name = 'click_id_secret'`;
        assert.equal(secrets.clickIdSecret, stored.value);
      },
    );
  },
);
