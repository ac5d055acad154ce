import assert from "node:assert/strict";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createAltchaChallenge } from "./altcha_challenge.ts";
import {
  createAltchaVerifier,
  decodeAltchaPayload,
} from "./altcha_verifier.ts";
import { createInMemoryUsedPayloadStore } from "./used_payload_store.ts";
import { solveCaptchaChallenge } from "./solve_for_tests.ts";

const KEY = "altcha-test-hmac-key";

Deno.test("a solved ALTCHA challenge verifies once; a replay is refused", async () => {
  const verifier = createAltchaVerifier(KEY, createInMemoryUsedPayloadStore());
  const challenge = await createAltchaChallenge(KEY);
  assert.equal(challenge.parameters.algorithm, "PBKDF2/SHA-256");
  const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
  assert.ok(
    expiresIn > 9 * 60_000 && expiresIn <= 10 * 60_000,
    "expires in about 10 minutes",
  );
  const payload = await solveCaptchaChallenge(
    JSON.parse(JSON.stringify(challenge)),
  );
  assert.equal(await verifier.verify(payload, null), true);
  assert.equal(await verifier.verify(payload, null), false);
});

Deno.test("ALTCHA refuses another key's challenge, tampered solutions, expired challenges and garbage", async () => {
  const verifier = createAltchaVerifier(KEY, createInMemoryUsedPayloadStore());
  const foreign = await solveCaptchaChallenge(
    await createAltchaChallenge("another-key"),
  );
  assert.equal(await verifier.verify(foreign, null), false);

  const good = JSON.parse(
    atob(await solveCaptchaChallenge(await createAltchaChallenge(KEY))),
  );
  const wrongCounter = {
    ...good,
    solution: { ...good.solution, counter: good.solution.counter + 1 },
  };
  assert.equal(
    await verifier.verify(btoa(JSON.stringify(wrongCounter)), null),
    false,
  );
  const easier = {
    ...good,
    challenge: {
      ...good.challenge,
      parameters: { ...good.challenge.parameters, cost: 1 },
    },
  };
  assert.equal(
    await verifier.verify(btoa(JSON.stringify(easier)), null),
    false,
  );

  const expired = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 10,
    counter: 5,
    deriveKey,
    hmacSignatureSecret: KEY,
    expiresAt: new Date(Date.now() - 1000),
  });
  assert.equal(
    await verifier.verify(await solveCaptchaChallenge(expired), null),
    false,
  );

  for (
    const bad of [
      "",
      "not base64!",
      btoa("{}"),
      btoa("null"),
      btoa('{"challenge":1,"solution":2}'),
    ]
  ) {
    assert.equal(await verifier.verify(bad, null), false, bad);
    if (bad !== "") assert.equal(decodeAltchaPayload(bad), null);
  }
  const weird = {
    challenge: { signature: "ab", parameters: { algorithm: "MD5" } },
    solution: { counter: 1 },
  };
  assert.equal(await verifier.verify(btoa(JSON.stringify(weird)), null), false);
});
