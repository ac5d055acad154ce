/**
 * Makes an API key, answered once and stored hashed: an admin's operator key (`kamai_sk_`, with scopes, audited) or
 * an affiliate's read-only key (`kamai_ak_`, at most MAX_AFFILIATE_KEYS live ones). 192 random bits either way.
 */
import { err, ok, type Result } from "../shared/result.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  API_KEY_MESSAGES,
  type ApiKey,
  type ApiKeyActor,
  type ApiKeyFieldError,
  keyPrefixOf,
  MAX_AFFILIATE_KEYS,
  readAffiliateKeyFields,
  readApiKeyFields,
} from "./api_key.ts";
import type { ApiKeyRepos } from "./api_key_repos.ts";

/** Creates `actor`'s key; VALIDATION_ERROR on a bad name or scope list, TOO_MANY_API_KEYS past an affiliate's cap. */
export async function createApiKey(
  deps: { uow: UnitOfWork<ApiKeyRepos>; random: RandomSource },
  actor: ApiKeyActor,
  body: Record<string, unknown>,
): Promise<
  Result<
    { apiKey: ApiKey; key: string },
    ApiKeyFieldError | { code: "TOO_MANY_API_KEYS"; message: string }
  >
> {
  const fields = actor.kind === "operator"
    ? readApiKeyFields(body)
    : readAffiliateKeyFields(body);
  if (!fields.ok) return fields;
  const key = `${keyPrefixOf(actor.kind)}${deps.random.token(192)}`;
  return await deps.uow.run(async ({ apiKeys, audit }) => {
    if (
      actor.kind === "affiliate" &&
      await apiKeys.countLive("affiliate", actor.userId) >= MAX_AFFILIATE_KEYS
    ) {
      return err({
        code: "TOO_MANY_API_KEYS" as const,
        message: API_KEY_MESSAGES.tooMany,
      });
    }
    const apiKey = await apiKeys.create(
      actor.kind,
      actor.userId,
      fields.value,
      key,
    );
    // Admin actions are audited; an affiliate's own keys are theirs to manage, like their postbacks.
    if (actor.kind === "operator") {
      await audit.append({
        adminId: actor.userId,
        action: "Create API Key",
        details:
          `API key #${apiKey.id} "${apiKey.name}" (${apiKey.prefix}…) with ${
            apiKey.scopes.join(", ")
          }`,
      });
    }
    return ok({ apiKey, key });
  });
}
