/** Log in: checks captcha, rate limits and credentials, then issues a session token. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import { RATE_RULES } from "./auth_deps.ts";
import { type AuthError, authError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { normalizeEmail, PASSWORD_MAX } from "./auth_rules.ts";
import type { PasswordHasher } from "./password_hasher.ts";
import { addressKey, countAttempt, limitExceeded } from "./rate_limit_check.ts";
import type { Role } from "./user_repository.ts";

/** The login form as sent. */
export interface LogInInput {
  email: string;
  password: string;
  recaptchaToken: string;
  remoteAddress: string | null;
}

/** What a successful login answers. */
export interface LoginSession {
  token: string;
  role: Role;
  approved: boolean;
}

// One dummy hash per hasher, so an unknown email costs the same verify as a known one.
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

function dummyHash(hasher: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(hasher);
  if (!hash) {
    hash = hasher.hash("kamai-dummy-password");
    dummyHashes.set(hasher, hash);
  }
  return hash;
}

/** Logs a verified user in; INVALID_CREDENTIALS, EMAIL_NOT_VERIFIED, CAPTCHA_FAILED or RATE_LIMITED otherwise. */
export async function logIn(
  deps: AuthDeps,
  input: LogInInput,
): Promise<Result<LoginSession, AuthError>> {
  const email = normalizeEmail(input.email);
  if (email === "") {
    return err(authError("VALIDATION_ERROR", AUTH_MESSAGES.emailRequired));
  }
  if (input.password === "") {
    return err(authError("VALIDATION_ERROR", AUTH_MESSAGES.passwordRequired));
  }
  if (input.recaptchaToken.trim() === "") {
    return err(authError("VALIDATION_ERROR", AUTH_MESSAGES.captchaRequired));
  }
  const now = deps.clock.now();
  const emailKey = `login:email:${email}`;
  const limited = await countAttempt(
    deps.rateLimiter,
    addressKey("login", input.remoteAddress),
    RATE_RULES.loginPerAddress,
    now,
  ) ??
    await limitExceeded(
      deps.rateLimiter,
      emailKey,
      RATE_RULES.loginFailuresPerEmail,
      now,
    );
  if (limited) return err(limited);
  if (!(await deps.captcha.verify(input.recaptchaToken, input.remoteAddress))) {
    return err(authError("CAPTCHA_FAILED", AUTH_MESSAGES.captchaFailed));
  }

  const user = await deps.users.findByEmail(email);
  const usable = user && !user.deletedAt ? user : null;
  // Over-long passwords can never match (registration caps them) and would only cost hashing time.
  const password = input.password.length > PASSWORD_MAX ? "" : input.password;
  const matches = usable
    ? await deps.passwordHasher.verify(password, usable.passwordHash)
    : (await deps.passwordHasher.verify(
      password,
      await dummyHash(deps.passwordHasher),
    ),
      false);
  if (!usable || !matches) {
    await deps.rateLimiter.record(
      emailKey,
      RATE_RULES.loginFailuresPerEmail,
      now,
    );
    return err(
      authError("INVALID_CREDENTIALS", AUTH_MESSAGES.invalidCredentials),
    );
  }
  await deps.rateLimiter.clear(emailKey);
  if (!usable.isVerified) {
    return err(authError("EMAIL_NOT_VERIFIED", AUTH_MESSAGES.emailNotVerified));
  }

  const token = await deps.tokenIssuer.issue({
    userId: usable.id,
    role: usable.role,
    tokenVersion: usable.tokenVersion,
  });
  return ok({ token, role: usable.role, approved: usable.isApproved });
}
