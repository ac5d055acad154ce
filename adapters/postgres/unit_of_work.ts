/** Postgres UnitOfWork: runs work inside one sql.begin transaction against repositories bound to it. */
import type { Sql, TransactionSql } from "postgres";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";

/** A connection pool or an open transaction: repositories accept either, so they can join a unit of work. */
export type SqlClient = Sql | TransactionSql;

/** A UnitOfWork whose repositories are built on the transaction, so everything commits or rolls back together. */
export function createPostgresUnitOfWork<R>(
  sql: Sql,
  makeRepos: (tx: SqlClient) => R,
): UnitOfWork<R> {
  return {
    async run<T>(work: (repos: R) => Promise<T>): Promise<T> {
      // sql.begin's result type unwraps arrays oddly, so the value is carried out through a local.
      let result!: T;
      await sql.begin(async (tx) => {
        result = await work(makeRepos(tx));
      });
      return result;
    },
  };
}
