/** Revokes an operator API key at once (it is dated, never deleted), audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { API_KEY_MESSAGES, type ApiKey } from "./api_key.ts";
import type { ApiKeyRepos } from "./api_key_repos.ts";

/** Revokes key `id`; NOT_FOUND when there is no live key of that id. */
export async function revokeApiKey(
  deps: { uow: UnitOfWork<ApiKeyRepos>; clock: Clock },
  adminId: number,
  id: number,
): Promise<Result<ApiKey, { code: "NOT_FOUND"; message: string }>> {
  return await deps.uow.run(async ({ apiKeys, audit }) => {
    const revoked = await apiKeys.revoke(id, deps.clock.now());
    if (!revoked) {
      return err({
        code: "NOT_FOUND" as const,
        message: API_KEY_MESSAGES.notFound,
      });
    }
    await audit.append({
      adminId,
      action: "Revoke API Key",
      details: `API key #${revoked.id} "${revoked.name}" (${revoked.prefix}…)`,
    });
    return ok(revoked);
  });
}
