/** ALTCHA proof-of-work challenges (altcha-lib 2.x, PoW v2) for the `altcha` 3.x widget. */
import { createChallenge, randomInt } from "altcha-lib";
import type { Challenge } from "altcha-lib/types";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** How long a challenge may be solved and used. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

const ALGORITHM = "PBKDF2/SHA-256";

/** The work a challenge asks: PBKDF2 iterations per try, and the range the secret counter is drawn from. */
export interface AltchaWork {
  cost: number;
  counterMin: number;
  counterMax: number;
}

/** A browser solves it in roughly 0.1 s; a script spamming forms pays each time. */
export const ALTCHA_WORK: AltchaWork = {
  cost: 500,
  counterMin: 300,
  counterMax: 1200,
};

/**
 * Test apps only: the same challenge, signature and check at almost no work, so the suite's hundreds of solved
 * captchas cost milliseconds (docs/CONVENTIONS.md). Production always asks ALTCHA_WORK.
 */
export const TEST_ALTCHA_WORK: AltchaWork = {
  cost: 1,
  counterMin: 1,
  counterMax: 20,
};

/** A signed challenge expiring ALTCHA_CHALLENGE_TTL_MS from now. */
export function createAltchaChallenge(
  hmacKey: string,
  work: AltchaWork = ALTCHA_WORK,
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: work.cost,
    counter: randomInt(work.counterMax, work.counterMin),
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
  });
}
