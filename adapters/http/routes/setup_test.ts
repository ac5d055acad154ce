import assert from "node:assert/strict";
import { forEachTestApp, testAppConfig } from "../test_app.ts";
import { hashToken } from "../../../domain/auth/auth_rules.ts";
import { issueSetupLink } from "../../../domain/setup/issue_setup_link.ts";
import { startKamai } from "../../bootstrap.ts";
import {
  migratedSnapshot,
  openTestDatabase,
  testDatabaseKinds,
} from "../../postgres/test_databases.ts";

const NO_ADMIN = { config: { adminEmail: null, adminPassword: null } };

/** The token at the end of a printed setup link. */
function tokenOf(setupUrl: string | null): string {
  assert.ok(setupUrl, "a setup link is printed while no admin exists");
  const match = setupUrl.match(/^http:\/\/localhost:\d+\/setup\/([\w-]+)$/);
  assert.ok(match, `setup link shape: ${setupUrl}`);
  return match[1];
}

forEachTestApp(
  "the first-run setup link creates the first admin once, then never again",
  async (t, app) => {
    const token = tokenOf(app.setupUrl);
    const setupPath = `/api/setup/${token}`;

    await t.step("only the token's hash is stored", async () => {
      const rows = await app.infra.sql<{ token_hash: string }[]>`
        SELECT token_hash FROM setup_links`;
      assert.deepEqual(rows.map((r) => r.token_hash), [
        await hashToken(token),
      ]);
    });

    await t.step("the link is valid; a made-up one is not", async () => {
      const valid = await app.json(setupPath);
      assert.equal(valid.status, 200);
      assert.equal(valid.body.message, "Create the first admin account.");
      const bogus = await app.json("/api/setup/not-a-setup-token");
      assert.equal(bogus.status, 404);
      assert.equal(bogus.body.code, "SETUP_LINK_INVALID");
    });

    await t.step(
      "fields are checked as on sign-up, and the link survives",
      async () => {
        const short = await app.json(setupPath, {
          body: { email: "owner@kamai.test", password: "12345" },
        });
        assert.equal(short.status, 400);
        assert.deepEqual(short.body, {
          code: "VALIDATION_ERROR",
          message: "Password should be at least 6 characters.",
        });
        const email = await app.json(setupPath, {
          body: { email: "not-an-email", password: "owner-pass-123" },
        });
        assert.equal(email.status, 400);
        assert.equal(email.body.message, "Please enter a valid email address.");
        assert.equal((await app.json(setupPath)).status, 200);
      },
    );

    await t.step("of racing creations exactly one wins", async () => {
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map((i) =>
          app.json(setupPath, {
            body: {
              email: `Owner${i}@Kamai.test `,
              password: "owner-pass-123",
            },
          })
        ),
      );
      const won = answers.filter((a) => a.status === 201);
      assert.equal(won.length, 1, JSON.stringify(answers.map((a) => a.body)));
      for (const lost of answers.filter((a) => a.status !== 201)) {
        assert.equal(lost.status, 409);
        assert.equal(lost.body.code, "SETUP_DONE");
      }
      const admins = await app.infra.sql<
        { email: string; is_verified: boolean; is_approved: boolean }[]
      >`SELECT email, is_verified, is_approved FROM users WHERE role = 'admin'`;
      assert.equal(admins.length, 1);
      assert.match(admins[0].email, /^owner\d@kamai\.test$/);
      assert.equal(admins[0].is_verified, true);
      assert.equal(admins[0].is_approved, true);

      const session = won[0].body;
      assert.equal(session.role, "admin");
      assert.equal(session.approved, true);
      const me = await app.json("/api/auth/me", { token: session.token });
      assert.equal(me.status, 200);
      assert.equal(me.body.email, admins[0].email);
      assert.equal(me.body.role, "admin");

      const audit = await app.infra.sql<{ action: string; details: string }[]>`
        SELECT action, details FROM audit_logs`;
      assert.deepEqual([...audit], [{
        action: "Create First Admin",
        details: `First admin ${
          admins[0].email
        } created through the setup link`,
      }]);
    });

    await t.step(
      "the used link is dead for reading and for writing",
      async () => {
        const read = await app.json(setupPath);
        assert.equal(read.status, 409);
        assert.equal(read.body.code, "SETUP_DONE");
        const write = await app.json(setupPath, {
          body: { email: "late@kamai.test", password: "late-pass-123" },
        });
        assert.equal(write.status, 409);
        const [{ count }] = await app.infra.sql<{ count: number }[]>`
        SELECT count(*)::int AS count FROM users`;
        assert.equal(count, 1);
      },
    );

    await t.step("a start while an admin exists issues no link", async () => {
      const issued = await issueSetupLink({
        uow: app.services.setup.issueUow,
        random: app.infra.random,
      });
      assert.equal(issued, null);
    });

    await t.step(
      "even with no admin left, the used link stays dead",
      async () => {
        await app.infra.sql`UPDATE users SET deleted_at = now()`;
        const fresh = await issueSetupLink({
          uow: app.services.setup.issueUow,
          random: app.infra.random,
        });
        assert.ok(fresh, "a new link is issued once no admin exists");
        assert.equal((await app.json(setupPath)).status, 409);
        assert.equal((await app.json(`/api/setup/${fresh}`)).status, 200);
      },
    );
  },
  NO_ADMIN,
);

