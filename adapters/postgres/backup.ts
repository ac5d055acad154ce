/**
 * Backups of the Kamai database and their restore: pg_dump's custom format for a PostgreSQL server (DATABASE_URL),
 * and a gzipped tarball of the data folder (PGlite's dumpDataDir) for the embedded database in DATA_DIR. The embedded
 * one is only read or written while no Kamai process holds DATA_DIR (the same lock the app takes).
 */
import { acquireDataDirLock } from "./data_dir_lock.ts";

/** Where the database lives: a PostgreSQL server, or PGlite files in a folder. */
export type BackupTarget =
  | { kind: "postgres"; databaseUrl: string }
  | { kind: "pglite"; dataDir: string };

/** The binaries used for PostgreSQL (PG_DUMP / PG_RESTORE, default from PATH); pg_dump must be at least the server's major version. */
export interface PgTools {
  pgDump?: string;
  pgRestore?: string;
}

/** The file suffix a backup of `target` gets by default. */
export function backupSuffix(target: BackupTarget): string {
  return target.kind === "postgres" ? ".dump" : ".tar.gz";
}

/** The first bytes of a pg_dump custom-format archive. */
const PG_CUSTOM_MAGIC = "PGDMP";
/** The first bytes of a gzip stream. */
const GZIP_MAGIC = [0x1f, 0x8b];

/** Splits a postgres:// URL into a password-free URL for the command line and the password for PGPASSWORD. */
function withoutPassword(
  databaseUrl: string,
): { url: string; password: string | null } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : null;
  url.password = "";
  return { url: url.toString(), password };
}

async function run(
  command: string,
  args: string[],
  password: string | null,
): Promise<void> {
  let output: Deno.CommandOutput;
  try {
    output = await new Deno.Command(command, {
      args,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
      // The password travels in the environment, never on the command line other users can list.
      env: password === null ? {} : { PGPASSWORD: password },
    }).output();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new Error(
        `${command} was not found: install the PostgreSQL client tools (version at least the server's), or set PG_DUMP / PG_RESTORE`,
      );
    }
    throw error;
  }
  if (!output.success) {
    const stderr = new TextDecoder().decode(output.stderr).trim();
    throw new Error(`${command} failed (exit ${output.code}): ${stderr}`);
  }
}

