import assert from "node:assert/strict";
import { startKamai } from "./bootstrap.ts";
import { forEachTestApp, TEST_ADMIN, testAppConfig } from "./http/test_app.ts";
import { migratedSnapshot } from "./postgres/test_databases.ts";

forEachTestApp(
  "startKamai serves the API on a real port, migrated, with the admin account",
  async (t, app) => {
    await t.step("health answers over HTTP", async () => {
      const res = await app.json("/api/health");
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { status: "ok" });
      assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    });

    await t.step(
      "the configured admin exists, verified and approved",
      async () => {
        const rows = await app.infra.sql`
      select role, is_verified, is_approved from users where email = ${TEST_ADMIN.email}`;
        assert.deepEqual(rows.map((r) => ({ ...r })), [{
          role: "admin",
          is_verified: true,
          is_approved: true,
        }]);
      },
    );

    await t.step(
      "the public URL is the served port, and development secrets were generated",
      () => {
        assert.equal(app.infra.config.publicUrl, app.url);
        assert.ok(app.infra.secrets.jwtSecret.length >= 32);
      },
    );

    await t.step(
      "unknown API paths and malformed JSON answer { message, code }",
      async () => {
        assert.deepEqual((await app.json("/api/no-such-thing")).body, {
          message: "Not found",
          code: "NOT_FOUND",
        });
        const bad = await app.json("/api/auth/login", {
          body: "{not json",
          headers: { "content-type": "application/json" },
        });
        assert.equal(bad.status, 400);
        assert.equal(bad.body.code, "INVALID_JSON");
      },
    );

    await t.step("the development mail outbox is mounted", async () => {
      const res = await app.json("/api/dev/mail");
      assert.equal(res.status, 200);
      assert.ok(Array.isArray(res.body));
    });
  },
);

forEachTestApp(
  "production never serves the development mail outbox",
  async (_t, app) => {
    assert.equal((await app.json("/api/dev/mail")).status, 404);
    const page = await app.request("/dev/mail");
    await page.body?.cancel();
    assert.equal(page.status, 404);
  },
  {
    config: {
      appEnv: "production",
      jwtSecret: "j".repeat(40),
      conversionsSecret: "conversions",
      altchaHmacKey: "altcha",
    },
  },
);

Deno.test({
  name:
    "a PGlite DATA_DIR is locked while in use, keeps its secrets across restarts, and close() runs shutdown tasks",
  sanitizeOps: false,
  sanitizeResources: false,
}, async () => {
  const dataDir = await Deno.makeTempDir();
  const config = testAppConfig({
    dataDir,
    adminEmail: null,
    adminPassword: null,
  });
  // The first start loads the migrated snapshot into DATA_DIR instead of running initdb and every migration there.
  const first = await startKamai(config, {
    pgliteSnapshot: await migratedSnapshot(),
  });
  const calls: string[] = [];
  first.infra.onShutdown(async () => {
    // Shutdown tasks still have the database: the server stops first, then tasks run, then the database closes.
    const [row] = await first.infra.sql`select 1 as one`;
    calls.push(`flushed ${row.one}`);
  });
  try {
    await assert.rejects(
      () => startKamai(config),
      (error: Error) =>
        error.message ===
          `DATA_DIR ${dataDir} is in use by another Kamai process (pid ${Deno.pid})`,
    );
    assert.equal(
      (await fetch(`${first.url}/api/health`).then((r) => r.json())).status,
      "ok",
    );
  } finally {
    await first.close();
  }
  assert.deepEqual(calls, ["flushed 1"]);
  await assert.rejects(() => fetch(`${first.url}/api/health`));

  const second = await startKamai(config);
  try {
    assert.equal(second.infra.secrets.jwtSecret, first.infra.secrets.jwtSecret);
  } finally {
    await second.close();
  }
  await Deno.remove(dataDir, { recursive: true });
});
