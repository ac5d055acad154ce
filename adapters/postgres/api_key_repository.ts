/** Postgres API keys (table api_keys): operators' and affiliates' keys stored as their SHA-256, never as themselves. */
import type { ApiKey, ApiKeyKind } from "../../domain/api_keys/api_key.ts";
import type {
  ApiKeyLookup,
  ApiKeyRepository,
} from "../../domain/api_keys/api_key_repos.ts";
import { HEX_OF_BYTE } from "../../domain/shared/hex.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface ApiKeyRow {
  id: number;
  kind: ApiKeyKind;
  user_id: number;
  name: string;
  scopes: string[];
  key_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const toApiKey = (r: ApiKeyRow): ApiKey => ({
  id: Number(r.id),
  kind: r.kind,
  userId: Number(r.user_id),
  name: r.name,
  scopes: r.scopes,
  prefix: r.key_prefix,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

/** Hex SHA-256 of a key: a key carries 192 random bits, so a slow hash would add nothing but latency. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)),
  );
  let hex = "";
  for (const b of digest) hex += HEX_OF_BYTE[b];
  return hex;
}

/** How many characters of a key a list shows: its prefix (kamai_sk_ or kamai_ak_) and 4 more. */
const SHOWN = "kamai_sk_".length + 4;

/** The keys on a transaction (or the pool). */
export function createPostgresApiKeyRepository(
  sql: SqlClient,
): ApiKeyRepository {
  const columns =
    sql`id, kind, user_id, name, scopes, key_prefix, created_at, last_used_at, revoked_at`;
  return {
    async list(kind, userId) {
      const rows = userId === null
        ? await sql<ApiKeyRow[]>`
          SELECT ${columns} FROM api_keys WHERE kind = ${kind} ORDER BY id DESC`
        : await sql<ApiKeyRow[]>`
          SELECT ${columns} FROM api_keys WHERE kind = ${kind} AND user_id = ${userId}
          ORDER BY id DESC`;
      return rows.map(toApiKey);
    },
    async countLive(kind, userId) {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM api_keys
        WHERE kind = ${kind} AND user_id = ${userId} AND revoked_at IS NULL`;
      return row.n;
    },
    async create(kind, userId, fields, key) {
      const [row] = await sql<ApiKeyRow[]>`
        INSERT INTO api_keys (kind, user_id, name, scopes, key_hash, key_prefix)
        VALUES (${kind}, ${userId}, ${fields.name}, ${fields
        .scopes as string[]}::text[],
          ${await hashApiKey(key)}, ${key.slice(0, SHOWN)})
        RETURNING ${columns}`;
      return toApiKey(row);
    },
    async revoke(kind, id, at, userId) {
      const [row] = await sql<ApiKeyRow[]>`
        UPDATE api_keys SET revoked_at = ${at}
        WHERE id = ${id} AND kind = ${kind} AND revoked_at IS NULL
          AND (${userId}::bigint IS NULL OR user_id = ${userId})
        RETURNING ${columns}`;
      return row ? toApiKey(row) : null;
    },
  };
}

/** The guard's lookup on the pool (the guard checks that the key's kind matches its prefix). */
export function createPostgresApiKeyLookup(sql: SqlClient): ApiKeyLookup {
  return {
    async findLive(key) {
      const [row] = await sql<ApiKeyRow[]>`
        SELECT id, kind, user_id, name, scopes, key_prefix, created_at, last_used_at, revoked_at
        FROM api_keys
        WHERE key_hash = ${await hashApiKey(key)} AND revoked_at IS NULL`;
      return row ? toApiKey(row) : null;
    },
    async touch(id, at) {
      // A busy key would otherwise write its row on every call; a minute is fine-grained enough for "last used".
      await sql`
        UPDATE api_keys SET last_used_at = ${at}
        WHERE id = ${id}
          AND (last_used_at IS NULL OR last_used_at < ${at}::timestamptz - interval '1 minute')`;
    },
  };
}
