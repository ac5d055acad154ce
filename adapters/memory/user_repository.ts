/** In-memory UserRepository for fast use-case tests. */
import type {
  NewUserAccount,
  UserAccount,
  UserRepository,
} from "../../domain/auth/user_repository.ts";

/** A UserRepository over a Map, plus `all()` to inspect it and `markDeleted()` to soft-delete in tests. */
export function createInMemoryUserRepository(): UserRepository & {
  all(): UserAccount[];
  markDeleted(id: number, at: Date): void;
} {
  const rows = new Map<number, UserAccount>();
  let nextId = 1;
  const copy = (u: UserAccount | undefined) => (u ? { ...u } : null);
  return {
    findByEmail: (email) =>
      Promise.resolve(copy([...rows.values()].find((u) => u.email === email))),
    findById: (id) => Promise.resolve(copy(rows.get(id))),
    create: (input: NewUserAccount) => {
      if ([...rows.values()].some((u) => u.email === input.email)) {
        return Promise.resolve(null);
      }
      const user: UserAccount = {
        id: nextId++,
        name: input.name,
        email: input.email,
        passwordHash: input.passwordHash,
        role: input.role ?? "user",
        isVerified: input.isVerified ?? false,
        isApproved: input.isApproved ?? false,
        tokenVersion: 0,
        deletedAt: null,
      };
      rows.set(user.id, user);
      return Promise.resolve({ ...user });
    },
    markVerified: (id) => {
      const u = rows.get(id);
      if (u) u.isVerified = true;
      return Promise.resolve();
    },
    setPassword: (id, passwordHash) => {
      const u = rows.get(id);
      if (u) {
        u.passwordHash = passwordHash;
        u.tokenVersion += 1;
      }
      return Promise.resolve();
    },
    all: () => [...rows.values()].map((u) => ({ ...u })),
    markDeleted: (id, at) => {
      const u = rows.get(id);
      if (u) u.deletedAt = at;
    },
  };
}
