/** Auth wire shapes: register, login, verify, me, password reset and resend-verification. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { AUTH_MESSAGES } from "../domain/auth/auth_messages.ts";
import { LANGUAGE_INVALID } from "../domain/auth/set_language.ts";
import { twoFactorChallenge } from "./two_factor.ts";

const NOT_AN_OBJECT = "Send the form fields as a JSON object.";
const text = (message: string) => z.string({ error: message });
const captchaToken = z.string({ error: AUTH_MESSAGES.captchaRequired }).meta({
  description:
    "The solved ALTCHA payload (or a reCAPTCHA token when configured)",
});

/** A language of the app (docs/i18n.md). */
export const language = z.enum(["en", "ur"]);

/** A role the server issues. */
export const role = z.enum(["user", "admin"]);

/** POST /api/auth/register. */
export const registerBody = z.object({
  name: text(AUTH_MESSAGES.nameRequired),
  email: inputKind(text(AUTH_MESSAGES.emailRequired), "email"),
  password: text(AUTH_MESSAGES.passwordRequired),
  recaptchaToken: captchaToken,
  language: language.optional().meta({
    description:
      "The language the form was filled in; the account's language (and its emails') from the start",
  }),
}, { error: NOT_AN_OBJECT }).meta({ id: "RegisterBody" });
/** The register form as sent. */
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/auth/login. */
export const loginBody = z.object({
  email: inputKind(text(AUTH_MESSAGES.emailRequired), "email"),
  password: text(AUTH_MESSAGES.passwordRequired),
  recaptchaToken: captchaToken,
}, { error: NOT_AN_OBJECT }).meta({ id: "LoginBody" });
/** The login form as sent. */
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/auth/forgot-password and /api/auth/resend-verification. */
export const emailLinkBody = z.object({
  email: inputKind(text(AUTH_MESSAGES.emailRequired), "email"),
  recaptchaToken: captchaToken,
}, { error: NOT_AN_OBJECT }).meta({ id: "EmailLinkBody" });
/** An emailed-link request as sent. */
export type EmailLinkBody = z.infer<typeof emailLinkBody>;

/** POST /api/auth/reset-password. */
export const resetPasswordBody = z.object({
  token: text(AUTH_MESSAGES.invalidToken),
  password: text(AUTH_MESSAGES.passwordTooShort),
}, { error: NOT_AN_OBJECT }).meta({ id: "ResetPasswordBody" });
/** The reset-password form as sent. */
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** A successful login: the JWT and what the guards need. */
export const loginSession = z.object({
  token: z.string(),
  role,
  approved: z.boolean(),
}).meta({ id: "LoginSession" });
/** A login answer. */
export type LoginSession = z.infer<typeof loginSession>;

/** POST /api/auth/login: a session, or (two-factor on) the challenge for the code step. */
export const loginAnswer = z.union([loginSession, twoFactorChallenge]).meta({
  id: "LoginAnswer",
});
/** What the password step answers. */
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** A successful email verification: a session plus the message to show. */
export const verifiedSession = z.object({
  token: z.string(),
  role,
  approved: z.boolean(),
  message: z.string(),
}).meta({ id: "VerifiedSession" });
/** A verification answer. */
export type VerifiedSession = z.infer<typeof verifiedSession>;

/** GET /api/auth/me. */
export const me = z.object({
  isApproved: z.boolean(),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  language: language.nullable().meta({
    description: "The language the person chose; null when never chosen",
  }),
}).meta({ id: "Me" });
/** The signed-in account. */
export type Me = z.infer<typeof me>;

/** PATCH /api/profile/language. */
export const languageBody = z.object({
  language: inputKind(z.string({ error: LANGUAGE_INVALID }), "enum"),
}, { error: NOT_AN_OBJECT }).meta({ id: "LanguageBody" });
/** A language choice as sent. */
export type LanguageBody = z.infer<typeof languageBody>;

/** The language now on the account. */
export const languageAnswer = z.object({ language }).meta({
  id: "LanguageAnswer",
});
/** The answer of PATCH /api/profile/language. */
export type LanguageAnswer = z.infer<typeof languageAnswer>;
