/** Two-factor sign-in wire shapes: the code step, enrolment, status and disabling. */
import { z } from "zod";
import { TWO_FACTOR_MESSAGES } from "../domain/auth/two_factor.ts";

const NOT_AN_OBJECT = "Send the form fields as a JSON object.";
const codeField = z.string({ error: TWO_FACTOR_MESSAGES.codeRequired }).max(
  100,
  { error: TWO_FACTOR_MESSAGES.invalidCode },
).meta({
  description:
    "A 6-digit authenticator code, or (where allowed) a recovery code",
});

/** The password step's answer for an account with two-factor on. */
export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string().meta({
    description: "Short-lived token for POST /api/auth/2fa/verify",
  }),
  expiresInSeconds: z.number().int(),
}).meta({ id: "TwoFactorChallenge" });
/** A login answer asking for the code step. */
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** POST /api/auth/2fa/verify. */
export const twoFactorVerifyBody = z.object({
  challenge: z.string({ error: TWO_FACTOR_MESSAGES.challengeExpired }).max(
    4096,
    { error: TWO_FACTOR_MESSAGES.challengeExpired },
  ),
  code: codeField,
}, { error: NOT_AN_OBJECT }).meta({ id: "TwoFactorVerifyBody" });
/** The code step as sent. */
export type TwoFactorVerifyBody = z.infer<typeof twoFactorVerifyBody>;

/** GET /api/auth/2fa. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** True when this account must enrol before using the admin area (ADMIN_2FA=required). */
  required: z.boolean(),
}).meta({ id: "TwoFactorStatus" });
/** The caller's two-factor state. */
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** A QR code as an SVG path over a size × size grid of modules. */
export const qrCode = z.object({
  size: z.number().int(),
  path: z.string(),
}).meta({ id: "QrCode" });
/** A drawn QR code. */
export type QrCode = z.infer<typeof qrCode>;

/** POST /api/auth/2fa/setup: shown once, during enrolment only. */
export const twoFactorSetup = z.object({
  secret: z.string().meta({ description: "Base32 secret for manual entry" }),
  uri: z.string().meta({ description: "otpauth:// URI (issuer Kamai)" }),
  qr: qrCode,
}).meta({ id: "TwoFactorSetup" });
/** A started enrolment. */
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** POST /api/auth/2fa/confirm. */
export const twoFactorConfirmBody = z.object({ code: codeField }, {
  error: NOT_AN_OBJECT,
}).meta({ id: "TwoFactorConfirmBody" });
/** The confirming code as sent. */
export type TwoFactorConfirmBody = z.infer<typeof twoFactorConfirmBody>;

/** The answer of a confirmed enrolment: the recovery codes, shown once, and the caller's new session token. */
export const twoFactorEnabled = z.object({
  recoveryCodes: z.array(z.string()),
  token: z.string().meta({
    description:
      "Turning two-factor on ends every session of the account; this token replaces the caller's",
  }),
}).meta({ id: "TwoFactorEnabled" });
/** The recovery codes. */
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;

/** POST /api/auth/2fa/recovery-codes: a current 6-digit code. */
export const twoFactorRegenerateBody = z.object({ code: codeField }, {
  error: NOT_AN_OBJECT,
}).meta({ id: "TwoFactorRegenerateBody" });
/** The code as sent. */
export type TwoFactorRegenerateBody = z.infer<typeof twoFactorRegenerateBody>;

/** The new recovery codes, shown once; every older code stopped working. */
export const twoFactorRecoveryCodes = z.object({
  recoveryCodes: z.array(z.string()),
}).meta({ id: "TwoFactorRecoveryCodes" });
/** New recovery codes. */
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodes>;

/** POST /api/auth/2fa/disable: a current code (or recovery code) or the password. */
export const twoFactorDisableBody = z.object({
  code: codeField.optional(),
  password: z.string({ error: TWO_FACTOR_MESSAGES.disableNeedsProof }).max(
    1000,
    { error: TWO_FACTOR_MESSAGES.wrongPassword },
  ).optional(),
}, { error: NOT_AN_OBJECT }).meta({ id: "TwoFactorDisableBody" });
/** The proof as sent. */
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;
