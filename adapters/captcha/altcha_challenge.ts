/** ALTCHA proof-of-work challenges (altcha-lib 2.x, PoW v2) for the `altcha` 3.x widget. */
import { createChallenge, randomInt } from "altcha-lib";
import type { Challenge } from "altcha-lib/types";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** How long a challenge may be solved and used. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

// PBKDF2 cost x counter range: a browser solves it in roughly 0.1 s, a script spamming forms pays each time.
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 500;
const COUNTER_MIN = 300;
const COUNTER_MAX = 1200;

/** A signed challenge expiring ALTCHA_CHALLENGE_TTL_MS from now. */
export function createAltchaChallenge(hmacKey: string): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
  });
}
