/** Two-factor sign-in (TOTP, RFC 6238): the ports, messages and shared rules of the two-factor use cases. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { SessionClaims } from "./token_issuer.ts";
import { hashToken } from "./auth_rules.ts";

/** The issuer shown in authenticator apps. */
export const TWO_FACTOR_ISSUER = "Kamai";
/** How many recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge between the password and the code step lives. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** The user-facing texts of two-factor sign-in. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  invalidCode:
    "That code is not right. Check your authenticator app's time and try again.",
  codeUsed:
    "That code was already used. Wait for the next code in your authenticator app.",
  challengeExpired: "Your sign-in took too long. Please sign in again.",
  alreadyEnabled: "Two-factor sign-in is already on for this account.",
  notStarted:
    "Start the set-up again: open the two-factor page to get a new QR code.",
  notEnabled: "Two-factor sign-in is not on for this account.",
  disableNeedsProof:
    "Enter a current code from your authenticator app or your password.",
  wrongPassword: "That password is not right.",
  disabled: "Two-factor sign-in is off.",
  required: "Set up two-factor sign-in before using the admin area.",
  requiredForAdmins:
    "Two-factor sign-in is required for admin accounts on this site, so it cannot be turned off.",
  regenerateNeedsCode:
    "Enter the current 6-digit code from your authenticator app to get new recovery codes.",
} as const;

/** The two-factor state of one account as stored. */
export interface TwoFactorRecord {
  userId: number;
  /** The TOTP secret, sealed by the SecretBox. */
  secretSealed: string;
  /** Null while enrolment waits for its first code. */
  enabledAt: Date | null;
  /** The latest time step a code was accepted for (0: none). */
  lastUsedStep: number;
}

/** The user_two_factor and recovery code tables. */
export interface TwoFactorRepository {
  find(userId: number): Promise<TwoFactorRecord | null>;
  /** Starts (or restarts) an enrolment with a new sealed secret; false when two-factor is already enabled. */
  savePending(userId: number, secretSealed: string): Promise<boolean>;
  /** Turns a pending enrolment on, marks `step` used and replaces the recovery codes; false when not pending. */
  enable(
    userId: number,
    now: Date,
    step: number,
    recoveryHashes: string[],
  ): Promise<boolean>;
  /** Replaces every recovery code of the account (used or not) with these hashes. */
  replaceRecoveryCodes(userId: number, recoveryHashes: string[]): Promise<void>;
  /** Ends every session of the account (the token version moves on); answers the new token version. */
  endSessions(userId: number): Promise<number>;
  /** Atomically marks a later step used; false when this step (or a later one) was already used: a replay. */
  useStep(userId: number, step: number): Promise<boolean>;
  /** Atomically uses an unused recovery code; false when there is none with this hash. */
  useRecoveryCode(userId: number, hash: string, now: Date): Promise<boolean>;
  /** The unused recovery codes left. */
  recoveryCodesLeft(userId: number): Promise<number>;
  /** Turns two-factor off: forgets the secret and the recovery codes. */
  remove(userId: number): Promise<void>;
}

/** The repositories a two-factor unit of work hands its use cases. */
export interface TwoFactorRepos {
  twoFactor: TwoFactorRepository;
  audit: AuditRepository;
}

/** The TOTP algorithm (RFC 6238, SHA-1, 6 digits, 30-second steps) and the randomness of new secrets and codes. */
export interface TotpAlgorithm {
  /** A new random secret, base32 (160 bits). */
  newSecret(): string;
  /** A new recovery code, e.g. "k7m2-p9xq-4hbd". */
  newRecoveryCode(): string;
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  uri(secret: string, account: string): string;
  /** The time step the code belongs to, within one step either side of `now`; null when it matches none. */
  matchStep(secret: string, code: string, now: Date): number | null;
}

/** Seals secrets at rest (authenticated encryption). */
export interface SecretBox {
  seal(plain: string): Promise<string>;
  /** The plain text; null when it cannot be opened (sealed under another key, e.g. after a JWT_SECRET change). */
  open(sealed: string): Promise<string | null>;
}

/** The short-lived token between the password step and the code step. */
export interface ChallengeTokens {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a valid, unexpired challenge; null otherwise. */
  verify(token: string): Promise<SessionClaims | null>;
}

/** What the two-factor use cases need beyond the auth ports. */
export interface TwoFactorServices {
  /** Reads outside a transaction (login, status, guards). */
  store: TwoFactorRepository;
  uow: UnitOfWork<TwoFactorRepos>;
  totp: TotpAlgorithm;
  secrets: SecretBox;
  challenges: ChallengeTokens;
  /** ADMIN_2FA=required: admins must enrol before any admin page or API. */
  adminRequired: boolean;
}

/** The code as typed, without spaces or dashes, lower case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

/** True for a 6-digit authenticator code (else it is read as a recovery code). */
export function isTotpCode(normalized: string): boolean {
  return /^\d{6}$/.test(normalized);
}

/** A fresh set of recovery codes and their hashes (only the hashes are stored). */
export async function newRecoveryCodes(
  totp: TotpAlgorithm,
): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from(
    { length: RECOVERY_CODE_COUNT },
    () => totp.newRecoveryCode(),
  );
  return { codes, hashes: await Promise.all(codes.map(hashRecoveryCode)) };
}

/** SHA-256 of a normalized recovery code: only the hash is stored. */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashToken(`recovery:${normalizeCode(code)}`);
}
