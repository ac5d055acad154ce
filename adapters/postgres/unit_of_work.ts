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
      // sql.begin's result type unwraps arrays oddly, so the value is carried out through a local.
      let result!: T;
      try {
        await sql.begin(async (tx) => {
          result = await work(makeRepos(tx));
          if (isErrorValue(result)) throw new RollBack(result);
        });
      } catch (error) {
        if (error instanceof RollBack) return error.result as T;
        throw error;
      }
      return result;
    },
  };
}

function isErrorValue(value: unknown): boolean {
  return typeof value === "object" && value !== null && "ok" in value &&
    value.ok === false;
}
