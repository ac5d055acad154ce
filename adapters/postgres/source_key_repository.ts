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
    async findMany(sourceId, keys) {
      if (keys.length === 0) return [];
      const rows = await sql<{ id: number; key: string; event_id: number }[]>`
        SELECT id, key, event_id FROM source_keys
        WHERE source_id = ${sourceId} AND key = ANY(${keys}::text[])`;
      return rows.map((r) => ({
        id: Number(r.id),
        key: r.key,
        eventId: Number(r.event_id),
      }));
    },
    async reserveIds(count) {
      if (count <= 0) return [];
      const rows = await sql<{ id: number }[]>`
        SELECT nextval(pg_get_serial_sequence('source_keys', 'id'))::bigint AS id
        FROM generate_series(1, ${count}::int)`;
      return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    },
    async insertMany(keys) {
      // A whole import's keys in a few statements; no ON CONFLICT: the import holds its orders' lock, so a clash
      // would be a bug and must abort rather than lose a key.
      for (let at = 0; at < keys.length; at += 5000) {
        const part = keys.slice(at, at + 5000);
        await sql`
          INSERT INTO source_keys (id, source_id, key, event_id) OVERRIDING SYSTEM VALUE
          SELECT * FROM unnest(${part.map((k) => k.id)}::bigint[], ${
          part.map((k) => k.sourceId)
        }::bigint[], ${part.map((k) => k.key)}::text[], ${
          part.map((k) => k.eventId)
        }::bigint[])`;
      }
    },
    async release(id) {
      await sql`DELETE FROM source_keys WHERE id = ${id}`;
    },
  };
}
