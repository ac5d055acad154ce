/** Test harness: run a database test against PGlite (always) and PostgreSQL (when TEST_DATABASE_URL is set). */
import type { Sql } from "postgres";
import { tmpdir } from "node:os";
import { connectUrl, type DatabaseKind } from "./connect.ts";
import { startEmbeddedPglite } from "./embedded_pglite.ts";
import { migrate, readMigrations } from "./migrator.ts";
import {
  claimDatabase,
  readTemplateState,
  releaseDatabase,
  type TemplateState,
} from "./test_database_pool.ts";

/** What a database test receives. */
export interface TestDatabase {
  sql: Sql;
  kind: DatabaseKind;
}

/** A test database whose lifetime the caller manages; `url` lets another client (or startKamai) connect to it. */
export interface OwnedTestDatabase extends TestDatabase {
  url: string;
  close(): Promise<void>;
}

/** The PostgreSQL server tests may create databases on, or null to test on PGlite only. */
export function testDatabaseUrl(): string | null {
  return Deno.env.get("TEST_DATABASE_URL") || null;
}

/** The backends tests run against here: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return testDatabaseUrl() ? ["pglite", "postgres"] : ["pglite"];
}

/** Opens a fresh database (in-memory PGlite, or a new kamai_test_* database dropped on close), migrated unless asked not to. */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { migrate?: boolean } = {},
): Promise<OwnedTestDatabase> {
  const migrated = options.migrate ?? true;
  // A migrated PGlite starts from the snapshot: loading it skips initdb and the migrations (seconds per file).
  if (kind === "pglite" && migrated) {
    return openPglite(await migratedSnapshot());
  }
  // A migrated PostgreSQL database is a clone of a migrated template, reused once reset (test_database_pool.ts).
  if (kind === "postgres" && migrated) {
    return openPooled(await migratedTemplate());
  }
  const db = kind === "pglite" ? await openPglite() : await openPostgres();
  if (migrated) {
    try {
      await migrate(db.sql);
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

/** Registers one Deno.test per backend, named "<name> [<kind>]"; each opens its own `T` and closes it however the test ends. */
export function testPerBackend<T extends { close(): Promise<void> }>(
  name: string,
  open: (kind: DatabaseKind) => Promise<T>,
  fn: (t: Deno.TestContext, opened: T) => Promise<void>,
): void {
  for (const kind of testDatabaseKinds()) {
    Deno.test({
      name: `${name} [${kind}]`,
      // postgres.js keeps timers and sockets until end(); close() ends them but the sanitizers see them mid-test.
      sanitizeOps: false,
      sanitizeResources: false,
      fn: async (t) => {
        const opened = await open(kind);
        try {
          await fn(t, opened);
        } finally {
          await opened.close();
        }
      },
    });
  }
}

/** Registers one Deno.test per backend; each gets its own fresh, migrated database shared by its steps. */
export function forEachDatabase(
  name: string,
  fn: (t: Deno.TestContext, db: TestDatabase) => Promise<void>,
): void {
  testPerBackend(
    name,
    (kind) => openTestDatabase(kind),
    (t, db) => fn(t, { sql: db.sql, kind: db.kind }),
  );
}

/** A test that receives a database emptied back to its migrated state (schema and seed rows). */
export type DatabaseCase = (db: TestDatabase) => Promise<void>;

/**
 * Registers one Deno.test per backend on one migrated database shared by the file, and returns `test(name, fn)`
 * to add a step to it; every step starts from emptied tables, so steps are as independent as separate tests.
 */
export function databaseSuite(
  name: string,
): (name: string, fn: DatabaseCase) => void {
  const cases: { name: string; fn: DatabaseCase }[] = [];
  forEachDatabase(name, async (t, db) => {
    const reset = await resetter(db.sql);
    for (const c of cases) {
      await t.step(c.name, async () => {
        await reset();
        await c.fn(db);
      });
    }
  });
  return (name, fn) => void cases.push({ name, fn });
}

/** Remembers the rows a migrated database starts with; the returned function truncates every table and puts them back. */
export async function resetter(sql: Sql): Promise<() => Promise<void>> {
  const tables = (await sql<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables
    WHERE schemaname = 'public' AND tablename <> 'schema_migrations'
    ORDER BY tablename`).map((r) => r.name);
  const seeds: { table: string; rows: string }[] = [];
  for (const table of tables) {
    const [row] = await sql<{ rows: string; n: number }[]>`
      SELECT coalesce(json_agg(t), '[]')::text AS rows, count(*)::int AS n
      FROM ${sql(table)} t`;
    if (row.n > 0) seeds.push({ table, rows: row.rows });
  }
  // Seeds go back referenced tables first (payout_methods names a row of payout_rail_kinds, migration 0053).
  const references = await sql<{ table: string; referenced: string }[]>`
    SELECT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS referenced
    FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid <> c.confrelid`;
  const placed = new Set<string>();
  const ordered: typeof seeds = [];
  const place = (seed: typeof seeds[number], path: Set<string>) => {
    if (placed.has(seed.table) || path.has(seed.table)) return;
    path.add(seed.table);
    for (const r of references) {
      if (r.table.replaceAll('"', "") !== seed.table) continue;
      const first = seeds.find((s) =>
        s.table === r.referenced.replaceAll('"', "")
      );
      if (first) place(first, path);
    }
    placed.add(seed.table);
    ordered.push(seed);
  };
  for (const seed of seeds) place(seed, new Set());
  seeds.splice(0, seeds.length, ...ordered);
  const list = tables.map((t) => `"${t}"`).join(", ");
  // Seeded rows keep their ids, so an identity column's sequence must start after them again (0039 seeds rules).
  const seeded = new Set(seeds.map((s) => s.table));
  const identities = (await sql<{ table: string; column: string }[]>`
    SELECT table_name AS table, column_name AS column FROM information_schema.columns
    WHERE table_schema = 'public' AND is_identity = 'YES'`).filter((c) =>
    seeded.has(c.table)
  );
  return async () => {
    await sql.begin(async (tx) => {
      await tx.unsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
      for (const seed of seeds) {
        await tx`
          INSERT INTO ${tx(seed.table)} OVERRIDING SYSTEM VALUE
          SELECT * FROM json_populate_recordset(NULL::${
          tx(seed.table)
        }, ${seed.rows}::text::json)`;
      }
      for (const { table, column } of identities) {
        await tx.unsafe(
          `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), (SELECT max("${column}") FROM "${table}"))`,
        );
      }
    });
  };
}

let snapshot: Promise<Blob> | null = null;

/**
 * Settings the snapshot's databases start with (postgresql.auto.conf). PostgreSQL zeroes its shared buffers at
 * every start, in the process for PGlite: 128MB of them was a fifth of a test database's start (0.42-0.67 ->
 * 0.35 CPU-s) and ~100 MB of memory, for a test database of a few MB whose pages PGlite's memory file system
 * holds anyway.
 */
const SNAPSHOT_SETTINGS = ["shared_buffers = '16MB'"];

/** The migrated PGlite data folder as a tarball: built once per migration set and PGlite version, kept on disk for later processes. */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= loadOrBuildSnapshot().catch((error) => {
    snapshot = null;
    throw error;
  });
  return snapshot;
}

async function loadOrBuildSnapshot(): Promise<Blob> {
  const migrations = await readMigrations();
  const key = await sha256Hex(
    JSON.stringify([
      import.meta.resolve("@electric-sql/pglite"),
      SNAPSHOT_SETTINGS,
      migrations.map((m) => [m.name, m.sql]),
    ]),
  );
  const dir = `${tmpdir()}/kamai-test-snapshots`;
  const file = `${dir}/${key.slice(0, 24)}.tar`;
  const saved = await readSnapshot(file);
  if (saved) return saved;
  // One process builds while the others (a parallel run's first files) wait for its file: each build is seconds
  // of CPU. The lock goes with the file's handle, so a process that dies while building frees it.
  let lock: Deno.FsFile | null = null;
  try {
    await Deno.mkdir(dir, { recursive: true });
    lock = await Deno.open(`${file}.lock`, { create: true, write: true });
    await lock.lock(true);
  } catch {
    // No writable temp folder: build without waiting.
  }
  try {
    return await readSnapshot(file) ??
      await buildSnapshot(file, dir, migrations);
  } finally {
    lock?.close();
  }
}

async function readSnapshot(file: string): Promise<Blob | null> {
  try {
    return new Blob([await Deno.readFile(file)]);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    return null;
  }
}

async function buildSnapshot(
  file: string,
  dir: string,
  migrations: Awaited<ReturnType<typeof readMigrations>>,
): Promise<Blob> {
  const embedded = await startEmbeddedPglite(":memory:");
  let dump: Blob;
  try {
    const sql = connectUrl(embedded.url, 1);
    try {
      await migrate(sql, migrations);
      for (const setting of SNAPSHOT_SETTINGS) {
        await sql.unsafe(`ALTER SYSTEM SET ${setting}`);
      }
      // A checkpointed folder starts without replaying the migrations' WAL.
      await sql.unsafe("CHECKPOINT");
    } finally {
      await sql.end({ timeout: 5 });
    }
    dump = await embedded.dumpDataDir();
  } finally {
    await embedded.stop();
  }
  // Written under a unique name and renamed, so a test file running in parallel never reads half a tarball.
  try {
    await Deno.mkdir(dir, { recursive: true });
    const partial = `${file}.${crypto.randomUUID()}`;
    await Deno.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await Deno.rename(partial, file);
  } catch {
    // No writable temp folder: this process keeps its snapshot in memory, the next builds its own.
  }
  return dump;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(text),
  );
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

async function openPglite(loadDataDir?: Blob): Promise<OwnedTestDatabase> {
  const embedded = await startEmbeddedPglite(":memory:", { loadDataDir });
  const sql = connectUrl(embedded.url, 1);
  return {
    sql,
    kind: "pglite",
    url: embedded.url,
    close: async () => {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    },
  };
}

let template: Promise<{ name: string; state: TemplateState }> | null = null;

/** The migrated template database on the test server, made once per migration set (and kept for later runs). */
function migratedTemplate(): Promise<{ name: string; state: TemplateState }> {
  template ??= buildTemplate().catch((error) => {
    template = null;
    throw error;
  });
  return template;
}

// Any fixed number: every test process building a template queues behind the others on it.
const TEMPLATE_LOCK_KEY = 72_616_202;

async function buildTemplate(): Promise<
  { name: string; state: TemplateState }
> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const migrations = await readMigrations();
  // "state in comment": templates carry their TemplateState since the pool of reused clones.
  const key = await sha256Hex(
    JSON.stringify([
      "state in comment",
      migrations.map((m) => [m.name, m.sql]),
    ]),
  );
  const name = `kamai_tpl_${key.slice(0, 16)}`;
  const admin = connectUrl(serverUrl, 1);
  try {
    // A session lock (one connection): a process that dies while building releases it with its connection.
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
    const [row] = await admin<{ ready: boolean; note: string | null }[]>`
      select datistemplate as ready, shobj_description(oid, 'pg_database') as note
      from pg_database where datname = ${name}`;
    if (row?.ready && row.note) {
      return { name, state: JSON.parse(row.note) };
    }
    // Not marked ready: a build that died halfway; start again.
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const sql = connectUrl(url.href, 1);
    let state: TemplateState;
    try {
      await migrate(sql, migrations);
      state = await readTemplateState(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
    // Kept on the database, so a process that only reuses clones still knows what they must be reset to.
    await admin.unsafe(
      `comment on database ${name} is '${
        JSON.stringify(state).replaceAll("'", "''")
      }'`,
    );
    await admin.unsafe(`alter database ${name} is_template true`);
    return { name, state };
  } finally {
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`.catch(
      () => {},
    );
    await admin.end({ timeout: 5 });
  }
}

async function openPooled(
  template: { name: string; state: TemplateState },
): Promise<OwnedTestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const claimed = await claimDatabase(serverUrl, template.name);
  const url = new URL(serverUrl);
  url.pathname = `/${claimed.name}`;
  const sql = connectUrl(url.href, 10);
  return {
    sql,
    kind: "postgres",
    url: url.href,
    close: async () => {
      await sql.end({ timeout: 5 });
      await releaseDatabase(serverUrl, template.name, template.state, claimed);
    },
  };
}

async function openPostgres(): Promise<OwnedTestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `kamai_test_${
    crypto.randomUUID().replaceAll("-", "").slice(0, 16)
  }`;
  const admin = connectUrl(serverUrl, 1);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = connectUrl(url.href, 10);
  return {
    sql,
    kind: "postgres",
    url: url.href,
    close: async () => {
      await sql.end({ timeout: 5 });
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}
