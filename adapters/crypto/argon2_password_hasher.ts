/** PasswordHasher with argon2id (hash-wasm: no native addon, so it runs on Deno Deploy too). */
import { argon2id, argon2Verify } from "hash-wasm";
import type { PasswordHasher } from "../../domain/auth/password_hasher.ts";

/** OWASP's argon2id minimum: 19 MiB memory, 2 passes, 1 lane. */
export const ARGON2_PARAMS = {
  memorySize: 19456,
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

/**
 * Test apps only (adapters/http/test_app.ts, web/e2e/harness.ts): the same algorithm and stored format at the
 * smallest cost, so hundreds of sign-ins cost the suite milliseconds instead of minutes of CPU (docs/CONVENTIONS.md).
 */
export const TEST_ARGON2_PARAMS = {
  memorySize: 64,
  iterations: 1,
  parallelism: 1,
  hashLength: 32,
} as const;

/** Hashes to an encoded PHC string ($argon2id$v=19$m=…) and verifies in constant time; `params` only for tests. */
export function createArgon2PasswordHasher(
  params: typeof ARGON2_PARAMS | typeof TEST_ARGON2_PARAMS = ARGON2_PARAMS,
): PasswordHasher {
  return {
    hash: (password) =>
      argon2id({
        password,
        salt: crypto.getRandomValues(new Uint8Array(16)),
        ...params,
        outputType: "encoded",
      }),
    verify: async (password, hash) => {
      if (!hash.startsWith("$argon2")) return false;
      try {
        return await argon2Verify({ password, hash });
      } catch {
        // A malformed stored hash can never match; it must not become a 500.
        return false;
      }
    },
  };
}
