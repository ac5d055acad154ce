/** The ports of API keys: the keys an admin manages (in a unit of work) and the lookup the API's guard uses. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { RandomSource } from "../shared/random.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { ApiKey, ApiKeyKind } from "./api_key.ts";

/** Keys inside a unit of work; the adapter stores only the key's hash and prefix. */
export interface ApiKeyRepository {
  /**
   * The keys of `kind`, newest first, revoked ones included (they show as revoked): every one, or with `userId`
   * only that person's.
   */
  list(kind: ApiKeyKind, userId: number | null): Promise<ApiKey[]>;
  /** How many live (not revoked) keys of `kind` the person holds. */
  countLive(kind: ApiKeyKind, userId: number): Promise<number>;
  create(
    kind: ApiKeyKind,
    userId: number,
    fields: { name: string; scopes: readonly string[] },
    key: string,
  ): Promise<ApiKey>;
  /**
   * Dates the key revoked; null when there is no such live key of `kind` (of `userId`'s, when given).
   */
  revoke(
    kind: ApiKeyKind,
    id: number,
    at: Date,
    userId: number | null,
  ): Promise<ApiKey | null>;
}

/** What the guard needs on every keyed request, on the pool. */
export interface ApiKeyLookup {
  /** The live (not revoked) key whose hash matches `key`, of either kind; null otherwise. */
  findLive(key: string): Promise<ApiKey | null>;
  /** Records a use; writes at most about once a minute per key. */
  touch(id: number, at: Date): Promise<void>;
}

/** What the key use cases write together. */
export interface ApiKeyRepos {
  apiKeys: ApiKeyRepository;
  audit: AuditRepository;
}

/** The bundle of the API keys router (operators' and affiliates'). */
export interface ApiKeyServices {
  uow: UnitOfWork<ApiKeyRepos>;
  random: RandomSource;
}
