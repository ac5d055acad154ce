/** startKamai: the composition root's body — database, migrations, secrets, adapters, services, HTTP app and server. */
import type { Hono } from "hono";
import type { Clock } from "../domain/shared/clock.ts";
import type { RandomSource } from "../domain/shared/random.ts";
import type { AppContext } from "./app_context.ts";
import { type AppConfig, listenHostname } from "./config.ts";
import { createCryptoRandomSource } from "./crypto/random_source.ts";
import { ensureAdminAccount } from "./ensure_admin_account.ts";
import { createArgon2PasswordHasher } from "./crypto/argon2_password_hasher.ts";
import type { PasswordHasher } from "../domain/auth/password_hasher.ts";
import { issueSetupLink } from "../domain/setup/issue_setup_link.ts";
import { createApp, createGoApp } from "./http/app.ts";
import { createGoFastPath } from "./http/go_fast_path.ts";
import { createGoRedirect } from "./http/routes/go.ts";
import { createAuthGuards } from "./http/auth_middleware.ts";
import {
  createDatabaseBreaker,
  type DatabaseBreakerOptions,
} from "./http/database_breaker.ts";
import { openDatabase } from "./postgres/connect.ts";
import {
  acquireDataDirLock,
  type DataDirLock,
} from "./postgres/data_dir_lock.ts";
import { migrate } from "./postgres/migrator.ts";
import { releaseOutboxLeases } from "./postgres/outbox_store.ts";
import type { JsonLog } from "./observability/json_log.ts";
import { resolveSecrets } from "./postgres/secrets.ts";
import { createMessagingAdapters, createServices } from "./services.ts";
import type { Infrastructure, Services } from "./service_types.ts";

/** Test seams and start-up choices. */
export interface StartOptions {
  clock?: Clock;
  random?: RandomSource;
  /** Use http://localhost:<bound port> as the public URL (tests and benches that start on port 0). */
  publicUrlFromPort?: boolean;
  /** Most clicks the buffer holds while the database is away (tests make it tiny; default MAX_PENDING_CLICKS). */
  clickQueueLimit?: number;
  /** An embedded database to start from (a migrated PGlite dump), so tests skip initdb and the migrations. */
  pgliteSnapshot?: Blob;
  /** Where JSON log lines go (tests read them); absent: batched to stdout. */
  log?: JsonLog;
  /** The events outbox's seams (tests: a fast poll and retry). */
  outbox?: Infrastructure["outbox"];
  /** The import job worker's pause between passes (null: tests run its passes). */
  importJobPollMs?: Infrastructure["importJobPollMs"];
  /** Where a sales import job runs on a PostgreSQL server: an isolate with these limits (default), or in-process. */
  importJobIsolate?: Infrastructure["importJobIsolate"];
  /** The database breaker's limits (a test of a busy server raises them so load never reads as an outage). */
  breaker?: Pick<DatabaseBreakerOptions, "deadlineMs" | "pingTimeoutMs">;
  /** The captcha's proof of work (tests: TEST_ALTCHA_WORK); absent: ALTCHA_WORK. */
  captchaWork?: Infrastructure["captchaWork"];
  /** How passwords are hashed (tests: argon2id at TEST_ARGON2_PARAMS); absent: argon2id at OWASP's cost. */
  passwordHasher?: PasswordHasher;
}

/** A running Kamai instance. */
export interface RunningKamai {
  /** What the routers got besides their bundles: config, clock, auth guards. */
  ctx: AppContext;
  /** The per-area bundles the routers were wired with. */
  services: Services;
  /** The outside world it runs on; tests and benches may use the database directly (`infra.sql`). */
  infra: Infrastructure;
  app: Hono;
  /** http://localhost:<port>, for clients on this machine. */
  url: string;
  port: number;
  /** While no admin exists: the one-time link (PUBLIC_URL/setup/<token>) that creates the first admin; else null. */
  setupUrl: string | null;
  /** Stops taking requests, runs the shutdown tasks, closes the database and frees DATA_DIR. */
  close(): Promise<void>;
}

const systemClock: Clock = { now: () => new Date() };
/** How long shutdown waits for requests in flight. */
const SHUTDOWN_GRACE_MS = 25_000;

/** Counts handlers running; once closed, refuses new ones (run answers null) and waits for the rest. */
function createInFlightGate() {
  let running = 0;
  let closed = false;
  let idle: (() => void) | null = null;
  return {
    run(
      work: () => Response | Promise<Response>,
    ): Response | Promise<Response> | null {
      if (closed) return null;
      running++;
      const done = () => {
        running--;
        if (running === 0) idle?.();
      };
      let answer: Response | Promise<Response>;
      try {
        answer = work();
      } catch (error) {
        done();
        throw error;
      }
      // A redirect answered at once stays synchronous: no promise per request on the busiest path.
      if (answer instanceof Response) {
        done();
        return answer;
      }
      return answer.finally(done);
    },
    async close(timeoutMs: number): Promise<void> {
      closed = true;
      if (running === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        idle = resolve;
        timer = setTimeout(resolve, timeoutMs);
      });
      clearTimeout(timer);
    },
  };
}

/** The path (and query) of an absolute request URL, without URL parsing: this runs for every request. */
function pathOf(url: string): string {
  const slash = url.indexOf("/", url.indexOf("//") + 2);
  return slash >= 0 ? url.slice(slash) : "/";
}

/** The answer to a request that arrives while the instance is stopping. */
function shuttingDown(): Response {
  return new Response(
    JSON.stringify({
      message: "Service temporarily unavailable. Please try again shortly.",
      code: "SERVICE_UNAVAILABLE",
    }),
    {
      status: 503,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "retry-after": "5",
        connection: "close",
      },
    },
  );
}

