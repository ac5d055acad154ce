/** Migrator: applies migrations/NNNN_name.sql once each, in order, safe when several instances start together. */
import type { Sql } from "postgres";

/** One migration file. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

// Any fixed number works; every Kamai instance must use the same one so they queue behind each other.
const MIGRATION_LOCK_KEY = 72_616_201;
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The repository's migrations folder. */
export const MIGRATIONS_DIR: URL = new URL(
  "../../migrations/",
  import.meta.url,
);

/** Reads NNNN_name.sql files from `dir`, sorted by version; throws on a duplicate number. */
export async function readMigrations(
  dir: URL | string = MIGRATIONS_DIR,
): Promise<Migration[]> {
  const dirUrl = typeof dir === "string"
    ? new URL(`file://${dir.endsWith("/") ? dir : `${dir}/`}`)
    : dir;
  const migrations: Migration[] = [];
  for await (const entry of Deno.readDir(dirUrl)) {
    const match = entry.isFile ? FILE_NAME.exec(entry.name) : null;
    if (!match) continue;
    const text = await Deno.readTextFile(new URL(entry.name, dirUrl));
    migrations.push({ version: Number(match[1]), name: entry.name, sql: text });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i].version === migrations[i - 1].version) {
      throw new Error(
        `Two migrations share number ${migrations[i].version}: ${
          migrations[i - 1].name
        }, ${migrations[i].name}`,
      );
    }
  }
  return migrations;
}

/**
 * Applies the pending migrations, each in its own transaction, on one connection holding the advisory lock for
 * the whole run; returns the names applied. Instances starting together queue on the lock: the first applies
 * every pending migration, the others then find none left (one run, never an interleaving of two).
 */
export async function migrate(
  sql: Sql,
  migrations?: Migration[],
): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  // A session-level lock lives on a connection, so the run keeps one reserved connection from start to end.
  const conn = await sql.reserve();
  try {
    await conn`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await conn`
        create table if not exists schema_migrations (
          version integer primary key,
          name text not null,
          applied_at timestamptz not null default now()
        )`;
      const done = new Map(
        (await conn<{ version: number; name: string }[]>`
          select version, name from schema_migrations`).map((
          r,
        ) => [r.version, r.name]),
      );
      const applied: string[] = [];
      for (const migration of all) {
        const name = done.get(migration.version);
        if (name !== undefined) {
          if (name !== migration.name) {
            throw new Error(
              `Migration ${migration.version} was applied as ${name}, but the file is ${migration.name}`,
            );
          }
          continue;
        }
        // One transaction per migration: a failing one leaves no trace and stops the later ones.
        await conn`begin`;
        try {
          // A migration may rewrite a big table: the pool's statement timeout (connect.ts) does not bind it.
          await conn`set local statement_timeout = 0`;
          await conn.unsafe(migration.sql);
          await conn`insert into schema_migrations (version, name) values (${migration.version}, ${migration.name})`;
          await conn`commit`;
        } catch (error) {
          await conn`rollback`.catch(() => {});
          throw error;
        }
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await conn`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(
        () => {},
      );
    }
  } finally {
    conn.release();
  }
}
