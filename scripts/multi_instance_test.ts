/**
 * Three Kamai processes on one PostgreSQL database behind a round-robin proxy, as a load balancer would run them:
 * one migration run when all three start at once, rate limits shared through the database, a visitor and an
 * order counted once whichever instance answers, and a SIGTERM of one instance under load losing no click.
 */
import assert from "node:assert/strict";
import { solveCaptchaChallenge } from "../adapters/captcha/solve_for_tests.ts";
import { openTestDatabase } from "../adapters/postgres/test_databases.ts";
import { readMigrations } from "../adapters/postgres/migrator.ts";
import { createPostgresUserRepository } from "../adapters/postgres/user_repository.ts";
import { createArgon2PasswordHasher } from "../adapters/crypto/argon2_password_hasher.ts";
import { signConversion } from "../adapters/tracking/conversion_signature.ts";
import { type KamaiProcess, startKamaiProcess } from "./test_process.ts";

const SERVER = Deno.env.get("TEST_DATABASE_URL");
const ROOT = new URL("../", import.meta.url).pathname;
const ADMIN = { email: "admin@kamai.example", password: "admin-pass-123" };
const CONVERSIONS_SECRET = "multi-conversions-secret-0123456789";
const REGISTER_LIMIT = 6;

/** A round-robin HTTP proxy over `backends`; a backend that refuses or answers 503 (stopping) is skipped for good. */
function roundRobinProxy(backends: string[]) {
  const alive = new Set(backends);
  const served = new Map<string, number>(backends.map((b) => [b, 0]));
  let next = 0;
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    async (request) => {
      const url = new URL(request.url);
      const body = request.body ? await request.arrayBuffer() : undefined;
      for (let tries = 0; tries < backends.length * 2; tries++) {
        const backend = backends[next++ % backends.length];
        if (!alive.has(backend)) continue;
        try {
          const res = await fetch(`${backend}${url.pathname}${url.search}`, {
            method: request.method,
            headers: request.headers,
            body,
            redirect: "manual",
          });
          if (res.status === 503 && res.headers.get("connection") === "close") {
            // The instance is shutting down: a load balancer takes it out of rotation and retries elsewhere.
            await res.body?.cancel();
            alive.delete(backend);
            continue;
          }
          served.set(backend, served.get(backend)! + 1);
          return new Response(res.body, res);
        } catch {
          alive.delete(backend);
        }
      }
      return new Response("no backend", { status: 502 });
    },
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    served,
    remove: (backend: string) => alive.delete(backend),
    close: () => server.shutdown(),
  };
}

