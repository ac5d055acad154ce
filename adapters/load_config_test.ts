import assert from "node:assert/strict";
import { loadConfig, RATE_LIMIT_VARIABLES } from "./load_config.ts";
import { DEFAULT_RATE_LIMITS } from "../domain/auth/rate_limits.ts";

const productionEnv = {
  APP_ENV: "production",
  DATABASE_URL: "postgres://kamai@db:5432/kamai",
  JWT_SECRET: "x".repeat(40),
  MAILERSEND_API_KEY: "mlsn.key",
  MAIL_FROM: "no-reply@kamai.pk",
  ALTCHA_HMAC_KEY: "altcha-key",
  CONVERSIONS_SECRET: "conv-secret",
  PUBLIC_URL: "https://kamai.pk/",
};

Deno.test("an empty environment gives the zero-setup development defaults", () => {
  const result = loadConfig({}, { webDistDir: "/app/web/dist" });
  assert.ok(result.ok);
  assert.deepEqual(result.value, {
    port: 8000,
    appEnv: "development",
    publicUrl: "http://localhost:8000",
    databaseUrl: null,
    dataDir: "./data",
    jwtSecret: null,
    adminEmail: null,
    adminPassword: null,
    altchaHmacKey: null,
    recaptchaSecret: null,
    recaptchaSiteKey: null,
    mailersendApiKey: null,
    mailFrom: null,
    conversionsSecret: null,
    corsOrigins: [],
    trustedProxies: [],
    host: null,
    rateLimits: DEFAULT_RATE_LIMITS,
    admin2fa: "optional",
    logRequests: "all",
    metricsToken: null,
    outboundAllowPrivate: false,
    webDistDir: "/app/web/dist",
  });
});

Deno.test("values are read by their exact names; blank ones count as unset", () => {
  const result = loadConfig({
    PORT: "9100",
    DATA_DIR: ":memory:",
    ADMIN_EMAIL: " Admin@Kamai.test ",
    ADMIN_PASSWORD: "admin-pass-123",
    JWT_SECRET: "",
    RECAPTCHA_SECRET: "rs",
    RECAPTCHA_SITE_KEY: "rk",
  });
  assert.ok(result.ok);
  assert.equal(result.value.port, 9100);
  assert.equal(result.value.publicUrl, "http://localhost:9100");
  assert.equal(result.value.dataDir, ":memory:");
  assert.equal(result.value.adminEmail, "admin@kamai.test");
  assert.equal(result.value.adminPassword, "admin-pass-123");
  assert.equal(result.value.jwtSecret, null);
  assert.deepEqual([
    result.value.recaptchaSecret,
    result.value.recaptchaSiteKey,
  ], ["rs", "rk"]);
});

Deno.test("a complete production environment loads, with the trailing slash of PUBLIC_URL dropped", () => {
  const result = loadConfig(productionEnv);
  assert.ok(result.ok);
  assert.equal(result.value.appEnv, "production");
  assert.equal(result.value.publicUrl, "https://kamai.pk");
  assert.equal(result.value.databaseUrl, "postgres://kamai@db:5432/kamai");
});

Deno.test("production refuses to start and lists everything missing", () => {
  const result = loadConfig({ APP_ENV: "production" });
  assert.equal(result.ok, false);
  assert.ok(!result.ok);
  assert.deepEqual(result.error, [
    "APP_ENV=production requires DATABASE_URL (a PostgreSQL server)",
    "APP_ENV=production requires JWT_SECRET (at least 32 random characters)",
    "APP_ENV=production requires MAILERSEND_API_KEY and MAIL_FROM (real email delivery)",
    "APP_ENV=production requires ALTCHA_HMAC_KEY, or RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY (captcha)",
    "APP_ENV=production requires CONVERSIONS_SECRET (signs sale conversions)",
  ]);
});

Deno.test("production accepts reCAPTCHA instead of ALTCHA, and refuses a short JWT secret", () => {
  const withRecaptcha = loadConfig({
    ...productionEnv,
    ALTCHA_HMAC_KEY: undefined,
    RECAPTCHA_SECRET: "rs",
    RECAPTCHA_SITE_KEY: "rk",
  });
  assert.ok(withRecaptcha.ok);
  const short = loadConfig({ ...productionEnv, JWT_SECRET: "short" });
  assert.ok(!short.ok);
  assert.deepEqual(short.error, [
    "JWT_SECRET must be at least 32 characters in production",
  ]);
});

