/** In-memory AuthTokenRepository for fast use-case tests. */
import type {
  AuthTokenPurpose,
  AuthTokenRepository,
  NewAuthToken,
} from "../../domain/auth/auth_token_repository.ts";

/** An AuthTokenRepository over an array, plus `all()` to inspect stored rows in tests. */
export function createInMemoryAuthTokenRepository(): AuthTokenRepository & {
  all(): (NewAuthToken & { usedAt: Date | null })[];
} {
  const rows: (NewAuthToken & { usedAt: Date | null })[] = [];
  return {
    save: (token) => {
      rows.push({ ...token, usedAt: null });
      return Promise.resolve();
    },
    consume: (purpose: AuthTokenPurpose, tokenHash: string, now: Date) => {
      const row = rows.find((r) =>
        r.purpose === purpose && r.tokenHash === tokenHash
      );
      if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
        return Promise.resolve(null);
      }
      row.usedAt = now;
      return Promise.resolve(row.userId);
    },
    revokeAll: (userId, purpose, now) => {
      for (const r of rows) {
        if (r.userId === userId && r.purpose === purpose && !r.usedAt) {
          r.usedAt = now;
        }
      }
      return Promise.resolve();
    },
    all: () => rows.map((r) => ({ ...r })),
  };
}
