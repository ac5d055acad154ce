import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresAuthTokenRepository } from "./auth_token_repository.ts";

forEachDatabase(
  "postgres auth tokens: single use, expiry, purpose, revokeAll, races",
  async (t, { sql }) => {
    const [user] =
      await sql`INSERT INTO users (name, email, password_hash) VALUES ('A', 'a@kamai.test', 'h') RETURNING id`;
    const userId = user.id as number;
    const tokens = createPostgresAuthTokenRepository(sql);
    const now = new Date("2026-01-15T10:00:00Z");
    const later = (ms: number) => new Date(now.getTime() + ms);
    await tokens.save({
      userId,
      purpose: "verify_email",
      tokenHash: "v1",
      expiresAt: later(60_000),
    });
    await tokens.save({
      userId,
      purpose: "reset_password",
      tokenHash: "r1",
      expiresAt: later(60_000),
    });
    await tokens.save({
      userId,
      purpose: "reset_password",
      tokenHash: "r2",
      expiresAt: later(60_000),
    });
    await tokens.save({
      userId,
      purpose: "reset_password",
      tokenHash: "race",
      expiresAt: later(60_000),
    });

    await t.step("a token is consumed once, only for its purpose", async () => {
      assert.equal(await tokens.consume("reset_password", "v1", now), null);
      assert.equal(await tokens.consume("verify_email", "v1", now), userId);
      assert.equal(await tokens.consume("verify_email", "v1", now), null);
      assert.equal(await tokens.consume("verify_email", "unknown", now), null);
    });
    await t.step("an expired token is refused", async () => {
      assert.equal(
        await tokens.consume("reset_password", "r1", later(60_000)),
        null,
      );
      assert.equal(
        await tokens.consume("reset_password", "r1", later(59_999)),
        userId,
      );
    });
    await t.step("concurrent uses: exactly one wins", async () => {
      const results = await Promise.all(
        [1, 2, 3, 4].map(() => tokens.consume("reset_password", "race", now)),
      );
      assert.equal(results.filter((r) => r === userId).length, 1);
    });
    await t.step(
      "revokeAll ends the user's other tokens of that purpose",
      async () => {
        await tokens.revokeAll(userId, "reset_password", now);
        assert.equal(await tokens.consume("reset_password", "r2", now), null);
      },
    );
    await t.step("only hashes are stored", async () => {
      const rows = await sql`SELECT token_hash FROM auth_tokens ORDER BY id`;
      assert.deepEqual(rows.map((r) => r.token_hash), [
        "v1",
        "r1",
        "r2",
        "race",
      ]);
    });
  },
);
