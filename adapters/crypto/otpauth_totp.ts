/** TotpAlgorithm over the otpauth library: RFC 6238 with SHA-1, 6 digits and 30-second steps (what every app reads). */
import { Secret, TOTP } from "otpauth";
import {
  type TotpAlgorithm,
  TWO_FACTOR_ISSUER,
} from "../../domain/auth/two_factor.ts";

/** The step length in seconds (RFC 6238's default X). */
export const TOTP_PERIOD_SECONDS = 30;
/** Accepted steps either side of now: tolerates a phone clock up to 30 s off. */
export const TOTP_WINDOW = 1;

// No 0/1/o/l/i: recovery codes are read off paper.
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

function totpFor(secret: string, account = ""): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR_ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step (counter) of an instant. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator shows for the secret at `now` (tests and the e2e test use it too). */
export function totpCode(secret: string, now: Date): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}

/** The otpauth TotpAlgorithm; randomness from crypto.getRandomValues. */
export function createOtpauthTotp(): TotpAlgorithm {
  return {
    newSecret: () => new Secret({ size: 20 }).base32,
    newRecoveryCode: () => {
      const bytes = crypto.getRandomValues(new Uint8Array(12));
      const chars = Array.from(
        bytes,
        (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length],
      ).join("");
      return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
    },
    uri: (secret, account) => totpFor(secret, account).toString(),
    matchStep: (secret, code, now) => {
      const delta = totpFor(secret).validate({
        token: code,
        timestamp: now.getTime(),
        window: TOTP_WINDOW,
      });
      return delta === null ? null : totpStep(now) + delta;
    },
  };
}
