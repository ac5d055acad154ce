/** Auth guards: check the bearer JWT, then the user's current row (deleted? token version? role?). */
import type { Context, MiddlewareHandler } from "hono";
import type { SessionClaims } from "../../domain/auth/token_issuer.ts";
import type { UserRepository } from "../../domain/auth/user_repository.ts";
import type { AuthGuards, KeyedCaller, Session } from "../app_context.ts";
import { apiError } from "./api_error.ts";
import { TWO_FACTOR_MESSAGES } from "../../domain/auth/two_factor.ts";
import { API_KEY_MESSAGES } from "../../domain/api_keys/api_key.ts";

/** What the guards check a request against: the session token's signature, then the user's current row. */
export interface AuthGuardDeps {
  tokens: { verify(token: string): Promise<SessionClaims | null> };
  users: Pick<UserRepository, "findById">;
  /** ADMIN_2FA=required: admins without two-factor on get 403 TWO_FACTOR_REQUIRED from requireAdmin. */
  twoFactor?: {
    adminRequired: boolean;
    isEnabled(userId: number): Promise<boolean>;
  };
}

/** The texts of the guard answers. */
export const GUARD_MESSAGES = {
  unauthorized: "Please log in to continue.",
  invalidToken: "Your session is invalid. Please log in again.",
  revoked: "Your session has ended. Please log in again.",
  deleted: "This account no longer exists.",
  forbidden: "You do not have permission to do this.",
  twoFactorRequired: TWO_FACTOR_MESSAGES.required,
} as const;

type Env = {
  Variables: { session: Session; apiKey: KeyedCaller | undefined };
};

/** The token in "Authorization: Bearer <token>" (a bare token is accepted too); null when absent. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^Bearer(?:\s+(.*))?$/i.exec(value);
  const token = (match ? match[1] ?? "" : value).trim();
  return token === "" ? null : token;
}

/** requireUser and requireAdmin over the session tokens and the users table. */
export function createAuthGuards(
  { tokens, users, twoFactor }: AuthGuardDeps,
): AuthGuards {
  async function authenticate(c: Context<Env>): Promise<Session> {
    // The key guard (api_key_guard.ts) already checked the key and its scope: the key acts as its admin, as long
    // as that account is still there.
    const keyed = c.get("apiKey");
    if (keyed) return await keySession(c, keyed);
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw apiError("UNAUTHORIZED", GUARD_MESSAGES.unauthorized);
    const claims = await tokens.verify(token);
    if (!claims) throw apiError("INVALID_TOKEN", GUARD_MESSAGES.invalidToken);
    // The row, not the token, is the truth: blocks, resets, role changes and deletions apply at once.
    const user = await users.findById(claims.userId);
    if (!user || user.deletedAt) {
      throw apiError("USER_DELETED", GUARD_MESSAGES.deleted);
    }
    if (user.tokenVersion !== claims.tokenVersion) {
      throw apiError("TOKEN_REVOKED", GUARD_MESSAGES.revoked);
    }
    const session: Session = {
      userId: user.id,
      role: user.role,
      isApproved: user.isApproved,
    };
    c.set("session", session);
    return session;
  }

  async function keySession(
    c: Context<Env>,
    keyed: KeyedCaller,
  ): Promise<Session> {
    const user = await users.findById(keyed.userId);
    // An affiliate key acts only as an affiliate: should its maker have become an admin, it stops working.
    const wrongRole = keyed.kind === "affiliate" && user?.role !== "user";
    if (!user || user.deletedAt || wrongRole) {
      throw apiError("INVALID_API_KEY", API_KEY_MESSAGES.invalid);
    }
    const session: Session = {
      userId: user.id,
      role: user.role,
      isApproved: user.isApproved,
    };
    c.set("session", session);
    return session;
  }

  const requireUser: MiddlewareHandler<Env> = async (c, next) => {
    await authenticate(c);
    await next();
  };
  const requireAdmin: MiddlewareHandler<Env> = async (c, next) => {
    const session = await authenticate(c);
    if (session.role !== "admin" || c.get("apiKey")?.kind === "affiliate") {
      throw apiError("FORBIDDEN", GUARD_MESSAGES.forbidden);
    }
    // Two-factor guards signing in; a key is a separate credential an admin made, revocable at once.
    if (
      !c.get("apiKey") && twoFactor?.adminRequired &&
      !(await twoFactor.isEnabled(session.userId))
    ) {
      throw apiError("TWO_FACTOR_REQUIRED", GUARD_MESSAGES.twoFactorRequired);
    }
    await next();
  };
  return { requireUser, requireAdmin };
}
