/** Log in: checks captcha, rate limits and credentials, then issues a session token. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import { DEFAULT_RATE_LIMITS } from "./rate_limits.ts";
import { addressGroup } from "../shared/address_group.ts";
import { type AuthError, authError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { normalizeEmail, PASSWORD_MAX } from "./auth_rules.ts";
import type { PasswordHasher } from "./password_hasher.ts";
import { addressKey, countAttempt } from "./rate_limit_check.ts";
import type { Role } from "./user_repository.ts";
import { CHALLENGE_TTL_SECONDS } from "./two_factor.ts";

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

/** The password step's answer for an account with two-factor on: the code step comes next. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  /** Short-lived token for POST /api/auth/2fa/verify. */
  challenge: string;
  expiresInSeconds: number;
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

/**
 * Logs a verified user in; INVALID_CREDENTIALS, EMAIL_NOT_VERIFIED, CAPTCHA_FAILED or RATE_LIMITED otherwise.
 * A right password with a solved captcha is refused only by the limits of the caller's own address.
 */
export async function logIn(
  deps: AuthDeps,
  input: LogInInput,
): Promise<Result<LoginSession | TwoFactorChallenge, AuthError>> {
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
  const limiter = deps.rateLimiter;
  const limits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  const byAddress = await countAttempt(
    limiter,
    addressKey("login", input.remoteAddress),
    limits.loginPerAddress,
    now,
  );
  if (byAddress) return err(byAddress);
  // A failure slot for this account from this address is taken before the password is checked (so parallel
  // guesses cannot all be checked) and given back when the attempt was not a wrong password. Only this
  // address is slowed: the owner elsewhere is never refused by someone else's guesses.
  const pairKey = `login:fail:pair:${
    addressGroup(input.remoteAddress ?? "unknown")
  }|${email}`;
  const byPair = await countAttempt(
    limiter,
    pairKey,
    limits.loginFailuresPerEmailAndAddress,
    now,
  );
  if (byPair) return err(byPair);
  if (!(await deps.captcha.verify(input.recaptchaToken, input.remoteAddress))) {
    await limiter.refund(pairKey, now);
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
  const accountKey = `login:fail:email:${email}`;
  if (!usable || !matches) {
    // Past the account's limit a wrong password says RATE_LIMITED; a right one (below) still signs in.
    const byAccount = await countAttempt(
      limiter,
      accountKey,
      limits.loginFailuresPerEmail,
      now,
    );
    return err(
      byAccount ??
        authError("INVALID_CREDENTIALS", AUTH_MESSAGES.invalidCredentials),
    );
  }
  await limiter.clear(pairKey);
  await limiter.clear(accountKey);
  if (!usable.isVerified) {
    return err(authError("EMAIL_NOT_VERIFIED", AUTH_MESSAGES.emailNotVerified));
  }

  const claims = {
    userId: usable.id,
    role: usable.role,
    tokenVersion: usable.tokenVersion,
  };
  if (
    deps.twoFactor && (await deps.twoFactor.store.find(usable.id))?.enabledAt
  ) {
    return ok({
      twoFactorRequired: true,
      challenge: await deps.twoFactor.challenges.issue(claims),
      expiresInSeconds: CHALLENGE_TTL_SECONDS,
    });
  }
  const token = await deps.tokenIssuer.issue({
    userId: usable.id,
    role: usable.role,
    tokenVersion: usable.tokenVersion,
  });
  return ok({ token, role: usable.role, approved: usable.isApproved });
}
