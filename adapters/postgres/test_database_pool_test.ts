import assert from "node:assert/strict";
import { connectUrl } from "./connect.ts";
import { openTestDatabase, testDatabaseUrl } from "./test_databases.ts";
import { stateFingerprint } from "./test_database_pool.ts";

if (testDatabaseUrl()) {
  Deno.test({
    name:
      "a reused PostgreSQL test database comes back in the template's state; one whose schema changed is dropped",
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      const first = await openTestDatabase("postgres");
      const fresh = await stateFingerprint(first.sql);
      // A seeded row changed, a sequence moved, a row added: all undone by the reset.
      await first
        .sql`UPDATE commission_settings SET global_commission_bp = 1234`;
      await first.sql`SELECT nextval('users_id_seq')`;
      await first.sql`INSERT INTO used_captcha_payloads (signature, expires_at)
        VALUES ('s', now() + interval '1 hour')`;
      assert.notEqual(await stateFingerprint(first.sql), fresh);
      await first.close();

      const second = await openTestDatabase("postgres");
      assert.equal(await stateFingerprint(second.sql), fresh);
      await second.sql`CREATE TABLE left_behind (id int)`;
      const name = new URL(second.url).pathname.slice(1);
      await second.close();
      const admin = connectUrl(testDatabaseUrl()!, 1);
      try {
        const rows =
          await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
        assert.equal(
          rows.length,
          0,
          "a database whose schema changed is dropped",
        );
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  });
}
