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

/** Applies the pending migrations, each in its own transaction under an advisory lock; returns the names applied. */
export async function migrate(
  sql: Sql,
  migrations?: Migration[],
): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`;
  });
  const applied: string[] = [];
  for (const migration of all) {
    const didApply = await sql.begin(async (tx) => {
      // Holding the lock until commit makes a racing instance wait, then see the row and skip.
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
      const [row] = await tx<{ name: string }[]>`
        select name from schema_migrations where version = ${migration.version}`;
      if (row) {
        if (row.name !== migration.name) {
          throw new Error(
            `Migration ${migration.version} was applied as ${row.name}, but the file is ${migration.name}`,
          );
        }
        return false;
      }
      await tx.unsafe(migration.sql);
      await tx`insert into schema_migrations (version, name) values (${migration.version}, ${migration.name})`;
      return true;
    });
    if (didApply) applied.push(migration.name);
  }
  return applied;
}
