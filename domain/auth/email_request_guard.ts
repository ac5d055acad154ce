/** The checks shared by the "email me a link" use cases: email, captcha and rate limits. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import { DEFAULT_RATE_LIMITS } from "./rate_limits.ts";
import { type AuthError, authError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { normalizeEmail } from "./auth_rules.ts";
import { addressKey, countAttempt } from "./rate_limit_check.ts";

/** A request for an emailed link. */
export interface EmailLinkRequest {
  email: string;
  recaptchaToken: string;
  remoteAddress: string | null;
}

/** Validates and rate-limits a link request under `scope`; answers the normalized email. */
export async function guardEmailLinkRequest(
  deps: AuthDeps,
  scope: string,
  input: EmailLinkRequest,
): Promise<Result<string, AuthError>> {
  const email = normalizeEmail(input.email);
  if (email === "") {
    return err(authError("VALIDATION_ERROR", AUTH_MESSAGES.emailRequired));
  }
  if (input.recaptchaToken.trim() === "") {
    return err(authError("VALIDATION_ERROR", AUTH_MESSAGES.captchaRequired));
  }
  const now = deps.clock.now();
  const limits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  // Counted whether or not the account exists, so a 429 reveals nothing about accounts.
  const limited = await countAttempt(
    deps.rateLimiter,
    addressKey(scope, input.remoteAddress),
    limits.mailRequestsPerAddress,
    now,
  ) ??
    await countAttempt(
      deps.rateLimiter,
      `${scope}:email:${email}`,
      limits.mailRequestsPerEmail,
      now,
    );
  if (limited) return err(limited);
  if (!(await deps.captcha.verify(input.recaptchaToken, input.remoteAddress))) {
    return err(authError("CAPTCHA_FAILED", AUTH_MESSAGES.captchaFailed));
  }
  return ok(email);
}
