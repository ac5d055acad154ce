/** Postgres dedupe keys of sources (table source_keys): delivery and step keys, once per source. */
import type { SourceKeyRepository } from "../../domain/sources/sources_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A key repository on a connection or transaction. */
export function createPostgresSourceKeyRepository(
  sql: SqlClient,
): SourceKeyRepository {
  return {
    async anySeen(sourceId, keys) {
      if (keys.length === 0) return false;
      const rows = await sql`
        SELECT 1 FROM source_keys WHERE source_id = ${sourceId} AND key IN ${
        sql(keys)
      } LIMIT 1`;
      return rows.length > 0;
    },
    async claim(sourceId, key, eventId) {
      // DO NOTHING (not an error) so a duplicate leaves the transaction usable; one round trip either way.
      const [row] = await sql<{ id: number; event_id: number }[]>`
        WITH ins AS (
          INSERT INTO source_keys (source_id, key, event_id) VALUES (${sourceId}, ${key}, ${eventId})
          ON CONFLICT (source_id, key) DO NOTHING
          RETURNING id, event_id)
        SELECT id, event_id FROM ins
        UNION ALL
        SELECT id, event_id FROM source_keys
        WHERE source_id = ${sourceId} AND key = ${key} AND NOT EXISTS (SELECT 1 FROM ins)`;
      return row && Number(row.event_id) === eventId ? Number(row.id) : null;
    },
    async release(id) {
      await sql`DELETE FROM source_keys WHERE id = ${id}`;
    },
  };
}
