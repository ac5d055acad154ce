/** In-memory profiles, the twin of adapters/postgres/profile_repository.ts. */
import type { ProfileRepository } from "../../domain/profiles/profile_repository.ts";
import type { StoredProfile } from "../../domain/profiles/profile.ts";

/** A profile repository over a Map; `emailOf` supplies the owner's email as the users table would. */
export function createInMemoryProfileRepository(
  emailOf: (userId: number) => string,
): ProfileRepository {
  const profiles = new Map<number, StoredProfile>();
  return {
    findByUserId: (userId) => Promise.resolve(copy(profiles.get(userId))),
    submit(userId, fields, at) {
      const existing = profiles.get(userId);
      if (existing && existing.status !== "rejected") {
        return Promise.resolve(false);
      }
      profiles.set(userId, {
        ...fields,
        userId,
        email: emailOf(userId),
        status: "pending",
        rejectionReason: null,
        submittedAt: at,
        updatedAt: at,
      });
      return Promise.resolve(true);
    },
    listPending() {
      const pending = [...profiles.values()].filter((p) =>
        p.status === "pending"
      )
        .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
      return Promise.resolve(pending.map((p) => ({ ...p })));
    },
    decide(userId, decision) {
      const existing = profiles.get(userId);
      if (!existing || existing.status !== "pending") {
        return Promise.resolve(false);
      }
      profiles.set(userId, {
        ...existing,
        status: decision.status,
        rejectionReason: decision.reason,
        updatedAt: decision.at,
      });
      return Promise.resolve(true);
    },
    countPending: () =>
      Promise.resolve(
        [...profiles.values()].filter((p) => p.status === "pending").length,
      ),
  };
}

function copy(profile: StoredProfile | undefined): StoredProfile | null {
  return profile ? { ...profile } : null;
}
