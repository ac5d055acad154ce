import assert from "node:assert/strict";
import { Secret, TOTP } from "otpauth";
import { createOtpauthTotp, totpCode, totpStep } from "./otpauth_totp.ts";
import { createAesSecretBox } from "./aes_secret_box.ts";

// RFC 6238 appendix B: SHA-1, seed "12345678901234567890", 8 digits.
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

Deno.test("otpauth TOTP matches the RFC 6238 SHA-1 test vectors", () => {
  const totp = new TOTP({
    algorithm: "SHA1",
    digits: 8,
    period: 30,
    secret: Secret.fromLatin1("12345678901234567890"),
  });
  for (const [seconds, code] of RFC_VECTORS) {
    assert.equal(totp.generate({ timestamp: seconds * 1000 }), code);
  }
});

Deno.test("matchStep accepts one step either side and names the code's step", () => {
  const totp = createOtpauthTotp();
  const secret = Secret.fromLatin1("12345678901234567890").base32;
  const at = new Date(1111111109_000);
  const code = totpCode(secret, at);
  assert.match(code, /^\d{6}$/);
  assert.equal(totp.matchStep(secret, code, at), totpStep(at));
  assert.equal(
    totp.matchStep(secret, code, new Date(at.getTime() + 30_000)),
    totpStep(at),
  );
  assert.equal(
    totp.matchStep(secret, code, new Date(at.getTime() - 30_000)),
    totpStep(at),
  );
  assert.equal(
    totp.matchStep(secret, code, new Date(at.getTime() + 61_000)),
    null,
  );
  assert.equal(totp.matchStep(secret, "000000", at) === totpStep(at), false);
});

Deno.test("the URI is the Key-Uri-Format with issuer Kamai and the default parameters", () => {
  const totp = createOtpauthTotp();
  const secret = totp.newSecret();
  assert.match(secret, /^[A-Z2-7]{32}$/);
  const text = totp.uri(secret, "admin@kamai.pk");
  assert.ok(text.startsWith("otpauth://totp/Kamai:admin%40kamai.pk?"));
  const uri = new URL(text);
  assert.equal(uri.searchParams.get("secret"), secret);
  assert.equal(uri.searchParams.get("issuer"), "Kamai");
  assert.equal(uri.searchParams.get("digits"), "6");
  assert.equal(uri.searchParams.get("period"), "30");
  assert.equal(uri.searchParams.get("algorithm"), "SHA1");
});

Deno.test("recovery codes are 12 unambiguous characters in three groups, all different", () => {
  const totp = createOtpauthTotp();
  const codes = new Set(
    Array.from({ length: 50 }, () => totp.newRecoveryCode()),
  );
  assert.equal(codes.size, 50);
  for (const code of codes) {
    assert.match(
      code,
      /^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/,
    );
  }
});

Deno.test("the secret box round-trips, hides the text and refuses another key", async () => {
  const box = createAesSecretBox("jwt-secret-a", "totp");
  const sealed = await box.seal("JBSWY3DPEHPK3PXP");
  assert.equal(sealed.includes("JBSWY3DPEHPK3PXP"), false);
  assert.notEqual(await box.seal("JBSWY3DPEHPK3PXP"), sealed);
  assert.equal(await box.open(sealed), "JBSWY3DPEHPK3PXP");
  assert.equal(
    await createAesSecretBox("jwt-secret-b", "totp").open(sealed),
    null,
  );
  assert.equal(await box.open("v1.bad.text"), null);
});