if (SERVER) {
  Deno.test({
    name:
      "three instances behind a round-robin proxy: one migration run, shared limits, nothing counted twice, no click lost on SIGTERM [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
  }, async (t) => {
    const db = await openTestDatabase("postgres", { migrate: false });
    const instances: KamaiProcess[] = [];
    let proxy: ReturnType<typeof roundRobinProxy> | null = null;
    try {
      const env = {
        APP_ENV: "production",
        DATABASE_URL: db.url,
        PORT: "0",
        HOST: "127.0.0.1",
        PUBLIC_URL: "https://kamai.example",
        JWT_SECRET: "m".repeat(48),
        ALTCHA_HMAC_KEY: "altcha-multi-key-0123456789",
        CONVERSIONS_SECRET,
        MAILERSEND_API_KEY: "mlsn.multi-test",
        MAIL_FROM: "no-reply@kamai.example",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_REGISTER_PER_ADDRESS: `${REGISTER_LIMIT}/15m`,
        LOG_REQUESTS: "off",
      };

      await t.step(
        "three instances start at once on an empty database; one of them runs the migrations, once",
        async () => {
          instances.push(
            ...await Promise.all(
              [1, 2, 3].map(() => startKamaiProcess({ cwd: ROOT, env })),
            ),
          );
          const files = await readMigrations();
          const rows = await db.sql<{ version: number; name: string }[]>`
          SELECT version, name FROM schema_migrations ORDER BY version`;
          assert.deepEqual(
            rows.map((r) => r.name),
            files.map((f) => f.name),
          );
          // The instances queue on the migrator's lock: the first applies every migration, the others none.
          const applied = instances.map((i) =>
            Number(
              /Applied (\d+) migration\(s\) at start/.exec(i.output())?.[1] ??
                0,
            )
          ).sort((a, b) => a - b);
          assert.deepEqual(
            applied,
            [0, 0, files.length],
            instances.map((i) => i.output()).join("\n---\n"),
          );
          const [{ admins }] = await db.sql<{ admins: number }[]>`
          SELECT count(*)::int AS admins FROM users WHERE email = ${ADMIN.email}`;
          assert.equal(admins, 1);
        },
      );

      proxy = roundRobinProxy(instances.map((i) => i.url));
      const via = proxy;
      const call = async (
        path: string,
        init: {
          token?: string;
          body?: unknown;
          raw?: string;
          headers?: Record<string, string>;
        } = {},
      ) => {
        const headers: Record<string, string> = { ...init.headers };
        if (init.token) headers.authorization = `Bearer ${init.token}`;
        const body = init.raw ??
          (init.body === undefined ? undefined : JSON.stringify(init.body));
        if (body !== undefined) headers["content-type"] = "application/json";
        const res = await fetch(`${via.url}${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers,
          body,
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      };
      const click = async (agent: string): Promise<string> => {
        const res = await fetch(`${via.url}/go/${code}`, {
          redirect: "manual",
          headers: { "user-agent": `Mozilla/5.0 Chrome/126.0 ${agent}` },
        });
        await res.body?.cancel();
        assert.equal(res.status, 302);
        return new URL(res.headers.get("location")!).searchParams.get("ref")!;
      };
      const clickCount = async (): Promise<number> =>
        (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM clicks`)[
          0
        ].n;

      await t.step(
        "a rate limit is counted across instances, not per instance",
        async () => {
          const statuses: number[] = [];
          for (let i = 0; i < REGISTER_LIMIT * 2; i++) {
            const res = await call("/api/auth/register", {
              body: {
                name: "Someone",
                email: `someone${i}@kamai.example`,
                password: "password-123",
                recaptchaToken: "not-a-solution",
              },
            });
            statuses.push(res.status);
          }
          // Each instance saw only 4 of the 12: only a shared count reaches the limit of 6.
          assert.deepEqual(statuses, [
            ...Array(REGISTER_LIMIT).fill(400),
            ...Array(REGISTER_LIMIT).fill(429),
          ]);
        },
      );

      // Set-up through the proxy: the admin signs in, adds a product and assigns an approved affiliate's link.
      const challenge = (await call("/api/captcha/challenge")).body;
      const login = await call("/api/auth/login", {
        body: {
          ...ADMIN,
          recaptchaToken: await solveCaptchaChallenge(challenge),
        },
      });
      assert.equal(login.status, 200, JSON.stringify(login.body));
      const adminToken = login.body.token as string;
      const ali = await createPostgresUserRepository(db.sql).create({
        name: "Ali Khan",
        email: "ali@kamai.example",
        passwordHash: await createArgon2PasswordHasher().hash("ali-pass-123"),
        role: "user",
        isVerified: true,
        isApproved: true,
      });
      const product = await call("/api/products", {
        token: adminToken,
        body: {
          title: "Course",
          description: "Learn",
          commissionPercent: 50,
          refundPolicy: "none",
        },
      });
      assert.equal(product.status, 201, JSON.stringify(product.body));
      const link = await call("/api/admin/affiliate-links/assign", {
        token: adminToken,
        body: {
          userId: ali!.id,
          productId: product.body.product.id,
          customLink: "https://shop.pk/c?ref={click_id}",
        },
      });
      assert.ok(link.status < 300, JSON.stringify(link.body));
      const code = link.body.link.code as string;

      let unique = "";
      await t.step(
        "one visitor through all three instances is one click",
        async () => {
          for (let i = 0; i < 6; i++) await click("returning-visitor");
          unique = await click("one-time-visitor");
          // Every instance writes its buffer within a second.
          await new Promise((r) => setTimeout(r, 1600));
          assert.equal(await clickCount(), 2);
          const [{ clicks }] = await db.sql<{ clicks: number }[]>`
          SELECT sum(clicks)::int AS clicks FROM daily_stats`;
          assert.equal(clicks, 2);
        },
      );

      await t.step(
        "one order posted to every instance at once is one sale",
        async () => {
          const raw = JSON.stringify({
            clickId: unique,
            orderId: "MULTI-1",
            amount: 1000,
            status: "sale",
          });
          const answers = await Promise.all(
            Array.from({ length: 6 }, async () =>
              call("/api/conversions", {
                raw,
                headers: {
                  "kamai-signature": await signConversion(
                    CONVERSIONS_SECRET,
                    raw,
                    Math.floor(Date.now() / 1000),
                  ),
                },
              })),
          );
          for (const a of answers) {
            assert.ok(a.status < 300, JSON.stringify(a.body));
          }
          const [{ sales }] = await db.sql<{ sales: number }[]>`
          SELECT count(*)::int AS sales FROM conversions WHERE order_id = 'MULTI-1'`;
          assert.equal(sales, 1);
          const [{ earnings, total }] = await db.sql<
            { earnings: number; total: number }[]
          >`
          SELECT count(*)::int AS earnings, sum(amount_minor)::bigint AS total
          FROM ledger_entries WHERE kind = 'earning'`;
          assert.deepEqual({ earnings, total }, { earnings: 1, total: 50_000 });
        },
      );

      await t.step(
        "SIGTERM to one instance under load: every answered click is written",
        async () => {
          const before = await clickCount();
          const stoppedUrl = instances[2].url;
          const servedBefore = proxy!.served.get(stoppedUrl)!;
          const answered: string[] = [];
          let stopped: Promise<number> | null = null;
          for (let batch = 0; batch < 15; batch++) {
            if (batch === 5) {
              stopped = instances[2].stop("SIGTERM");
            }
            answered.push(
              ...await Promise.all(
                Array.from(
                  { length: 20 },
                  (_, i) => click(`load-${batch}-${i}`),
                ),
              ),
            );
          }
          assert.equal(await stopped, 0, instances[2].output());
          // It answered part of the load before it stopped (clicks it still held in its buffer at SIGTERM).
          assert.ok(proxy!.served.get(stoppedUrl)! > servedBefore);
          // The two others stop gracefully too: their buffers are written before they exit.
          for (const instance of instances.slice(0, 2)) {
            assert.equal(await instance.stop("SIGTERM"), 0, instance.output());
          }
          assert.equal(new Set(answered).size, answered.length);
          const rows = await db.sql<{ clickId: string }[]>`
          SELECT click_id AS "clickId" FROM clicks WHERE click_id IN ${
            db.sql(answered)
          }`;
          assert.equal(
            rows.length,
            answered.length,
            "answered clicks missing from the database",
          );
          assert.equal(await clickCount(), before + answered.length);
        },
      );
    } finally {
      await proxy?.close();
      for (const instance of instances) await instance.kill();
      await db.close();
    }
  });
}
