/** The input rules shared by the auth use cases: normalization and field checks. */
import { AUTH_MESSAGES } from "./auth_messages.ts";
import { type AuthError, authError } from "./auth_error.ts";

/** Longest name we accept. */
export const NAME_MAX = 100;
/** Password length bounds. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** Longest email we accept (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

// Deliberately loose: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks a normalized email: present and plausible. */
export function checkEmail(email: string): AuthError | null {
  if (email === "") {
    return authError("VALIDATION_ERROR", AUTH_MESSAGES.emailRequired);
  }
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
    return authError("VALIDATION_ERROR", AUTH_MESSAGES.emailInvalid);
  }
  return null;
}

/** Checks a trimmed name: present and at most NAME_MAX characters. */
export function checkName(name: string): AuthError | null {
  if (name === "") {
    return authError("VALIDATION_ERROR", AUTH_MESSAGES.nameRequired);
  }
  if ([...name].length > NAME_MAX) {
    return authError("VALIDATION_ERROR", AUTH_MESSAGES.nameTooLong);
  }
  return null;
}

/** Checks a new password's length (not trimmed: spaces are allowed characters). */
export function checkNewPassword(password: string): AuthError | null {
  if (password.length < PASSWORD_MIN) {
    return authError("VALIDATION_ERROR", AUTH_MESSAGES.passwordTooShort);
  }
  if (password.length > PASSWORD_MAX) {
    return authError("VALIDATION_ERROR", AUTH_MESSAGES.passwordTooLong);
  }
  return null;
}

/** SHA-256 hex of an emailed token: only the hash is stored, so a database leak reveals no usable link. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(token),
  );
  return Array.from(
    new Uint8Array(digest),
    (b) => b.toString(16).padStart(2, "0"),
  ).join("");
}
