/** Test helper: solves an ALTCHA challenge the way the widget does and returns the payload for recaptchaToken. */
import { solveChallenge } from "altcha-lib";
import type { Challenge } from "altcha-lib/types";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** Solves the challenge JSON from GET /api/captcha/challenge; the base64 payload the widget would submit. */
export async function solveCaptchaChallenge(
  challengeJson: unknown,
): Promise<string> {
  const challenge = challengeJson as Challenge;
  const solution = await solveChallenge({
    challenge,
    deriveKey,
    timeout: 30_000,
  });
  if (!solution) {
    throw new Error("could not solve the ALTCHA challenge in time");
  }
  return btoa(
    JSON.stringify({
      challenge: {
        parameters: challenge.parameters,
        signature: challenge.signature,
      },
      solution,
    }),
  );
}