/** Starts Kamai with `config`: ready to serve when the promise resolves. */
export async function startKamai(
  config: AppConfig,
  options: StartOptions = {},
): Promise<RunningKamai> {
  const usesDataDir = !config.databaseUrl && config.dataDir !== ":memory:";
  const lock: DataDirLock | null = usesDataDir
    ? await acquireDataDirLock(config.dataDir)
    : null;
  const cleanups: (() => Promise<void>)[] = [];
  if (lock) cleanups.push(() => lock.release());
  try {
    const db = await openDatabase(config, {
      pgliteSnapshot: options.pgliteSnapshot,
    });
    cleanups.unshift(() => db.close());
    const applied = await migrate(db.sql);
    // Said once, by the instance that applied them: the others waited on the lock and found nothing to do.
    if (applied.length > 0) {
      console.log(`Applied ${applied.length} migration(s) at start`);
    }
    // DATA_DIR is this process's alone: an outbox lease found there is a dead process's (docs/webhooks.md).
    if (lock) await releaseOutboxLeases(db.sql);
    const secrets = await resolveSecrets(db.sql, config);

    // The handler is bound after listening so that a server on port 0 can learn its port for PUBLIC_URL first.
    let handler: (
      request: Request,
      info: Deno.ServeHandlerInfo<Deno.NetAddr>,
    ) => Response | Promise<Response> = () =>
      new Response("Starting", { status: 503 });
    const server = Deno.serve(
      { port: config.port, hostname: listenHostname(config), onListen() {} },
      (request, info) => handler(request, info),
    );
    cleanups.unshift(() => server.shutdown());
    const port = server.addr.port;
    const finalConfig = options.publicUrlFromPort
      ? { ...config, publicUrl: `http://localhost:${port}` }
      : config;

    const clock = options.clock ?? systemClock;
    const shutdownTasks: (() => Promise<void>)[] = [];
    const infra: Infrastructure = {
      sql: db.sql,
      config: finalConfig,
      secrets,
      clock,
      random: options.random ?? createCryptoRandomSource(),
      passwordHasher: options.passwordHasher ?? createArgon2PasswordHasher(),
      captchaWork: options.captchaWork,
      ...createMessagingAdapters(db.sql, finalConfig, secrets, (task) => {
        shutdownTasks.push(task);
      }),
      onShutdown: (task) => {
        shutdownTasks.push(task);
      },
      clickQueueLimit: options.clickQueueLimit,
      pool: db.pool,
      log: options.log,
      outbox: options.outbox,
      importJobPollMs: options.importJobPollMs,
      importJobIsolate: options.importJobIsolate,
    };
    const services = createServices(infra);
    const ctx: AppContext = {
      config: finalConfig,
      clock,
      auth: createAuthGuards(services.sessions),
    };
    await ensureAdminAccount(infra);
    // Without ADMIN_EMAIL/ADMIN_PASSWORD nobody could approve the first affiliate: while no admin exists, each start
    // adds a one-time link (only its hash is stored) for the operator to create one.
    const setupToken = await issueSetupLink({
      uow: services.setup.issueUow,
      random: infra.random,
    });
    const setupUrl = setupToken === null
      ? null
      : `${finalConfig.publicUrl}/setup/${setupToken}`;
    const app = createApp(ctx, services);
    const inFlight = createInFlightGate();
    // API calls answer 503 within about a second while a database server is away (tracked links serve their
    // cache). The embedded database lives in this process, so it has no breaker: slow there is never "away".
    const breaker = db.ping
      ? createDatabaseBreaker({
        ...options.breaker,
        ping: db.ping,
        onChange: (open) =>
          console.error(
            open
              ? "database unreachable: API calls answer 503 until it is back"
              : "database reachable again",
          ),
      })
      : null;
    cleanups.unshift(() => Promise.resolve(breaker?.close()));
    const goApp = createGoApp(ctx, services);
    const goFastPath = createGoFastPath({
      redirect: createGoRedirect(ctx, services.tracking),
      metrics: services.observability.metrics,
      log: services.observability.log,
      level: ctx.config.logRequests ?? "all",
      trustedProxies: ctx.config.trustedProxies ?? [],
    });
    handler = (request, info) =>
      inFlight.run(() => {
        const path = pathOf(request.url);
        // Only the redirect's own methods skip the API middleware; anything else meets the body limit and the 404s.
        if (
          path.startsWith("/go/") &&
          (request.method === "GET" || request.method === "HEAD")
        ) {
          return goFastPath(request, path, info.remoteAddr.hostname) ??
            goApp.fetch(request, info);
        }
        return breaker && path.startsWith("/api/")
          ? breaker.guard(() => app.fetch(request, info))
          : app.fetch(request, info);
      }) ?? shuttingDown();

    let closing: Promise<void> | null = null;
    const close = () => {
      closing ??= (async () => {
        // Stop taking requests first, so work that shutdown tasks flush (e.g. buffered clicks) is complete.
        // Handlers still running finish before server.shutdown(): on Deno 2.9 it breaks request bodies that
        // are still being read (denoland/deno#36809).
        await inFlight.close(SHUTDOWN_GRACE_MS);
        await server.shutdown();
        breaker?.close();
        for (const task of shutdownTasks) {
          try {
            await task();
          } catch (error) {
            console.error("shutdown task failed:", error);
          }
        }
        await db.close();
        await lock?.release();
      })();
      return closing;
    };
    return {
      ctx,
      services,
      infra,
      app,
      url: `http://localhost:${port}`,
      port,
      setupUrl,
      close,
    };
  } catch (error) {
    for (const cleanup of cleanups) {
      await cleanup().catch(() => {});
    }
    throw error;
  }
}
