/** In-memory PasswordHasher for fast use-case tests (argon2 is tested on its own). */
import type { PasswordHasher } from "../../domain/auth/password_hasher.ts";

/** A reversible, salt-free "hash": fine for tests, never for real passwords. */
export function createInMemoryPasswordHasher(): PasswordHasher {
  return {
    hash: (password) => Promise.resolve(`plain:${password}`),
    verify: (password, hash) => Promise.resolve(hash === `plain:${password}`),
  };
}
