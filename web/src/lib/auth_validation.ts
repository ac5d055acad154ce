/** Client-side checks of the auth forms, with the spec's messages (section 5). */

/** Shown when the captcha is not solved. */
export const CAPTCHA_REQUIRED = "Please complete the reCAPTCHA.";

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
  if (!f.name.trim()) return "Name is required.";
  if (!f.email.trim()) return "Email is required.";
  if (!/^\S+@\S+\.\S+$/.test(f.email.trim())) {
    return "Please enter a valid email address.";
  }
  if (f.password.length < 6) return "Password should be at least 6 characters.";
  if (f.password !== f.confirm) return "Passwords don't match";
  if (!f.captcha) return CAPTCHA_REQUIRED;
  return null;
}

/** The login form's first problem, or null. */
export function validateLogin(
  f: { email: string; password: string; captcha: string },
): string | null {
  if (!f.email.trim()) return "Email is required.";
  if (!f.password) return "Password is required.";
  if (!f.captcha) return CAPTCHA_REQUIRED;
  return null;
}

/** The forgot-password form's first problem, or null. */
export function validateForgot(
  f: { email: string; captcha: string },
): string | null {
  if (!f.email.trim()) return "Email is required.";
  if (!f.captcha) return CAPTCHA_REQUIRED;
  return null;
}

/** The reset-password form's first problem, or null. */
export function validateReset(
  f: { password: string; confirm: string },
): string | null {
  if (f.password.length < 6) return "Password should be at least 6 characters.";
  if (f.password !== f.confirm) return "Passwords do not match.";
  return null;
}

/** A field of the auth forms that a client-side problem can point at. */
export type AuthField = "name" | "email" | "password" | "confirm" | "captcha";

const FIELD_OF_PROBLEM: Record<string, AuthField> = {
  "Name is required.": "name",
  "Email is required.": "email",
  "Please enter a valid email address.": "email",
  "Password is required.": "password",
  "Password should be at least 6 characters.": "password",
  "Passwords don't match": "confirm",
  "Passwords do not match.": "confirm",
  [CAPTCHA_REQUIRED]: "captcha",
};

/** Which field a validator's message is about (so the form can mark it invalid), or null for server and other messages. */
export function fieldOfAuthProblem(message: string | null): AuthField | null {
  return message === null ? null : FIELD_OF_PROBLEM[message] ?? null;
}