/** Writes a backup of `target` to `file`; for PGlite, refuses while a Kamai process uses DATA_DIR. */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  tools: PgTools = {},
): Promise<void> {
  if (target.kind === "postgres") {
    const { url, password } = withoutPassword(target.databaseUrl);
    await run(tools.pgDump ?? "pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${file}`,
      `--dbname=${url}`,
    ], password);
    return;
  }
  if (!(await hasDatabase(target.dataDir))) {
    throw new Error(`DATA_DIR ${target.dataDir} holds no Kamai database`);
  }
  const lock = await acquireDataDirLock(target.dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(target.dataDir);
    try {
      const dump = await db.dumpDataDir("gzip");
      await Deno.writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

/** Options of a restore. */
export interface RestoreOptions extends PgTools {
  /** Replace a database that is already there (PostgreSQL: drop its objects; PGlite: move DATA_DIR aside). */
  force?: boolean;
}

/**
 * Restores `file` (made by backupDatabase for the same kind of database) into `target`. Refuses a target that already
 * holds a Kamai database unless `force`; for PGlite, refuses while a Kamai process uses DATA_DIR. Answers what it did.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: RestoreOptions = {},
): Promise<string> {
  const head = await readHead(file);
  const isPgDump = new TextDecoder().decode(head.slice(0, 5)) ===
    PG_CUSTOM_MAGIC;
  const isGzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  if (target.kind === "postgres") {
    if (!isPgDump) {
      throw new Error(
        `${file} is not a pg_dump custom-format backup (a backup of the embedded database restores into DATA_DIR, without DATABASE_URL)`,
      );
    }
    const { url, password } = withoutPassword(target.databaseUrl);
    const occupied = await postgresHasKamai(target.databaseUrl);
    if (occupied && !options.force) {
      throw new Error(
        "the target database already holds a Kamai database: restore into a new empty database, or pass --force to replace it",
      );
    }
    const restore = () =>
      run(options.pgRestore ?? "pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        `--dbname=${url}`,
        file,
      ], password);
    if (!occupied) {
      await restore();
      return `restored ${file} into the PostgreSQL database`;
    }
    // pg_restore --clean drops each partition's inherited constraints one by one, which PostgreSQL refuses (clicks
    // is partitioned by month, docs/click-retention.md). The old schema is moved aside instead, restored into an
    // empty one, and dropped only once the restore committed; a failed restore puts the old schema back.
    const aside = `kamai_replaced_${Date.now()}`;
    await inDatabase(target.databaseUrl, [
      `ALTER SCHEMA public RENAME TO ${aside}`,
      "CREATE SCHEMA public",
    ]);
    try {
      await restore();
    } catch (error) {
      await inDatabase(target.databaseUrl, [
        "DROP SCHEMA public CASCADE",
        `ALTER SCHEMA ${aside} RENAME TO public`,
      ]);
      throw error;
    }
    await inDatabase(target.databaseUrl, [`DROP SCHEMA ${aside} CASCADE`]);
    return `restored ${file} into the PostgreSQL database, replacing the one there`;
  }
  if (!isGzip) {
    throw new Error(
      `${file} is not a backup of the embedded database (a pg_dump backup restores into a PostgreSQL database: set DATABASE_URL)`,
    );
  }
  let movedAside: string | null = null;
  if (await hasDatabase(target.dataDir)) {
    if (!options.force) {
      throw new Error(
        `DATA_DIR ${target.dataDir} already holds a database: restore into a new folder, or pass --force to move it aside`,
      );
    }
    // Taking the lock first: a running app keeps its folder, and the operator hears why.
    const lock = await acquireDataDirLock(target.dataDir);
    await lock.release();
    movedAside = `${target.dataDir.replace(/\/+$/, "")}.before-restore-${
      new Date().toISOString().replace(/[:.]/g, "-")
    }`;
    await Deno.rename(target.dataDir, movedAside);
  }
  const lock = await acquireDataDirLock(target.dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(target.dataDir, {
      loadDataDir: new Blob([await Deno.readFile(file)]),
    });
    try {
      // Opening proves the files are a working database.
      await db.query("SELECT count(*) FROM schema_migrations");
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
  return `restored ${file} into DATA_DIR ${target.dataDir}${
    movedAside ? ` (the previous database was moved to ${movedAside})` : ""
  }`;
}

async function readHead(file: string): Promise<Uint8Array> {
  const f = await Deno.open(file, { read: true });
  try {
    const buf = new Uint8Array(8);
    const n = await f.read(buf);
    return buf.slice(0, n ?? 0);
  } finally {
    f.close();
  }
}

/** True when `dataDir` holds PostgreSQL files (PG_VERSION is written by initdb). */
async function hasDatabase(dataDir: string): Promise<boolean> {
  try {
    await Deno.stat(`${dataDir}/PG_VERSION`);
    return true;
  } catch {
    return false;
  }
}

/** Runs `statements` in one transaction on the database at `databaseUrl`. */
async function inDatabase(
  databaseUrl: string,
  statements: string[],
): Promise<void> {
  const { connectUrl } = await import("./connect.ts");
  const sql = connectUrl(databaseUrl, 1);
  try {
    await sql.begin(async (tx) => {
      for (const statement of statements) await tx.unsafe(statement);
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function postgresHasKamai(databaseUrl: string): Promise<boolean> {
  const { connectUrl } = await import("./connect.ts");
  const sql = connectUrl(databaseUrl, 1);
  try {
    const [row] = await sql<{ present: boolean }[]>`
      SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`;
    return row.present;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
