/** Postgres UnitOfWork: runs work inside one sql.begin transaction against repositories bound to it. */
import type { Sql, TransactionSql } from "postgres";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";

/** A connection pool or an open transaction: repositories accept either, so they can join a unit of work. */
export type SqlClient = Sql | TransactionSql;

/** Thrown inside sql.begin to roll back on an error value; caught outside, so callers never see it. */
class RollBack {
  constructor(readonly result: unknown) {}
}

/** A UnitOfWork whose repositories are built on the transaction, so everything commits or rolls back together; an error value (`{ ok: false }`) rolls back like an exception and is returned. */
export function createPostgresUnitOfWork<R>(
  sql: Sql,
  makeRepos: (tx: SqlClient) => R,
): UnitOfWork<R> {
  return {
    async run<T>(work: (repos: R) => Promise<T>): Promise<T> {
      for (let attempt = 1;; attempt++) {
        // sql.begin's result type unwraps arrays oddly, so the value is carried out through a local.
        let result!: T;
        try {
          await sql.begin(async (tx) => {
            result = await work(makeRepos(tx));
            if (isErrorValue(result)) throw new RollBack(result);
          });
        } catch (error) {
          if (error instanceof RollBack) return error.result as T;
          if (attempt < MAX_ATTEMPTS && isRetryable(error)) {
            await delay(attempt);
            continue;
          }
          throw error;
        }
        return result;
      }
    },
  };
}

/** Tries of one unit of work when PostgreSQL aborts it for a deadlock or a serialization failure. */
const MAX_ATTEMPTS = 4;

/**
 * Deadlocks (40P01) and serialization failures (40001) abort a transaction that did nothing wrong: two deliveries
 * adding to the same daily rollup rows in different orders, say. PostgreSQL's advice is to run it again; nothing of
 * the aborted try was committed (docs/decisions.md, "Transactions that PostgreSQL aborts are retried").
 */
function isRetryable(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error
    ? (error as { code: unknown }).code
    : undefined;
  return code === "40P01" || code === "40001";
}

/** A short, jittered pause so the transactions that collided do not collide again in step. */
function delay(attempt: number): Promise<void> {
  const ms = attempt * 10 + Math.floor(Math.random() * 20);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isErrorValue(value: unknown): boolean {
  return typeof value === "object" && value !== null && "ok" in value &&
    value.ok === false;
}
