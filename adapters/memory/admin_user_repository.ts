/** In-memory user administration, the twin of adapters/postgres/admin_user_repository.ts. */
import type { AdminUserRepository } from "../../domain/users/admin_user_repository.ts";
import type { UserSummary } from "../../domain/users/user_summary.ts";

/** A stored user with the secrets the admin tools change. */
export interface InMemoryUser extends UserSummary {
  passwordHash: string;
  tokenVersion: number;
}

/** An admin user repository over an array of users (exposed as `users` so tests can inspect them). */
export function createInMemoryAdminUserRepository(
  seed: InMemoryUser[],
): AdminUserRepository & { users: InMemoryUser[] } {
  const users = seed;
  const byId = (id: number) => users.find((u) => u.id === id);
  const blockedIds = new Set<number>();
  return {
    users,
    list(query) {
      const q = query.q?.trim().toLowerCase();
      const rows = users.filter((u) =>
        !q || u.name.toLowerCase().includes(q) ||
        u.email.toLowerCase().includes(q)
      );
      const sort = query.sort ?? { field: "createdAt", direction: "desc" };
      const factor = sort.direction === "asc" ? 1 : -1;
      rows.sort((a, b) => {
        const x = a[sort.field], y = b[sort.field];
        const order = x < y ? -1 : x > y ? 1 : 0;
        return order * factor || (a.id - b.id) * factor;
      });
      const total = rows.length;
      if (query.pageSize === undefined) {
        return Promise.resolve({ rows: rows.map(summary), total });
      }
      const start = ((query.page ?? 1) - 1) * query.pageSize;
      return Promise.resolve({
        rows: rows.slice(start, start + query.pageSize).map(summary),
        total,
      });
    },
    findById(id) {
      const user = byId(id);
      return Promise.resolve(user ? summary(user) : null);
    },
    setApproved(id, approved, endSessions) {
      const user = byId(id);
      if (user) {
        user.isApproved = approved;
        if (endSessions) user.tokenVersion += 1;
      }
      return Promise.resolve();
    },
    setBlocked(id, blocked) {
      const user = byId(id);
      if (user) {
        user.isApproved = !blocked;
        blockedIds[blocked ? "add" : "delete"](id);
        if (blocked) user.tokenVersion += 1;
      }
      return Promise.resolve();
    },
    isBlocked(id) {
      return Promise.resolve(
        blockedIds.has(id) && byId(id)?.isApproved === false,
      );
    },
    setPasswordHash(id, passwordHash) {
      const user = byId(id);
      if (user) {
        user.passwordHash = passwordHash;
        user.tokenVersion += 1;
      }
      return Promise.resolve();
    },
  };
}

function summary(user: InMemoryUser): UserSummary {
  const { passwordHash: _hash, tokenVersion: _version, ...rest } = user;
  return rest;
}
