/** Creates, stores (hashed) and returns a fresh single-use email token for a user; mails a verification link. */
import type { AuthDeps } from "./auth_deps.ts";
import { EMAIL_TOKEN_BITS, VERIFY_TOKEN_TTL_MS } from "./auth_deps.ts";
import type { AuthTokenPurpose } from "./auth_token_repository.ts";
import { hashToken } from "./auth_rules.ts";
import type { UserLanguage } from "./user_repository.ts";

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

/** Issues a verify_email token for the user and emails them its /verify link (registration and resend). */
export async function sendVerificationEmail(
  deps: Pick<
    AuthDeps,
    "tokens" | "random" | "clock" | "notifier" | "publicUrl"
  >,
  user: {
    id: number;
    email: string;
    name: string;
    language?: UserLanguage | null;
  },
): Promise<void> {
  const token = await issueEmailToken(
    deps,
    user.id,
    "verify_email",
    VERIFY_TOKEN_TTL_MS,
  );
  await deps.notifier.verificationLink({
    to: user.email,
    name: user.name,
    link: `${deps.publicUrl}/verify/${token}`,
    language: user.language ?? "en",
  });
}
