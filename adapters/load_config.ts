/** loadConfig: parses and checks the environment into an AppConfig, listing every problem at once. */
import { err, ok, type Result } from "../domain/shared/result.ts";
import type { AppConfig, AppEnv, RequestLogLevel } from "./config.ts";
import { parseTrustedProxies } from "./http/forwarded_client.ts";
import {
  DEFAULT_RATE_LIMITS,
  type RateLimits,
} from "../domain/auth/rate_limits.ts";

/** The environment as plain name → value pairs (main.ts passes Deno.env.toObject()). */
export type Env = Record<string, string | undefined>;

/** Builds the AppConfig, or the list of messages saying what is wrong or missing. */
export function loadConfig(
  env: Env,
  options: { webDistDir?: string } = {},
): Result<AppConfig, string[]> {
  const problems: string[] = [];
  // An empty variable means "not set": deploy dashboards often leave blank values behind.
  const get = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };

  const port = parsePort(get("PORT"), problems);
  const appEnv = parseAppEnv(get("APP_ENV"), problems);
  const publicUrl = parsePublicUrl(get("PUBLIC_URL"), port, problems);
  const databaseUrl = get("DATABASE_URL");
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }
  const config: AppConfig = {
    port,
    appEnv,
    publicUrl,
    databaseUrl,
    dataDir: get("DATA_DIR") ?? "./data",
    jwtSecret: get("JWT_SECRET"),
    adminEmail: get("ADMIN_EMAIL")?.toLowerCase() ?? null,
    adminPassword: env["ADMIN_PASSWORD"] || null,
    altchaHmacKey: get("ALTCHA_HMAC_KEY"),
    recaptchaSecret: get("RECAPTCHA_SECRET"),
    recaptchaSiteKey: get("RECAPTCHA_SITE_KEY"),
    mailersendApiKey: get("MAILERSEND_API_KEY"),
    mailFrom: get("MAIL_FROM"),
    conversionsSecret: get("CONVERSIONS_SECRET"),
    corsOrigins: parseCorsOrigins(get("CORS_ORIGINS"), problems),
    trustedProxies: parseTrustedProxyList(get("TRUSTED_PROXIES"), problems),
    host: get("HOST"),
    rateLimits: parseRateLimits(get, problems),
    admin2fa: parseAdmin2fa(get("ADMIN_2FA"), problems),
    logRequests: parseLogRequests(get("LOG_REQUESTS"), problems),
    metricsToken: parseMetricsToken(get("METRICS_TOKEN"), problems),
    outboundAllowPrivate: parseAllowPrivate(
      get("OUTBOUND_ALLOW_PRIVATE"),
      problems,
    ),
    // Only when set, so a config without it reads as the default (on).
    ...(get("CLICK_ORIGINS")?.trim().toLowerCase() === "off"
      ? { clickOrigins: false }
      : {}),
    ...parseRetention(get("CLICK_RETENTION_DAYS"), problems),
    webDistDir: options.webDistDir ?? "web/dist",
  };
  checkPairs(config, problems);
  if (appEnv === "production") checkProduction(config, problems);
  return problems.length ? err(problems) : ok(config);
}

/** CLICK_RETENTION_DAYS: a whole number of days, 1 to 36500; absent: the default (docs/click-retention.md). */
function parseRetention(
  value: string | null,
  problems: string[],
): { clickRetentionDays?: number } {
  if (value === null) return {};
  const days = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(days >= 1 && days <= 36_500)) {
    problems.push(
      `CLICK_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${value}")`,
    );
    return {};
  }
  return { clickRetentionDays: days };
}

function parsePort(value: string | null, problems: string[]): number {
  if (value === null) return 8000;
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    problems.push(
      `PORT must be a whole number from 0 to 65535 (got "${value}")`,
    );
    return 8000;
  }
  return port;
}

function parseCorsOrigins(value: string | null, problems: string[]): string[] {
  const origins = (value ?? "").split(",").map((o) => o.trim()).filter((o) =>
    o !== ""
  );
  for (const origin of origins) {
    // Browsers send the Origin header exactly so; a path, a slash or a wildcard would never match it.
    let exact = false;
    try {
      const url = new URL(origin);
      exact = (url.protocol === "http:" || url.protocol === "https:") &&
        url.origin === origin;
    } catch {
      exact = false;
    }
    if (!exact) {
      problems.push(
        `CORS_ORIGINS must list exact origins like https://partner.example, comma-separated (got "${origin}")`,
      );
    }
  }
  return origins;
}

function parseTrustedProxyList(
  value: string | null,
  problems: string[],
): string[] {
  const cidrs = (value ?? "").split(",").map((c) => c.trim()).filter((c) =>
    c !== ""
  );
  for (const cidr of parseTrustedProxies(cidrs).invalid) {
    problems.push(
      `TRUSTED_PROXIES must list CIDRs like 10.0.0.0/8 or 2001:db8::/32, comma-separated (got "${cidr}")`,
    );
  }
  return cidrs;
}

/** The variable that sets each rate limit (docs/rate-limits.md). */
export const RATE_LIMIT_VARIABLES: Readonly<Record<keyof RateLimits, string>> =
  {
    loginPerAddress: "RATE_LIMIT_LOGIN_PER_ADDRESS",
    loginFailuresPerEmail: "RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT",
    loginFailuresPerEmailAndAddress:
      "RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS",
    twoFactorPerAddress: "RATE_LIMIT_2FA_PER_ADDRESS",
    twoFactorFailuresPerAccount: "RATE_LIMIT_2FA_FAILURES_PER_ACCOUNT",
    mailRequestsPerAddress: "RATE_LIMIT_MAIL_PER_ADDRESS",
    mailRequestsPerEmail: "RATE_LIMIT_MAIL_PER_EMAIL",
    registerPerAddress: "RATE_LIMIT_REGISTER_PER_ADDRESS",
    resetPasswordPerAddress: "RATE_LIMIT_RESET_PASSWORD_PER_ADDRESS",
    verifyPerAddress: "RATE_LIMIT_VERIFY_PER_ADDRESS",
    conversionsPerAddress: "RATE_LIMIT_CONVERSIONS_PER_ADDRESS",
  };

