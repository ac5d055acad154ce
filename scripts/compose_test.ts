/** compose.yaml (docker may not run where tests run): its shape, health checks, and that its app settings start. */
import assert from "node:assert/strict";
import { parse } from "yaml";
import { loadConfig } from "../adapters/load_config.ts";

const ROOT = new URL("../", import.meta.url);
const compose = parse(
  await Deno.readTextFile(new URL("compose.yaml", ROOT)),
  // deno-lint-ignore no-explicit-any
) as any;

/** What `docker compose` does with ${VAR}, ${VAR:-default} and ${VAR:?error} given `vars`. */
function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g,
    (_m, name: string, op: string | undefined, arg: string | undefined) => {
      const value = vars[name];
      if (value) return value;
      if (op === "?") throw new Error(`${name}: ${arg}`);
      return op === "-" ? arg ?? "" : "";
    },
  );
}

const SECRETS = {
  POSTGRES_PASSWORD: "pg-secret",
  PUBLIC_URL: "https://kamai.example.pk",
  JWT_SECRET: "j".repeat(48),
  ALTCHA_HMAC_KEY: "altcha-key-0123456789",
  CONVERSIONS_SECRET: "conversions-0123456789",
  MAILERSEND_API_KEY: "mlsn.key",
  MAIL_FROM: "no-reply@kamai.example.pk",
};

const appEnvironment = (vars: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(compose.services.app.environment as Record<string, string>)
      .map(([k, v]) => [k, interpolate(String(v), vars)]),
  );

Deno.test("compose.yaml: the app and PostgreSQL 17, each with a health check; the app waits for a healthy database", () => {
  assert.deepEqual(Object.keys(compose.services).sort(), ["app", "db"]);
  const { app, db } = compose.services;
  assert.equal(db.image, "postgres:17");
  assert.deepEqual(db.healthcheck.test, [
    "CMD-SHELL",
    "pg_isready -U kamai -d kamai",
  ]);
  assert.ok(
    db.volumes.some((v: string) => v.endsWith(":/var/lib/postgresql/data")),
  );
  assert.ok("db-data" in compose.volumes);
  assert.equal(app.build, ".");
  assert.deepEqual(app.depends_on, { db: { condition: "service_healthy" } });
  assert.equal(app.healthcheck.test[0], "CMD");
  assert.match(
    app.healthcheck.test.join(" "),
    /127\.0\.0\.1:8000\/api\/health/,
  );
  assert.deepEqual(app.ports, ["${KAMAI_PORT:-8000}:8000"]);
  // Longer than the app's own 25 s drain, so docker never kills it mid-shutdown.
  assert.match(app.stop_grace_period, /^(2[6-9]|[3-9]\d)s$/);
});

Deno.test("compose.yaml: its app settings make a valid production configuration for the db service", () => {
  const env = appEnvironment(SECRETS);
  const loaded = loadConfig(env);
  assert.ok(loaded.ok, JSON.stringify(!loaded.ok && loaded.error));
  assert.equal(loaded.value.appEnv, "production");
  assert.equal(loaded.value.port, 8000);
  assert.equal(
    loaded.value.databaseUrl,
    "postgres://kamai:pg-secret@db:5432/kamai",
  );
  const db = compose.services.db.environment;
  assert.equal(
    loaded.value.databaseUrl,
    `postgres://${db.POSTGRES_USER}:${
      interpolate(db.POSTGRES_PASSWORD, SECRETS)
    }@db:5432/${db.POSTGRES_DB}`,
  );
  // A missing secret stops `docker compose up` with a message instead of starting a half-configured app.
  const { JWT_SECRET: _missing, ...withoutJwt } = SECRETS;
  assert.throws(() => appEnvironment(withoutJwt), /JWT_SECRET: set JWT_SECRET/);
});

Deno.test("the Dockerfile builds what compose runs: dependencies and web app at build time, main.ts in production", async () => {
  const dockerfile = await Deno.readTextFile(new URL("Dockerfile", ROOT));
  const denoVersion = /^FROM denoland\/deno:(\d+\.\d+\.\d+)$/m.exec(dockerfile)
    ?.[1];
  assert.equal(
    denoVersion,
    Deno.version.deno,
    "the image runs the Deno the tests run on",
  );
  assert.match(dockerfile, /deno install --entrypoint main\.ts/);
  assert.match(dockerfile, /cd web && deno task build/);
  assert.match(dockerfile, /APP_ENV=production/);
  assert.match(dockerfile, /CMD \["run", "-A", "main\.ts"\]/);
  const ignored = await Deno.readTextFile(new URL(".dockerignore", ROOT));
  // Built inside the image, never copied from a developer's machine.
  for (const path of ["web/dist", "web/node_modules", "data"]) {
    assert.ok(
      ignored.split("\n").includes(path),
      `.dockerignore lists ${path}`,
    );
  }
});
