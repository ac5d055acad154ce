/** API test harness: a real Kamai server (startKamai on a free port) against PGlite or a fresh PostgreSQL database. */
import type { AppContext } from "../app_context.ts";
import type { Infrastructure, Services } from "../service_types.ts";
import type { AppConfig } from "../config.ts";
import { startKamai, type StartOptions } from "../bootstrap.ts";
import type { DatabaseKind } from "../postgres/connect.ts";
import { discardLog } from "../observability/json_log.ts";
import { TEST_ALTCHA_WORK } from "../captcha/altcha_challenge.ts";
import {
  createArgon2PasswordHasher,
  TEST_ARGON2_PARAMS,
} from "../crypto/argon2_password_hasher.ts";
import {
  migratedSnapshot,
  openTestDatabase,
  testPerBackend,
} from "../postgres/test_databases.ts";

/** The admin account every test app has. */
export const TEST_ADMIN = {
  email: "admin@kamai.test",
  password: "admin-pass-123",
} as const;

/** A JSON request: `body` is sent as JSON unless it is a string or FormData; `token` becomes a bearer header. */
export interface JsonInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
}

/** A parsed JSON answer. */
export interface JsonResponse<T> {
  status: number;
  // deno-lint-ignore no-explicit-any
  body: T extends undefined ? any : T;
  headers: Headers;
}

/** A running app for one test. */
export interface TestApp {
  /** What the routers got: config, clock, auth guards. */
  ctx: AppContext;
  /** The bundles the routers were wired with (e.g. services.tracking.buffer). */
  services: Services;
  /** The database and adapters underneath; tests may read and write `infra.sql` directly. */
  infra: Infrastructure;
  kind: DatabaseKind;
  /** http://localhost:<port> */
  url: string;
  /** The first-run setup link printed at start (only when the app started without an admin), else null. */
  setupUrl: string | null;
  /** fetch() against the served port; `path` starts with "/". */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Sends JSON, reads JSON (null for an empty body). */
  // deno-lint-ignore no-explicit-any
  json<T = any>(path: string, init?: JsonInit): Promise<JsonResponse<T>>;
  close(): Promise<void>;
}

/** Options: start-up seams plus config overrides (e.g. { appEnv: "production" }). */
export interface TestAppOptions
  extends Omit<StartOptions, "publicUrlFromPort"> {
  config?: Partial<AppConfig>;
}

/** Test apps hash at the cheapest argon2id cost (the real cost has its own test, argon2_password_hasher_test). */
const testPasswordHasher = createArgon2PasswordHasher(TEST_ARGON2_PARAMS);

/**
 * A test app's database breaker reads only a real outage as one: several test files share two cores, and the
 * breaker's 300 ms ping once read that load as an outage (every call answered 503). The breaker has its own tests
 * (resilience_test, outage_speed_test), which start their apps with its real limits.
 */
const TEST_BREAKER = { deadlineMs: 30_000, pingTimeoutMs: 10_000 };

const WEB_DIST = new URL("../../web/dist", import.meta.url).pathname;

/** The development config a test app starts with (PGlite in memory, admin account, random port). */
export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    appEnv: "development",
    publicUrl: "http://localhost:0",
    databaseUrl: null,
    dataDir: ":memory:",
    jwtSecret: null,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    altchaHmacKey: null,
    recaptchaSecret: null,
    recaptchaSiteKey: null,
    mailersendApiKey: null,
    mailFrom: null,
    conversionsSecret: null,
    webDistDir: WEB_DIST,
    // Test apps load no IP database unless a test asks (docs/click-origins.md): it costs seconds and 135 MB.
    clickOrigins: false,
    ...overrides,
  };
}

/** Starts a served app on a fresh database of `kind`. */
export async function startTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Cloned from the migrated template: startKamai then finds every migration applied.
  const database = kind === "postgres"
    ? await openTestDatabase("postgres")
    : null;
  try {
    const config = testAppConfig({
      ...options.config,
      databaseUrl: database?.url ?? null,
    });
    const running = await startKamai(config, {
      clock: options.clock,
      random: options.random,
      clickQueueLimit: options.clickQueueLimit,
      outbox: options.outbox,
      importJobPollMs: options.importJobPollMs,
      // Import jobs run in-process unless a test asks for the isolate (job_isolate_test.ts).
      importJobIsolate: options.importJobIsolate ?? false,
      passwordHasher: options.passwordHasher ?? testPasswordHasher,
      breaker: options.breaker ?? TEST_BREAKER,
      captchaWork: options.captchaWork ?? TEST_ALTCHA_WORK,
      publicUrlFromPort: true,
      // Quiet unless a test passes a log of its own to read the lines.
      log: options.log ?? discardLog,
      // PGlite apps start from the migrated snapshot the database tests share (seconds saved per test app).
      pgliteSnapshot: kind === "pglite" && config.dataDir === ":memory:"
        ? await migratedSnapshot()
        : undefined,
    });
    const request = (path: string, init?: RequestInit) =>
      fetch(`${running.url}${path}`, init);
    return {
      ctx: running.ctx,
      services: running.services,
      infra: running.infra,
      kind,
      url: running.url,
      setupUrl: running.setupUrl,
      request,
      json: async (path, init = {}) => {
        const headers: Record<string, string> = { ...init.headers };
        if (init.token) headers.authorization = `Bearer ${init.token}`;
        let body: BodyInit | undefined;
        if (typeof init.body === "string" || init.body instanceof FormData) {
          body = init.body;
        } else if (init.body !== undefined) {
          body = JSON.stringify(init.body);
          headers["content-type"] ??= "application/json";
        }
        const res = await request(path, {
          method: init.method ?? (body === undefined ? "GET" : "POST"),
          headers,
          body,
        });
        const text = await res.text();
        return {
          status: res.status,
          body: text ? JSON.parse(text) : null,
          headers: res.headers,
        };
      },
      close: async () => {
        await running.close();
        await database?.close();
      },
    };
  } catch (error) {
    await database?.close();
    throw error;
  }
}

/** Registers one Deno.test per backend (PostgreSQL only with TEST_DATABASE_URL), each with its own served app. */
export function forEachTestApp(
  name: string,
  fn: (t: Deno.TestContext, app: TestApp) => Promise<void>,
  options: TestAppOptions = {},
): void {
  testPerBackend(name, (kind) => startTestApp(kind, options), fn);
}
