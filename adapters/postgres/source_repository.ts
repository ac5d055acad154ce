/** Postgres sales sources (table sources): the admin's list and the endpoints' lookups. */
import type { Source } from "../../domain/sources/source.ts";
import type {
  SourceFields,
  SourceRepository,
} from "../../domain/sources/sources_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { isUniqueViolation } from "./unique_violation.ts";

interface SourceRow {
  id: number;
  name: string;
  kind: Source["kind"];
  secret: string | null;
  currency: string;
  commission_base: Source["commissionBase"];
  params: Source["params"] | string;
  created_at: Date;
  endpoint_token: string;
}

const toSource = (r: SourceRow): Source => ({
  id: Number(r.id),
  name: r.name,
  kind: r.kind,
  secret: r.secret,
  currency: r.currency,
  commissionBase: r.commission_base,
  params: typeof r.params === "string" ? JSON.parse(r.params) : r.params,
  createdAt: new Date(r.created_at),
  endpointToken: r.endpoint_token,
});

/** A source repository on a connection or transaction. */
export function createPostgresSourceRepository(
  sql: SqlClient,
): SourceRepository {
  const columns =
    sql`id, name, kind, secret, currency, commission_base, params, created_at, endpoint_token`;
  // A clash on the postback token must not abort the caller's transaction, hence the savepoint.
  const guarded = async (
    write: (tx: SqlClient) => Promise<SourceRow[]>,
  ): Promise<Source | null> => {
    try {
      const rows = "savepoint" in sql
        ? await sql.savepoint((tx) => write(tx))
        : await write(sql);
      return rows[0] ? toSource(rows[0]) : null;
    } catch (e) {
      if (isUniqueViolation(e)) return null;
      throw e;
    }
  };
  return {
    async list() {
      const rows = await sql<SourceRow[]>`
        SELECT ${columns} FROM sources WHERE deleted_at IS NULL ORDER BY kind <> 'api', id`;
      return rows.map(toSource);
    },
    async get(id) {
      const [row] = await sql<SourceRow[]>`
        SELECT ${columns} FROM sources WHERE id = ${id} AND deleted_at IS NULL`;
      return row ? toSource(row) : null;
    },
    async findByEndpointToken(token) {
      const [row] = await sql<SourceRow[]>`
        SELECT ${columns} FROM sources WHERE endpoint_token = ${token} AND deleted_at IS NULL`;
      return row ? toSource(row) : null;
    },
    async findPostbackByToken(token) {
      const [row] = await sql<SourceRow[]>`
        SELECT ${columns} FROM sources
        WHERE secret = ${token} AND kind = 'postback' AND deleted_at IS NULL`;
      return row ? toSource(row) : null;
    },
    insert(f: SourceFields) {
      return guarded((tx) =>
        tx<SourceRow[]>`
          INSERT INTO sources (name, kind, secret, currency, commission_base, params)
          VALUES (${f.name}, ${f.kind}, ${f.secret}, ${f.currency}, ${f.commissionBase},
                  ${JSON.stringify(f.params)}::jsonb)
          RETURNING ${columns}`
      );
    },
    update(id, f) {
      return guarded((tx) =>
        tx<SourceRow[]>`
          UPDATE sources SET name = ${f.name}, kind = ${f.kind}, secret = ${f.secret}, currency = ${f.currency},
            commission_base = ${f.commissionBase}, params = ${
          JSON.stringify(f.params)
        }::jsonb, updated_at = now()
          WHERE id = ${id} AND deleted_at IS NULL
          RETURNING ${columns}`
      );
    },
    async softDelete(id) {
      await sql`UPDATE sources SET deleted_at = now() WHERE id = ${id} AND deleted_at IS NULL`;
    },
  };
}
