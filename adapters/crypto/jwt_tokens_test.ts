import assert from "node:assert/strict";
import { decodeProtectedHeader, SignJWT } from "jose";
import { createJwtTokens, SESSION_TTL_SECONDS } from "./jwt_tokens.ts";
import { createFixedClock } from "../../domain/shared/clock.ts";

const SECRET = "a-test-secret-of-enough-length-123456";
const claims = { userId: 7, role: "admin" as const, tokenVersion: 3 };

Deno.test("JWT round-trips sub, role and tv with HS256, issuer and audience", async () => {
  const clock = createFixedClock(new Date("2026-03-01T00:00:00Z"));
  const tokens = createJwtTokens(
    SECRET,
    "https://kamai.test",
    "kamai-api",
    clock,
  );
  const token = await tokens.issue(claims);
  assert.equal(decodeProtectedHeader(token).alg, "HS256");
  assert.deepEqual(await tokens.verify(token), claims);
});

Deno.test("JWT expires after the session lifetime", async () => {
  const clock = createFixedClock(new Date("2026-03-01T00:00:00Z"));
  const tokens = createJwtTokens(
    SECRET,
    "https://kamai.test",
    "kamai-api",
    clock,
  );
  const token = await tokens.issue(claims);
  clock.advance(SESSION_TTL_SECONDS * 1000 - 1000);
  assert.deepEqual(await tokens.verify(token), claims);
  clock.advance(2000);
  assert.equal(await tokens.verify(token), null);
});

Deno.test("JWT refuses other secrets, issuers, audiences, algorithms and garbage", async () => {
  const clock = createFixedClock(new Date("2026-03-01T00:00:00Z"));
  const tokens = createJwtTokens(
    SECRET,
    "https://kamai.test",
    "kamai-api",
    clock,
  );
  const token = await tokens.issue(claims);
  assert.equal(
    await createJwtTokens(
      "another-secret-000000000000000000",
      "https://kamai.test",
      "kamai-api",
      clock,
    ).verify(token),
    null,
  );
  assert.equal(
    await createJwtTokens(SECRET, "https://evil.test", "kamai-api", clock)
      .verify(token),
    null,
  );
  assert.equal(
    await createJwtTokens(SECRET, "https://kamai.test", "other", clock).verify(
      token,
    ),
    null,
  );
  const hs512 = await new SignJWT({ role: "admin", tv: 3 }).setProtectedHeader({
    alg: "HS512",
  }).setSubject("7")
    .setIssuer("https://kamai.test").setAudience("kamai-api").setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(SECRET));
  assert.equal(
    await createJwtTokens(
      SECRET,
      "https://kamai.test",
      "kamai-api",
      createFixedClock(new Date()),
    ).verify(hs512),
    null,
  );
  const [h, , s] = token.split(".");
  const none = `${btoa(JSON.stringify({ alg: "none" }))}.${
    token.split(".")[1]
  }.`;
  for (const bad of ["", "abc", `${h}.e30.${s}`, none, token.slice(0, -2)]) {
    assert.equal(await tokens.verify(bad), null, bad);
  }
});
