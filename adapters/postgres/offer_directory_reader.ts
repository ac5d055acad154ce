/** Postgres reader of what the offer directory adds to the catalog (docs/offer-directory.md). */
import type { Sql } from "postgres";
import type { DirectoryReader } from "../../domain/directory/directory_repos.ts";

/** The reader on the pool. */
export function createPostgresOfferDirectoryReader(
  sql: Sql,
): DirectoryReader {
  return {
    async linkedProductIds(userId) {
      const rows = await sql<{ product_id: number }[]>`
        SELECT product_id FROM affiliate_links WHERE user_id = ${userId}`;
      return new Set(rows.map((r) => Number(r.product_id)));
    },
  };
}
