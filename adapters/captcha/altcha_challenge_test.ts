import assert from "node:assert/strict";
import {
  ALTCHA_WORK,
  createAltchaChallenge,
  TEST_ALTCHA_WORK,
} from "./altcha_challenge.ts";

Deno.test("a challenge asks the production work unless a test app asks less", async () => {
  const real = await createAltchaChallenge("key");
  assert.equal(real.parameters.cost, ALTCHA_WORK.cost);
  assert.equal(ALTCHA_WORK.cost, 500);
  const cheap = await createAltchaChallenge("key", TEST_ALTCHA_WORK);
  assert.equal(cheap.parameters.cost, 1);
});
