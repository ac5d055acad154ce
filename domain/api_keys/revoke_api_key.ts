/** Revokes an API key at once (it is dated, never deleted): an admin's operator key (audited), an affiliate's own. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { API_KEY_MESSAGES, type ApiKey, type ApiKeyActor } from "./api_key.ts";
import type { ApiKeyRepos } from "./api_key_repos.ts";

/**
 * Revokes key `id`; NOT_FOUND when there is no live key of that id of the actor's kind (for an affiliate: of
 * theirs, so another affiliate's key looks exactly like a missing one).
 */
export async function revokeApiKey(
  deps: { uow: UnitOfWork<ApiKeyRepos>; clock: Clock },
  actor: ApiKeyActor,
  id: number,
): Promise<Result<ApiKey, { code: "NOT_FOUND"; message: string }>> {
  return await deps.uow.run(async ({ apiKeys, audit }) => {
    const revoked = await apiKeys.revoke(
      actor.kind,
      id,
      deps.clock.now(),
      actor.kind === "operator" ? null : actor.userId,
    );
    if (!revoked) {
      return err({
        code: "NOT_FOUND" as const,
        message: API_KEY_MESSAGES.notFound,
      });
    }
    if (actor.kind === "operator") {
      await audit.append({
        adminId: actor.userId,
        action: "Revoke API Key",
        details:
          `API key #${revoked.id} "${revoked.name}" (${revoked.prefix}…)`,
      });
    }
    return ok(revoked);
  });
}
