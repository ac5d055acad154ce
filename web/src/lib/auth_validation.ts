/** Client-side checks of the auth forms: the domain's own rules and messages (docs/product.md §5), plus the confirm field only forms have. */
import { AUTH_MESSAGES } from "@domain/auth/auth_messages.ts";
import {
  checkEmail,
  checkName,
  checkNewPassword,
  normalizeEmail,
} from "@domain/auth/auth_rules.ts";

/** Shown when the captcha is not solved. */
export const CAPTCHA_REQUIRED = AUTH_MESSAGES.captchaRequired;

// The confirm field exists only in the browser, so its messages are the web's own (Urdu: i18n/server_texts_ur.ts).
export const REGISTER_MISMATCH = "Passwords don't match";
export const RESET_MISMATCH = "Passwords do not match.";

/** The register form's first problem, or null when it can be sent. */
export function validateRegistration(
  f: {
    name: string;
    email: string;
    password: string;
    confirm: string;
    captcha: string;
  },
): string | null {
  const problem = checkName(f.name.trim()) ??
    checkEmail(normalizeEmail(f.email)) ?? checkNewPassword(f.password);
  if (problem) return problem.message;
  if (f.password !== f.confirm) return REGISTER_MISMATCH;
  if (!f.captcha) return CAPTCHA_REQUIRED;
  return null;
}

/** The login form's first problem, or null. */
export function validateLogin(
  f: { email: string; password: string; captcha: string },
): string | null {
  if (!f.email.trim()) return AUTH_MESSAGES.emailRequired;
  if (!f.password) return AUTH_MESSAGES.passwordRequired;
  if (!f.captcha) return CAPTCHA_REQUIRED;
  return null;
}

/** The forgot-password form's first problem, or null. */
export function validateForgot(
  f: { email: string; captcha: string },
): string | null {
  if (!f.email.trim()) return AUTH_MESSAGES.emailRequired;
  if (!f.captcha) return CAPTCHA_REQUIRED;
  return null;
}

/** The reset-password form's first problem, or null. */
export function validateReset(
  f: { password: string; confirm: string },
): string | null {
  const problem = checkNewPassword(f.password);
  if (problem) return problem.message;
  if (f.password !== f.confirm) return RESET_MISMATCH;
  return null;
}

/** The first-run setup form's first problem (the first admin: an email, a password and its confirmation), or null. */
export function validateSetup(
  f: { email: string; password: string; confirm: string },
): string | null {
  const problem = checkEmail(normalizeEmail(f.email)) ??
    checkNewPassword(f.password);
  if (problem) return problem.message;
  if (f.password !== f.confirm) return RESET_MISMATCH;
  return null;
}

/** A field of the auth forms that a client-side problem can point at. */
export type AuthField = "name" | "email" | "password" | "confirm" | "captcha";

const FIELD_OF_PROBLEM: Record<string, AuthField> = {
  [AUTH_MESSAGES.nameRequired]: "name",
  [AUTH_MESSAGES.nameTooLong]: "name",
  [AUTH_MESSAGES.emailRequired]: "email",
  [AUTH_MESSAGES.emailInvalid]: "email",
  [AUTH_MESSAGES.passwordRequired]: "password",
  [AUTH_MESSAGES.passwordTooShort]: "password",
  [AUTH_MESSAGES.passwordTooLong]: "password",
  [REGISTER_MISMATCH]: "confirm",
  [RESET_MISMATCH]: "confirm",
  [CAPTCHA_REQUIRED]: "captcha",
};

/** Which field a validator's message is about (so the form can mark it invalid), or null for server and other messages. */
export function fieldOfAuthProblem(message: string | null): AuthField | null {
  return message === null ? null : FIELD_OF_PROBLEM[message] ?? null;
}
