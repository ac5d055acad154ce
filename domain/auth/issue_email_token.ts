/** Creates, stores (hashed) and returns a fresh single-use email token for a user. */
import type { AuthDeps } from "./auth_deps.ts";
import { EMAIL_TOKEN_BITS } from "./auth_deps.ts";
import type { AuthTokenPurpose } from "./auth_token_repository.ts";
import { hashToken } from "./auth_rules.ts";

/** Issues a token for `purpose` that expires after ttlMs; only its hash is stored. */
export async function issueEmailToken(
  deps: Pick<AuthDeps, "tokens" | "random" | "clock">,
  userId: number,
  purpose: AuthTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = deps.random.token(EMAIL_TOKEN_BITS);
  await deps.tokens.save({
    userId,
    purpose,
    tokenHash: await hashToken(token),
    expiresAt: new Date(deps.clock.now().getTime() + ttlMs),
  });
  return token;
}
