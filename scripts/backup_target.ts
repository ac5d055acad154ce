/** The database `deno task backup` / `restore` work on, from the same settings the app reads (DATABASE_URL, DATA_DIR). */
import type { BackupTarget, PgTools } from "../adapters/postgres/backup.ts";

const setting = (env: Record<string, string | undefined>, name: string) => {
  const value = env[name]?.trim();
  return value ? value : null;
};

/** DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data), as the app itself chooses. */
export function backupTarget(
  env: Record<string, string | undefined>,
): BackupTarget {
  const databaseUrl = setting(env, "DATABASE_URL");
  if (databaseUrl) return { kind: "postgres", databaseUrl };
  const dataDir = setting(env, "DATA_DIR") ?? "./data";
  if (dataDir === ":memory:") {
    throw new Error(
      "DATA_DIR=:memory: is a throwaway database: nothing to back up or restore",
    );
  }
  return { kind: "pglite", dataDir };
}

/** PG_DUMP / PG_RESTORE: other pg_dump / pg_restore binaries (e.g. a newer major version's). */
export function pgTools(env: Record<string, string | undefined>): PgTools {
  return {
    pgDump: setting(env, "PG_DUMP") ?? undefined,
    pgRestore: setting(env, "PG_RESTORE") ?? undefined,
  };
}
