/** Postgres applications to public offers (table offer_applications, 0064). */
import type { Sql } from "postgres";
import type {
  ApplicationReader,
  ApplicationRepository,
} from "../../domain/directory/application_repository.ts";
import type {
  ApplicationRow,
  OfferApplication,
} from "../../domain/directory/application.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface Row {
  id: number;
  user_id: number;
  product_id: number;
  traffic_source: string;
  note: string | null;
  status: OfferApplication["status"];
  reason: string | null;
  decided_how: OfferApplication["decidedHow"];
  decided_at: Date | null;
  created_at: Date;
}

const COLUMNS =
  "id, user_id, product_id, traffic_source, note, status, reason, decided_how, decided_at, created_at";

function toApplication(r: Row): OfferApplication {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    productId: Number(r.product_id),
    trafficSource: r.traffic_source,
    note: r.note,
    status: r.status,
    reason: r.reason,
    decidedHow: r.decided_how,
    decidedAt: r.decided_at,
    createdAt: r.created_at,
  };
}

/** The repository on a connection or transaction. */
export function createPostgresApplicationRepository(
  sql: SqlClient,
): ApplicationRepository {
  return {
    async findOpen(userId, productId) {
      const [row] = await sql<Row[]>`
        SELECT ${sql.unsafe(COLUMNS)} FROM offer_applications
        WHERE user_id = ${userId} AND product_id = ${productId} AND status = 'pending'`;
      return row ? toApplication(row) : null;
    },
    async create(a) {
      const [row] = await sql<Row[]>`
        INSERT INTO offer_applications (user_id, product_id, traffic_source, note, status, decided_how, decided_at)
        VALUES (${a.userId}, ${a.productId}, ${a.trafficSource}, ${a.note},
                ${a.decided ? "approved" : "pending"}, ${
        a.decided?.how ?? null
      }, ${a.decided?.at ?? null})
        ON CONFLICT DO NOTHING
        RETURNING ${sql.unsafe(COLUMNS)}`;
      return row ? toApplication(row) : null;
    },
    async lockMany(ids) {
      const rows = await sql<Row[]>`
        SELECT ${sql.unsafe(COLUMNS)} FROM offer_applications
        WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`;
      return rows.map(toApplication);
    },
    async decide(id, d) {
      const [row] = await sql<Row[]>`
        UPDATE offer_applications
        SET status = ${d.status}, reason = ${d.reason}, decided_how = 'admin', decided_by = ${d.adminId},
            decided_at = ${d.at}
        WHERE id = ${id} AND status = 'pending'
        RETURNING ${sql.unsafe(COLUMNS)}`;
      return toApplication(row);
    },
  };
}

/** The reader on the pool. */
export function createPostgresApplicationReader(
  sql: Sql,
): ApplicationReader {
  return {
    async listForUser(userId) {
      const rows = await sql<Row[]>`
        SELECT ${sql.unsafe(COLUMNS)} FROM offer_applications
        WHERE user_id = ${userId} ORDER BY id DESC LIMIT 500`;
      return rows.map(toApplication);
    },
    async listForReview(filter, limit) {
      const rows = await sql<
        (Row & {
          name: string;
          email: string;
          title: string;
          open_flags: number;
        })[]
      >`
        SELECT a.id, a.user_id, a.product_id, a.traffic_source, a.note, a.status, a.reason, a.decided_how,
               a.decided_at, a.created_at, u.name, u.email, p.title,
               (SELECT count(*)::int FROM risk_flags f WHERE f.user_id = a.user_id AND f.status = 'open') AS open_flags
        FROM offer_applications a
        JOIN users u ON u.id = a.user_id
        JOIN products p ON p.id = a.product_id
        WHERE (${filter.status ?? null}::text IS NULL OR a.status = ${
        filter.status ?? null
      }::text)
          AND (${filter.productId ?? null}::bigint IS NULL OR a.product_id = ${
        filter.productId ?? null
      }::bigint)
        ORDER BY a.id DESC
        LIMIT ${limit}`;
      return rows.map((r): ApplicationRow => ({
        ...toApplication(r),
        userName: r.name,
        userEmail: r.email,
        productTitle: r.title,
        openRiskFlags: Number(r.open_flags),
      }));
    },
  };
}
