/** The ports of API keys: the keys an admin manages (in a unit of work) and the lookup the API's guard uses. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { RandomSource } from "../shared/random.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { ApiKey, ApiKeyFields } from "./api_key.ts";

/** Operator keys inside a unit of work; the adapter stores only the key's hash and prefix. */
export interface ApiKeyRepository {
  /** Every operator key, newest first, revoked ones included (they show as revoked). */
  list(): Promise<ApiKey[]>;
  create(userId: number, fields: ApiKeyFields, key: string): Promise<ApiKey>;
  /** Dates the key revoked; null when there is no such key or it was revoked already. */
  revoke(id: number, at: Date): Promise<ApiKey | null>;
}

/** What the guard needs on every keyed request, on the pool. */
export interface ApiKeyLookup {
  /** The live (not revoked) key whose hash matches `key`; null otherwise. */
  findLive(key: string): Promise<ApiKey | null>;
  /** Records a use; writes at most about once a minute per key. */
  touch(id: number, at: Date): Promise<void>;
}

/** What the key use cases write together. */
export interface ApiKeyRepos {
  apiKeys: ApiKeyRepository;
  audit: AuditRepository;
}

/** The bundle of the API keys router. */
export interface ApiKeyServices {
  uow: UnitOfWork<ApiKeyRepos>;
  random: RandomSource;
}