Deno.test("malformed values and half pairs are reported in any environment", () => {
  const result = loadConfig({
    PORT: "eighty",
    APP_ENV: "staging",
    PUBLIC_URL: "kamai.pk",
    DATABASE_URL: "mysql://db",
    ADMIN_EMAIL: "admin@kamai.test",
    RECAPTCHA_SECRET: "rs",
    MAILERSEND_API_KEY: "key",
  });
  assert.ok(!result.ok);
  assert.deepEqual(result.error, [
    'PORT must be a whole number from 0 to 65535 (got "eighty")',
    'APP_ENV must be development or production (got "staging")',
    'PUBLIC_URL must be an http:// or https:// URL (got "kamai.pk")',
    "DATABASE_URL must be a postgres:// or postgresql:// URL",
    "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    "RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together",
    "MAIL_FROM is required with MAILERSEND_API_KEY (a sender address on your MailerSend domain)",
  ]);
});

Deno.test("an admin password outside 6 to 128 characters is refused", () => {
  const result = loadConfig({ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "12345" });
  assert.ok(!result.ok);
  assert.deepEqual(result.error, [
    "ADMIN_PASSWORD must be 6 to 128 characters",
  ]);
});

Deno.test("CORS_ORIGINS lists exact origins; anything else is refused", () => {
  const result = loadConfig({
    CORS_ORIGINS: " https://partner.example, http://localhost:5173 ,",
  });
  assert.ok(result.ok);
  assert.deepEqual(result.value.corsOrigins, [
    "https://partner.example",
    "http://localhost:5173",
  ]);
  for (const bad of ["*", "https://partner.example/", "partner.example"]) {
    const refused = loadConfig({ CORS_ORIGINS: bad });
    assert.ok(!refused.ok, bad);
    assert.match(
      refused.error.join("\n"),
      /CORS_ORIGINS must list exact origins/,
    );
  }
});

Deno.test("TRUSTED_PROXIES lists IPv4 and IPv6 CIDRs; anything else is refused", () => {
  const ok = loadConfig({
    TRUSTED_PROXIES: " 10.0.0.0/8, 2001:db8::/32 ,192.0.2.7,",
  });
  assert.ok(ok.ok);
  assert.deepEqual(ok.value.trustedProxies, [
    "10.0.0.0/8",
    "2001:db8::/32",
    "192.0.2.7",
  ]);
  const bad = loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8,10.0.0.0/40,proxy" });
  assert.ok(!bad.ok);
  assert.deepEqual(bad.error, [
    'TRUSTED_PROXIES must list CIDRs like 10.0.0.0/8 or 2001:db8::/32, comma-separated (got "10.0.0.0/40")',
    'TRUSTED_PROXIES must list CIDRs like 10.0.0.0/8 or 2001:db8::/32, comma-separated (got "proxy")',
  ]);
});

Deno.test("HOST is read as given; unset it is null (the listener picks by APP_ENV)", () => {
  const set = loadConfig({ HOST: "0.0.0.0" });
  assert.ok(set.ok);
  assert.equal(set.value.host, "0.0.0.0");
  const unset = loadConfig({ HOST: " " });
  assert.ok(unset.ok);
  assert.equal(unset.value.host, null);
});

Deno.test("ADMIN_2FA is required or optional (any case); anything else is refused", () => {
  const required = loadConfig({ ADMIN_2FA: "Required" });
  assert.ok(required.ok);
  assert.equal(required.value.admin2fa, "required");
  const unset = loadConfig({ ADMIN_2FA: "" });
  assert.ok(unset.ok);
  assert.equal(unset.value.admin2fa, "optional");
  const bad = loadConfig({ ADMIN_2FA: "yes" });
  assert.ok(!bad.ok);
  assert.deepEqual(bad.error, [
    'ADMIN_2FA must be required or optional (got "yes")',
  ]);
});