forEachTestApp(
  "a setup link is refused while an admin exists",
  async (t, app) => {
    await t.step("no link is printed when ADMIN_EMAIL made an admin", () => {
      assert.equal(app.setupUrl, null);
    });
    await t.step(
      "a stored link answers SETUP_DONE and creates nobody",
      async () => {
        const token = "left-over-setup-token";
        await app.infra.sql`
        INSERT INTO setup_links (token_hash) VALUES (${await hashToken(
          token,
        )})`;
        const read = await app.json(`/api/setup/${token}`);
        assert.equal(read.status, 409);
        assert.equal(read.body.code, "SETUP_DONE");
        const write = await app.json(`/api/setup/${token}`, {
          body: { email: "intruder@kamai.test", password: "intruder-123" },
        });
        assert.equal(write.status, 409);
        assert.equal(write.body.code, "SETUP_DONE");
        const [{ count }] = await app.infra.sql<{ count: number }[]>`
        SELECT count(*)::int AS count FROM users WHERE email = 'intruder@kamai.test'`;
        assert.equal(count, 0);
      },
    );
  },
);

for (const kind of testDatabaseKinds()) {
  Deno.test({
    name: `a used setup link stays dead after a restart [${kind}]`,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      // The same database across two starts: a PostgreSQL database, or a PGlite DATA_DIR on disk.
      const database = kind === "postgres"
        ? await openTestDatabase("postgres")
        : null;
      const dataDir = kind === "pglite" ? await Deno.makeTempDir() : ":memory:";
      const config = testAppConfig({
        adminEmail: null,
        adminPassword: null,
        databaseUrl: database?.url ?? null,
        dataDir,
      });
      try {
        const first = await startKamai(config, {
          publicUrlFromPort: true,
          pgliteSnapshot: kind === "pglite"
            ? await migratedSnapshot()
            : undefined,
        });
        const token = tokenOf(first.setupUrl);
        try {
          const res = await fetch(`${first.url}/api/setup/${token}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              email: "owner@kamai.test",
              password: "owner-pass-123",
            }),
          });
          assert.equal(res.status, 201);
          await res.body?.cancel();
        } finally {
          await first.close();
        }
        const second = await startKamai(config, { publicUrlFromPort: true });
        try {
          assert.equal(second.setupUrl, null);
          const res = await fetch(`${second.url}/api/setup/${token}`);
          assert.equal(res.status, 409);
          assert.equal((await res.json()).code, "SETUP_DONE");
        } finally {
          await second.close();
        }
      } finally {
        await database?.close();
        if (kind === "pglite") await Deno.remove(dataDir, { recursive: true });
      }
    },
  });
}
