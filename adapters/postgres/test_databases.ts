/** Test harness: run a database test against PGlite (always) and PostgreSQL (when TEST_DATABASE_URL is set). */
import type { Sql } from "postgres";
import { connectUrl, type DatabaseKind } from "./connect.ts";
import { startEmbeddedPglite } from "./embedded_pglite.ts";
import { migrate } from "./migrator.ts";

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
  const db = kind === "pglite" ? await openPglite() : await openPostgres();
  if (options.migrate ?? true) {
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

async function openPglite(): Promise<OwnedTestDatabase> {
  const embedded = await startEmbeddedPglite(":memory:");
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
