/** AppConfig: every setting the app runs with, parsed from the environment by main.ts only. */
import type { RateLimits } from "../domain/auth/rate_limits.ts";

export type AppEnv = "development" | "production";

/** LOG_REQUESTS: which requests are logged. */
export type RequestLogLevel = "all" | "errors" | "off";

export interface AppConfig {
  port: number;
  appEnv: AppEnv;
  /** Public base URL, no trailing slash, e.g. "http://localhost:8000"; used in emails and tracked links. */
  publicUrl: string;
  /** postgres://… to use a PostgreSQL server; null for the embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data folder; ":memory:" for a throwaway database. */
  dataDir: string;
  jwtSecret: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  altchaHmacKey: string | null;
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  mailersendApiKey: string | null;
  mailFrom: string | null;
  conversionsSecret: string | null;
  /** Exact origins (scheme://host[:port]) other sites may call the API from; empty or absent: CORS closed. */
  corsOrigins?: string[];
  /**
   * CIDRs (IPv4 and IPv6) of the reverse proxies in front of Kamai: only requests whose direct peer is in one
   * of them have their Forwarded / X-Forwarded-For read for the client address. Empty or absent: none.
   */
  trustedProxies?: string[];
  /** The interface to listen on (HOST); absent or null: 127.0.0.1 in development, 0.0.0.0 in production. */
  host?: string | null;
  /** The rate limits in force (RATE_LIMIT_* settings, docs/rate-limits.md); absent: DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits;
  /** ADMIN_2FA: "required" makes admins enrol in two-factor sign-in before any admin page or API; default "optional". */
  admin2fa?: "optional" | "required";
  /**
   * Which requests get a JSON log line on stdout (LOG_REQUESTS, docs/observability.md): "all" (the default),
   * "errors" (status 500 and above only) or "off". Background click flushes are always logged.
   */
  logRequests?: RequestLogLevel;
  /**
   * CLICK_ORIGINS=off: clicks get no country or city, and the IP database (about 135 MB of memory) is not loaded
   * (docs/click-origins.md); absent: on.
   */
  clickOrigins?: boolean;
  /**
   * CLICK_RETENTION_DAYS: raw clicks older than this many days are dropped a month at a time, their rollups and
   * conversions kept (docs/click-retention.md); absent: 400.
   */
  clickRetentionDays?: number;
  /** Bearer token of GET /metrics (METRICS_TOKEN); absent or null: /metrics answers 404. */
  metricsToken?: string | null;
  /**
   * OUTBOUND_ALLOW_PRIVATE=true: webhooks and postbacks may go to loopback and private addresses (tests with a local
   * receiver). Off by default; refused in production (docs/webhooks.md, "Safe delivery").
   */
  outboundAllowPrivate?: boolean;
  /** Folder with the built SPA (web/dist). */
  webDistDir: string;
}

/** The interface Deno.serve listens on: HOST when set, else loopback only in development and every interface in production. */
export function listenHostname(
  config: Pick<AppConfig, "appEnv" | "host">,
): string {
  return config.host ??
    (config.appEnv === "production" ? "0.0.0.0" : "127.0.0.1");
}