Deno.test("RATE_LIMIT_* variables set each limit as <count>/<window>; unset ones keep their defaults", () => {
  const result = loadConfig({
    RATE_LIMIT_LOGIN_PER_ADDRESS: "100/15m",
    RATE_LIMIT_CONVERSIONS_PER_ADDRESS: " 6000 / 1m ",
    RATE_LIMIT_MAIL_PER_EMAIL: "2/1H",
    RATE_LIMIT_VERIFY_PER_ADDRESS: "",
  });
  assert.ok(result.ok);
  assert.deepEqual(result.value.rateLimits, {
    ...DEFAULT_RATE_LIMITS,
    loginPerAddress: { limit: 100, windowMs: 15 * 60_000 },
    conversionsPerAddress: { limit: 6000, windowMs: 60_000 },
    mailRequestsPerEmail: { limit: 2, windowMs: 3_600_000 },
  });
  // Every limit has its variable, and every variable its own name.
  assert.deepEqual(
    Object.keys(RATE_LIMIT_VARIABLES).sort(),
    Object.keys(DEFAULT_RATE_LIMITS).sort(),
  );
  assert.equal(new Set(Object.values(RATE_LIMIT_VARIABLES)).size, 11);
  for (
    const bad of [
      "30",
      "0/15m",
      "30/15",
      "30/0m",
      "30/15d",
      "-1/1m",
      "30/200h",
      "x/1m",
    ]
  ) {
    const refused = loadConfig({ RATE_LIMIT_REGISTER_PER_ADDRESS: bad });
    assert.ok(!refused.ok, bad);
    assert.match(
      refused.error.join("\n"),
      /RATE_LIMIT_REGISTER_PER_ADDRESS must be/,
      bad,
    );
  }
});

Deno.test("LOG_REQUESTS is all by default, errors or off when set; METRICS_TOKEN must be long enough", () => {
  const defaults = loadConfig({});
  assert.ok(defaults.ok);
  assert.equal(defaults.value.logRequests, "all");
  assert.equal(defaults.value.metricsToken, null);
  const set = loadConfig({
    LOG_REQUESTS: "Errors",
    METRICS_TOKEN: "scrape-token-0123456789",
  });
  assert.ok(set.ok);
  assert.equal(set.value.logRequests, "errors");
  assert.equal(set.value.metricsToken, "scrape-token-0123456789");
  const bad = loadConfig({ LOG_REQUESTS: "verbose", METRICS_TOKEN: "short" });
  assert.ok(!bad.ok);
  assert.deepEqual(bad.error, [
    'LOG_REQUESTS must be all, errors or off (got "verbose")',
    "METRICS_TOKEN must be at least 16 characters",
  ]);
});

Deno.test("OUTBOUND_ALLOW_PRIVATE is off by default, true or false when set, and refused in production", () => {
  const on = loadConfig({ OUTBOUND_ALLOW_PRIVATE: "true" });
  assert.ok(on.ok);
  assert.equal(on.value.outboundAllowPrivate, true);
  const bad = loadConfig({ OUTBOUND_ALLOW_PRIVATE: "yes" });
  assert.ok(!bad.ok);
  assert.deepEqual(bad.error, [
    'OUTBOUND_ALLOW_PRIVATE must be true or false (got "yes")',
  ]);
  const production = loadConfig({
    ...productionEnv,
    OUTBOUND_ALLOW_PRIVATE: "true",
  });
  assert.ok(!production.ok);
  assert.deepEqual(production.error, [
    "OUTBOUND_ALLOW_PRIVATE=true is refused in production",
  ]);
});

Deno.test("CLICK_RETENTION_DAYS is a whole number of days from 1 to 36500; absent, the default applies", () => {
  const set = loadConfig({ CLICK_RETENTION_DAYS: "730" });
  assert.ok(set.ok);
  assert.equal(set.value.clickRetentionDays, 730);
  const absent = loadConfig({});
  assert.ok(absent.ok);
  assert.equal(absent.value.clickRetentionDays, undefined);
  for (const bad of ["0", "-5", "12.5", "forever", "36501"]) {
    const result = loadConfig({ CLICK_RETENTION_DAYS: bad });
    assert.ok(!result.ok, bad);
    assert.match(result.error.join("\n"), /CLICK_RETENTION_DAYS/);
  }
});
