/** Register: creates an unverified account and emails its verification link. */
import { err, ok, type Result } from "../shared/result.ts";
import type { AuthDeps } from "./auth_deps.ts";
import { type AuthError, authError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import {
  checkEmail,
  checkName,
  checkNewPassword,
  normalizeEmail,
} from "./auth_rules.ts";
import { sendVerificationEmail } from "./issue_email_token.ts";
import type { UserLanguage } from "./user_repository.ts";

/** The registration form as sent. */
export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  recaptchaToken: string;
  remoteAddress: string | null;
  /** The language the form was filled in (docs/i18n.md): the account's language from the start. */
  language?: UserLanguage;
}

/** Registers a user; EMAIL_TAKEN when the email already has an account. */
export async function registerUser(
  deps: AuthDeps,
  input: RegisterInput,
): Promise<Result<{ message: string }, AuthError>> {
  const name = input.name.trim();
  const email = normalizeEmail(input.email);
  const invalid = checkName(name) ?? checkEmail(email) ??
    checkNewPassword(input.password);
  if (invalid) return err(invalid);
  if (input.recaptchaToken.trim() === "") {
    return err(authError("VALIDATION_ERROR", AUTH_MESSAGES.captchaRequired));
  }
  if (!(await deps.captcha.verify(input.recaptchaToken, input.remoteAddress))) {
    return err(authError("CAPTCHA_FAILED", AUTH_MESSAGES.captchaFailed));
  }

  const passwordHash = await deps.passwordHasher.hash(input.password);
  const user = await deps.users.create({
    name,
    email,
    passwordHash,
    language: input.language ?? null,
  });
  if (!user) return err(authError("EMAIL_TAKEN", AUTH_MESSAGES.emailTaken));

  await sendVerificationEmail(deps, {
    id: user.id,
    email,
    name,
    language: user.language,
  });
  return ok({ message: AUTH_MESSAGES.registered });
}
