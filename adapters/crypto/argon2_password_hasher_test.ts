import assert from "node:assert/strict";
import { createArgon2PasswordHasher } from "./argon2_password_hasher.ts";

Deno.test("argon2id hashes to a salted PHC string with m=19456, t=2, p=1 and verifies only the right password", async () => {
  const hasher = createArgon2PasswordHasher();
  const a = await hasher.hash("correct horse");
  const b = await hasher.hash("correct horse");
  assert.match(
    a,
    /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
  );
  assert.notEqual(a, b, "each hash has its own salt");
  assert.equal(await hasher.verify("correct horse", a), true);
  assert.equal(await hasher.verify("correct horse!", a), false);
  assert.equal(await hasher.verify("", a), false);
});

Deno.test("argon2 verify is false, not an error, for malformed stored hashes", async () => {
  const hasher = createArgon2PasswordHasher();
  for (const bad of ["", "x", "$argon2id$v=19$garbage", "plain:secret"]) {
    assert.equal(await hasher.verify("secret", bad), false);
  }
});
