/** openDatabase: the postgres.js connection to a PostgreSQL server or to the embedded PGlite. */
import { guardClosedSocketWrites } from "./closed_socket_guard.ts";
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

/**
 * The app pool's session limits on a PostgreSQL server (docs/operations.md "Timeouts"): no statement runs past
 * 30 s, no transaction idles past 60 s holding its locks, and the server drops a connection whose client stopped
 * answering within about 10 s (keepalives, unacknowledged data, a check during long statements), so a half-open
 * connection's locks never hold the writes that retry after it.
 */
export const SERVER_SESSION_LIMITS = {
  statement_timeout: "30s",
  idle_in_transaction_session_timeout: "60s",
  tcp_keepalives_idle: "5",
  tcp_keepalives_interval: "2",
  tcp_keepalives_count: "3",
  tcp_user_timeout: "10000",
  client_connection_check_interval: "2000",
} as const;

/** postgres.js options shared by both backends: int8 as number, numeric left as string, snake_case kept. */
export function postgresOptions(
  max: number,
  applicationName?: string,
  session: Record<string, string> = {},
): postgres.Options<Record<string, postgres.PostgresType>> {
  const connection = {
    ...(applicationName ? { application_name: applicationName } : {}),
    ...session,
  };
  return {
    max,
    ...(Object.keys(connection).length > 0 ? { connection } : {}),
    // A database host that stops answering turns into a prompt failure (and a 503), not a long hang per call.
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
  session: Record<string, string> = {},
): Sql {
  guardClosedSocketWrites();
  return postgres(
    url,
    postgresOptions(max, applicationName, session),
  ) as unknown as Sql;
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
    const sql = connectUrl(
      config.databaseUrl,
      POOL_MAX,
      applicationName,
      SERVER_SESSION_LIMITS,
    );
    const openPing = () =>
      connectUrl(config.databaseUrl!, 1, `${applicationName}-ping`, {
        statement_timeout: "1s",
      });
    let pingSql = openPing();
    let pinging = false;
    // Opened now, so the breaker's first ping never pays for a connection set-up under load.
    await pingSql`select 1`;
    return {
      sql,
      kind: "postgres",
      pool: createPoolUsage(sql, POOL_MAX, applicationName),
      ping: async () => {
        // A ping still unanswered when the next one starts was given up on (the breaker's timeout): its
        // connection may be half-open, so the next ping opens a fresh one rather than queue behind it, and the
        // breaker sees the database back as soon as it answers.
        if (pinging) {
          pingSql.end({ timeout: 0 }).catch(() => {});
          pingSql = openPing();
        }
        const current = pingSql;
        pinging = true;
        try {
          await current`select 1`;
        } catch (error) {
          if (pingSql === current) {
            current.end({ timeout: 0 }).catch(() => {});
            pingSql = openPing();
          }
          throw error;
        } finally {
          if (pingSql === current) pinging = false;
        }
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
