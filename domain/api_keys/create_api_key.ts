/** Makes an operator API key: `kamai_sk_` and 192 random bits, answered once, stored hashed, audited. */
import { ok, type Result } from "../shared/result.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  type ApiKey,
  type ApiKeyFieldError,
  OPERATOR_KEY_PREFIX,
  readApiKeyFields,
} from "./api_key.ts";
import type { ApiKeyRepos } from "./api_key_repos.ts";

/** Creates the key for admin `adminId`; VALIDATION_ERROR on a bad name or scope list. */
export async function createApiKey(
  deps: { uow: UnitOfWork<ApiKeyRepos>; random: RandomSource },
  adminId: number,
  body: Record<string, unknown>,
): Promise<Result<{ apiKey: ApiKey; key: string }, ApiKeyFieldError>> {
  const fields = readApiKeyFields(body);
  if (!fields.ok) return fields;
  const key = `${OPERATOR_KEY_PREFIX}${deps.random.token(192)}`;
  return await deps.uow.run(async ({ apiKeys, audit }) => {
    const apiKey = await apiKeys.create(adminId, fields.value, key);
    await audit.append({
      adminId,
      action: "Create API Key",
      details:
        `API key #${apiKey.id} "${apiKey.name}" (${apiKey.prefix}…) with ${
          apiKey.scopes.join(", ")
        }`,
    });
    return ok({ apiKey, key });
  });
}
