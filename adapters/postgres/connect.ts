/** openDatabase: the postgres.js connection to a PostgreSQL server or to the embedded PGlite. */
import postgres from "postgres";
import type { Sql } from "postgres";
import type { AppConfig } from "../config.ts";
import { createPoolUsage, type PoolUsage } from "./pool_usage.ts";

/** Which backend a connection talks to. */
export type DatabaseKind = "pglite" | "postgres";

/** An open database: tagged-template `sql`, its backend kind, and close(). */
export interface Database {
  sql: Sql;
  kind: DatabaseKind;
  /** The pool's size and busy connections (GET /metrics). */
  pool: PoolUsage;
  /**
   * A database server's own liveness check for the API's breaker, on a connection of its own: a busy pool (every
   * connection taken by slow calls) is not an outage, so the ping never queues behind it. Absent for the embedded
   * database, which lives in this process and cannot be away.
   */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

/** Parses int8 to a JS number; refuses values a number cannot hold exactly instead of rounding money or ids. */
export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`int8 value ${value} is not a safe integer`);
  }
  return n;
}

/** postgres.js options shared by both backends: int8 as number, numeric left as string, snake_case kept. */
export function postgresOptions(
  max: number,
  applicationName?: string,
): postgres.Options<Record<string, postgres.PostgresType>> {
  return {
    max,
    ...(applicationName
      ? { connection: { application_name: applicationName } }
      : {}),
    // A database host that stops answering should turn into a prompt 503, not a 30 s hang per request.
    connect_timeout: 5,
    onnotice: () => {},
    types: {
      int8: {
        to: 20,
        from: [20],
        serialize: (x: number) => String(x),
        parse: parseInt8,
      },
    },
  };
}

/** Connects postgres.js to `url` with the shared options. */
export function connectUrl(
  url: string,
  max: number,
  applicationName?: string,
): Sql {
  return postgres(url, postgresOptions(max, applicationName)) as unknown as Sql;
}

/** Connections of the pool to a PostgreSQL server. */
const POOL_MAX = 10;

/** Opens the database the config names: DATABASE_URL (a pool of 10) or PGlite in DATA_DIR (one connection). */
export async function openDatabase(
  config: AppConfig,
  options: { pgliteSnapshot?: Blob } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    // A name of its own per instance, so pg_stat_activity tells this pool's connections from other instances'.
    const applicationName = `kamai-${crypto.randomUUID().slice(0, 8)}`;
    const sql = connectUrl(config.databaseUrl, POOL_MAX, applicationName);
    const pingSql = connectUrl(
      config.databaseUrl,
      1,
      `${applicationName}-ping`,
    );
    // Opened now, so the breaker's first ping never pays for a connection set-up under load.
    await pingSql`select 1`;
    return {
      sql,
      kind: "postgres",
      pool: createPoolUsage(sql, POOL_MAX, applicationName),
      ping: async () => {
        await pingSql`select 1`;
      },
      close: async () => {
        await Promise.all([
          sql.end({ timeout: 5 }),
          pingSql.end({ timeout: 1 }),
        ]);
      },
    };
  }
  // Loaded only when used, so a PostgreSQL deployment (e.g. Deno Deploy) never loads the PGlite runtime.
  const { startEmbeddedPglite } = await import("./embedded_pglite.ts");
  const embedded = await startEmbeddedPglite(config.dataDir, {
    loadDataDir: options.pgliteSnapshot,
  });
  const sql = connectUrl(embedded.url, 1);
  return {
    sql,
    kind: "pglite",
    pool: createPoolUsage(sql, 1, null),
    close: async () => {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    },
  };
}
