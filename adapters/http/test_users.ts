/** Test helpers for API tests: make users directly in the database and sign them in. */
import type { Infrastructure } from "../service_types.ts";
import type { Role } from "../../domain/auth/user_repository.ts";
import { normalizeEmail } from "../../domain/auth/auth_rules.ts";
import {
  createArgon2PasswordHasher,
  TEST_ARGON2_PARAMS,
} from "../crypto/argon2_password_hasher.ts";
import { createSessionTokens } from "../crypto/jwt_tokens.ts";
import { createPostgresUserRepository } from "../postgres/user_repository.ts";

/** Who to create; everything has a default (a verified, approved user). */
export interface TestUserOptions {
  role?: Role;
  approved?: boolean;
  verified?: boolean;
  email?: string;
  password?: string;
  name?: string;
}

/** A created user with a valid session token. */
export interface TestUser {
  id: number;
  email: string;
  password: string;
  name: string;
  token: string;
}

let counter = 0;

/** One argon2id hash (at the test cost test apps use) per password for the whole test process: a salted hash
 * verifies whichever user holds it, so the users a suite creates share it. */
const hashes = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = createArgon2PasswordHasher(TEST_ARGON2_PARAMS).hash(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Inserts a user through the repository and hasher the app uses, and signs a session token for it. */
export async function createUser(
  ctx: Pick<Infrastructure, "sql" | "secrets" | "config" | "clock">,
  options: TestUserOptions = {},
): Promise<TestUser> {
  counter += 1;
  const email = normalizeEmail(
    options.email ??
      `user${counter}-${crypto.randomUUID().slice(0, 8)}@kamai.test`,
  );
  const password = options.password ?? "password-123";
  const name = options.name ?? `Test User ${counter}`;
  const role = options.role ?? "user";
  const user = await createPostgresUserRepository(ctx.sql).create({
    name,
    email,
    passwordHash: await hashOnce(password),
    role,
    isVerified: options.verified ?? true,
    isApproved: options.approved ?? true,
  });
  if (!user) throw new Error(`createUser: ${email} already exists`);
  const token = await createSessionTokens(
    ctx.secrets.jwtSecret,
    ctx.config.publicUrl,
    ctx.clock,
  )
    .issue({ userId: user.id, role, tokenVersion: user.tokenVersion });
  return { id: user.id, email, password, name, token };
}

/** A session token for email + password, checked like a login (bypassing captcha and rate limits). */
export async function loginAs(
  ctx: Pick<Infrastructure, "sql" | "secrets" | "config" | "clock">,
  email: string,
  password: string,
): Promise<string> {
  const user = await createPostgresUserRepository(ctx.sql).findByEmail(
    normalizeEmail(email),
  );
  if (
    !user || user.deletedAt ||
    !(await createArgon2PasswordHasher().verify(password, user.passwordHash))
  ) {
    throw new Error(`loginAs: wrong email or password for ${email}`);
  }
  return await createSessionTokens(
    ctx.secrets.jwtSecret,
    ctx.config.publicUrl,
    ctx.clock,
  )
    .issue({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
    });
}

/** "Authorization: Bearer …" headers for a token, optionally with a JSON content type. */
export function authHeaders(
  token: string,
  json = false,
): Record<string, string> {
  return json
    ? { authorization: `Bearer ${token}`, "content-type": "application/json" }
    : { authorization: `Bearer ${token}` };
}
