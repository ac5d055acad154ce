/** API operations: Accounts, sign-in, two-factor and the captcha. */
import * as auth from "../../../../wire/auth.ts";
import * as twoFactor from "../../../../wire/two_factor.ts";
import * as captcha from "../../../../wire/captcha.ts";
import { errorBody, messageBody } from "../../../../wire/common.ts";
import { ok, type Operation } from "./operation.ts";

/** Accounts, sign-in, two-factor and the captcha. */
export const authOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/register",
    tag: "Auth",
    summary: "Create an account (sends a verification email)",
    access: "public",
    body: { schema: auth.registerBody, media: ["application/json"] },
    responses: { 201: ok(messageBody, "Registered") },
  },
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Auth",
    summary: "Sign in",
    access: "public",
    description:
      "Answers the session, or, for an account with two-factor sign-in on, a challenge for POST /api/auth/2fa/verify.",
    body: { schema: auth.loginBody, media: ["application/json"] },
    responses: { 200: ok(auth.loginAnswer) },
  },
  {
    method: "post",
    path: "/api/auth/2fa/verify",
    tag: "Auth",
    summary:
      "The sign-in code step: challenge plus authenticator or recovery code",
    access: "public",
    body: {
      schema: twoFactor.twoFactorVerifyBody,
      media: ["application/json"],
    },
    responses: {
      200: ok(auth.loginSession),
      401: ok(errorBody, "TWO_FACTOR_CHALLENGE_EXPIRED: sign in again"),
    },
  },
  {
    method: "get",
    path: "/api/auth/2fa",
    tag: "Auth",
    summary: "The caller's two-factor state",
    access: "user",
    responses: { 200: ok(twoFactor.twoFactorStatus) },
  },
  {
    method: "post",
    path: "/api/auth/2fa/setup",
    tag: "Auth",
    summary:
      "Start two-factor enrolment: a new secret, its otpauth URI and QR code",
    access: "user",
    responses: {
      200: ok(twoFactor.twoFactorSetup),
      409: ok(errorBody, "TWO_FACTOR_ALREADY_ENABLED"),
    },
  },
  {
    method: "post",
    path: "/api/auth/2fa/confirm",
    tag: "Auth",
    summary: "Confirm enrolment with a code; answers the recovery codes once",
    access: "user",
    body: {
      schema: twoFactor.twoFactorConfirmBody,
      media: ["application/json"],
    },
    responses: {
      200: ok(twoFactor.twoFactorEnabled),
      409: ok(
        errorBody,
        "TWO_FACTOR_NOT_STARTED or TWO_FACTOR_ALREADY_ENABLED",
      ),
    },
  },
  {
    method: "post",
    path: "/api/auth/2fa/disable",
    tag: "Auth",
    summary: "Turn two-factor sign-in off with a current code or the password",
    access: "user",
    body: {
      schema: twoFactor.twoFactorDisableBody,
      media: ["application/json"],
    },
    responses: {
      200: ok(messageBody),
      409: ok(
        errorBody,
        "TWO_FACTOR_NOT_ENABLED, or TWO_FACTOR_REQUIRED_FOR_ADMINS for an admin under ADMIN_2FA=required",
      ),
    },
  },
  {
    method: "post",
    path: "/api/auth/2fa/recovery-codes",
    tag: "Auth",
    summary:
      "Replace the recovery codes with a current 6-digit code; answers the new ones once, the old ones stop working",
    access: "user",
    body: {
      schema: twoFactor.twoFactorRegenerateBody,
      media: ["application/json"],
    },
    responses: {
      200: ok(twoFactor.twoFactorRecoveryCodes),
      409: ok(errorBody, "TWO_FACTOR_NOT_ENABLED"),
    },
  },
  {
    method: "get",
    path: "/api/auth/verify/{token}",
    tag: "Auth",
    summary: "Verify an email address with the emailed token",
    access: "public",
    responses: { 200: ok(auth.verifiedSession) },
  },
  {
    method: "get",
    path: "/api/auth/me",
    tag: "Auth",
    summary: "The signed-in account",
    access: "user",
    responses: { 200: ok(auth.me) },
  },
  {
    method: "patch",
    path: "/api/profile/language",
    tag: "Auth",
    summary:
      "Choose my language (en or ur): the app's at sign-in and my emails' (docs/i18n.md)",
    access: "user",
    body: { schema: auth.languageBody, media: ["application/json"] },
    responses: { 200: ok(auth.languageAnswer) },
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    tag: "Auth",
    summary: "Email a password reset link",
    access: "public",
    body: { schema: auth.emailLinkBody, media: ["application/json"] },
    responses: { 200: ok(messageBody) },
  },
  {
    method: "post",
    path: "/api/auth/resend-verification",
    tag: "Auth",
    summary: "Email the verification link again",
    access: "public",
    body: { schema: auth.emailLinkBody, media: ["application/json"] },
    responses: { 200: ok(messageBody) },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    tag: "Auth",
    summary: "Set a new password with the emailed token",
    access: "public",
    body: { schema: auth.resetPasswordBody, media: ["application/json"] },
    responses: { 200: ok(messageBody) },
  },
  // ---- Captcha ----
  {
    method: "get",
    path: "/api/captcha/config",
    tag: "Captcha",
    summary: "Which captcha the forms must solve",
    access: "public",
    responses: { 200: ok(captcha.captchaConfig) },
  },
  {
    method: "get",
    path: "/api/captcha/challenge",
    tag: "Captcha",
    summary: "A fresh ALTCHA challenge (404 when reCAPTCHA is configured)",
    access: "public",
    responses: { 200: ok(captcha.altchaChallenge) },
  },
];
