import assert from "node:assert/strict";
import { forEachDatabase } from "../postgres/test_databases.ts";
import { createAltchaChallenge, TEST_ALTCHA_WORK } from "./altcha_challenge.ts";
import { createAltchaVerifier } from "./altcha_verifier.ts";
import { createPostgresUsedPayloadStore } from "./used_payload_store.ts";
import { solveCaptchaChallenge } from "./solve_for_tests.ts";

forEachDatabase(
  "used captcha payloads: first use wins across verifier instances; expired rows are pruned",
  async (t, { sql }) => {
    const store = createPostgresUsedPayloadStore(sql);
    await t.step(
      "markUsed is true once per signature, also under a race",
      async () => {
        const future = new Date(Date.now() + 60_000);
        assert.equal(await store.markUsed("sig-1", future), true);
        assert.equal(await store.markUsed("sig-1", future), false);
        const raced = await Promise.all(
          [1, 2, 3].map(() => store.markUsed("sig-2", future)),
        );
        assert.equal(raced.filter(Boolean).length, 1);
      },
    );
    await t.step("expired signatures are dropped", async () => {
      await store.markUsed("old", new Date(Date.now() - 1000));
      await store.markUsed("sig-3", new Date(Date.now() + 60_000));
      const rows =
        await sql`SELECT signature FROM used_captcha_payloads WHERE signature = 'old'`;
      assert.equal(rows.length, 0);
    });
    await t.step(
      "a payload accepted by one instance is refused by another (a restart or a second server)",
      async () => {
        // The test apps' work (docs/CONVENTIONS.md): what is checked is the second use, not the solving.
        const payload = await solveCaptchaChallenge(
          await createAltchaChallenge("k", TEST_ALTCHA_WORK),
        );
        assert.equal(
          await createAltchaVerifier("k", createPostgresUsedPayloadStore(sql))
            .verify(payload, null),
          true,
        );
        assert.equal(
          await createAltchaVerifier("k", createPostgresUsedPayloadStore(sql))
            .verify(payload, null),
          false,
        );
      },
    );
  },
);