const WINDOW_UNITS_MS: Record<string, number> = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
};

/** Each RATE_LIMIT_* variable as `<count>/<window>` (e.g. `30/15m`, `600/1m`, `5/1h`); unset: the default. */
function parseRateLimits(
  get: (name: string) => string | null,
  problems: string[],
): RateLimits {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (
    const [field, name] of Object.entries(RATE_LIMIT_VARIABLES) as [
      keyof RateLimits,
      string,
    ][]
  ) {
    const value = get(name);
    if (value === null) continue;
    const m = /^(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])$/i.exec(value);
    const limit = m ? Number(m[1]) : 0;
    const windowMs = m ? Number(m[2]) * WINDOW_UNITS_MS[m[3].toLowerCase()] : 0;
    // A window of more than a week is a typo, not a limit anyone means (and the buckets are kept that long).
    if (!m || limit < 1 || windowMs < 1_000 || windowMs > 7 * 86_400_000) {
      problems.push(
        `${name} must be <count>/<window> such as 30/15m (count at least 1; window 1s to 168h, in s, m or h) (got "${value}")`,
      );
      continue;
    }
    limits[field] = { limit, windowMs };
  }
  return limits;
}

function parseAdmin2fa(
  value: string | null,
  problems: string[],
): "optional" | "required" {
  const v = value?.toLowerCase() ?? "optional";
  if (v === "optional" || v === "required") return v;
  problems.push(`ADMIN_2FA must be required or optional (got "${value}")`);
  return "optional";
}

function parseLogRequests(
  value: string | null,
  problems: string[],
): RequestLogLevel {
  if (value === null) return "all";
  const level = value.toLowerCase();
  if (level === "all" || level === "errors" || level === "off") return level;
  problems.push(`LOG_REQUESTS must be all, errors or off (got "${value}")`);
  return "all";
}

function parseMetricsToken(
  value: string | null,
  problems: string[],
): string | null {
  // A short token could be guessed from outside; the metrics name routes and volumes.
  if (value !== null && value.length < 16) {
    problems.push("METRICS_TOKEN must be at least 16 characters");
  }
  return value;
}

function parseAllowPrivate(value: string | null, problems: string[]): boolean {
  if (value === null || value === "false") return false;
  if (value === "true") return true;
  problems.push(
    `OUTBOUND_ALLOW_PRIVATE must be true or false (got "${value}")`,
  );
  return false;
}

function parseAppEnv(value: string | null, problems: string[]): AppEnv {
  if (value === null || value === "development" || value === "production") {
    return value ?? "development";
  }
  problems.push(`APP_ENV must be development or production (got "${value}")`);
  return "development";
}

function parsePublicUrl(
  value: string | null,
  port: number,
  problems: string[],
): string {
  if (value === null) return `http://localhost:${port}`;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new Error("not http");
    }
  } catch {
    problems.push(
      `PUBLIC_URL must be an http:// or https:// URL (got "${value}")`,
    );
  }
  return value.replace(/\/+$/, "");
}

function checkPairs(config: AppConfig, problems: string[]): void {
  if (Boolean(config.adminEmail) !== Boolean(config.adminPassword)) {
    problems.push("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (
    config.adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(config.adminEmail)
  ) {
    problems.push("ADMIN_EMAIL must be an email address");
  }
  if (
    config.adminPassword &&
    (config.adminPassword.length < 6 || config.adminPassword.length > 128)
  ) {
    problems.push("ADMIN_PASSWORD must be 6 to 128 characters");
  }
  if (Boolean(config.recaptchaSecret) !== Boolean(config.recaptchaSiteKey)) {
    problems.push(
      "RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together",
    );
  }
  if (config.mailersendApiKey && !config.mailFrom) {
    problems.push(
      "MAIL_FROM is required with MAILERSEND_API_KEY (a sender address on your MailerSend domain)",
    );
  }
}

function checkProduction(config: AppConfig, problems: string[]): void {
  const missing: string[] = [];
  if (!config.databaseUrl) missing.push("DATABASE_URL (a PostgreSQL server)");
  if (!config.jwtSecret) {
    missing.push("JWT_SECRET (at least 32 random characters)");
  } else if (config.jwtSecret.length < 32) {
    problems.push("JWT_SECRET must be at least 32 characters in production");
  }
  if (!config.mailersendApiKey || !config.mailFrom) {
    missing.push("MAILERSEND_API_KEY and MAIL_FROM (real email delivery)");
  }
  if (
    !config.altchaHmacKey &&
    !(config.recaptchaSecret && config.recaptchaSiteKey)
  ) {
    missing.push(
      "ALTCHA_HMAC_KEY, or RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY (captcha)",
    );
  }
  if (!config.conversionsSecret) {
    missing.push("CONVERSIONS_SECRET (signs sale conversions)");
  }
  if (config.outboundAllowPrivate) {
    // Webhook URLs come from users: in production they may only ever reach public addresses.
    problems.push("OUTBOUND_ALLOW_PRIVATE=true is refused in production");
  }
  for (const name of missing) {
    problems.push(`APP_ENV=production requires ${name}`);
  }
}
