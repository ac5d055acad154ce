/**
 * Issue 12, "outages are slow, and one answers 500": a database host that stops answering makes API calls answer
 * 503 within about a second (then at once), `/go` keeps redirecting from its cache past the entry's expiry, and a
 * database refusing connections (SQLSTATE 55000) answers 503, not 500.
 */
import assert from "node:assert/strict";
import postgres from "postgres";
import { startKamai } from "../bootstrap.ts";
import { openTestDatabase } from "../postgres/test_databases.ts";
import { startTcpProxy } from "../postgres/test_tcp_proxy.ts";
import { testAppConfig } from "./test_app.ts";
import { createUser } from "./test_users.ts";
import { discardLog } from "../observability/json_log.ts";

const SERVER = Deno.env.get("TEST_DATABASE_URL");

async function eventually(
  check: () => Promise<boolean>,
  ms = 15_000,
): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Runs `request` and answers its status, body and how long it took. */
async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const res = await request();
  const text = await res.text();
  return {
    status: res.status,
    ms: performance.now() - started,
    text,
    headers: res.headers,
  };
}

if (SERVER) {
  Deno.test({
    name:
      "an unanswering database: 503 within a second, /go serves its stale cache, and 55000 is a 503 [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
  }, async (t) => {
    const db = await openTestDatabase("postgres", { migrate: false });
    const target = new URL(db.url);
    const proxy = startTcpProxy({
      hostname: target.hostname,
      port: Number(target.port || 5432),
    });
    const kamai = await startKamai(
      testAppConfig({ databaseUrl: proxy.proxiedUrl(db.url) }),
      // Its request log (a line per redirect of the load below) would fill CI's log: the test reads answers.
      { publicUrlFromPort: true, log: discardLog },
    );
    const originalError = console.error;
    const logged: string[] = [];
    const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
    const name = target.pathname.slice(1);
    try {
      const user = await createUser(kamai.infra, { approved: true });
      const [{ id: productId }] = await db.sql<{ id: number }[]>`
        INSERT INTO products (title, description, commission_bp)
        VALUES ('Course', 'A course', 5000) RETURNING id`;
      await db.sql`
        INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
        VALUES (${user.id}, ${productId}, 'https://shop.example/p', 'stale1')`;
      const me = () =>
        timed(() =>
          fetch(`${kamai.url}/api/auth/me`, {
            headers: { authorization: `Bearer ${user.token}` },
          })
        );
      const click = (n: number) =>
        timed(() =>
          fetch(`${kamai.url}/go/stale1`, {
            redirect: "manual",
            headers: { "user-agent": `Mozilla/5.0 Browser/${n}` },
          })
        );

      await t.step("healthy: the link is cached by a click", async () => {
        assert.equal((await me()).status, 200);
        assert.equal((await click(0)).status, 302);
      });

      await t.step(
        "stalled: the first API call answers 503 within about a second, the next ones at once",
        async () => {
          console.error = (...args: unknown[]) => logged.push(args.join(" "));
          proxy.stall();
          const first = await me();
          assert.equal(first.status, 503);
          assert.deepEqual(JSON.parse(first.text), {
            message:
              "Service temporarily unavailable. Please try again shortly.",
            code: "SERVICE_UNAVAILABLE",
          });
          assert.ok(first.ms < 1500, `first 503 after ${first.ms} ms`);
          for (const res of [await me(), await me()]) {
            assert.equal(res.status, 503);
            assert.ok(res.ms < 300, `a later 503 after ${res.ms} ms`);
          }
          const health = await timed(() => fetch(`${kamai.url}/api/health`));
          assert.equal(health.status, 503);
          assert.ok(health.ms < 1500);
        },
      );

      await t.step(
        "stalled: past the cache entry's expiry /go keeps redirecting from it, quickly",
        async () => {
          // The link cache keeps an entry fresh for 5 s.
          await new Promise((r) => setTimeout(r, 5200));
          for (let n = 1; n <= 3; n++) {
            const res = await click(n);
            assert.equal(res.status, 302);
            assert.match(
              res.headers.get("location") ?? "",
              /^https:\/\/shop\.example\/p\?click_id=[0-9a-f]{48}$/,
            );
            assert.ok(res.ms < 1000, `redirect after ${res.ms} ms`);
          }
        },
      );

      await t.step("restored: the API recovers by itself", async () => {
        proxy.restore();
        assert.ok(await eventually(async () => (await me()).status === 200));
      });

      await t.step(
        "a database refusing connections (55000) answers 503, not 500",
        async () => {
          logged.length = 0;
          await admin.unsafe(
            `ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`,
          );
          await admin`
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name}`;
          // Let the app's pool notice its connections are gone, so the next call opens a new one and is refused.
          await new Promise((r) => setTimeout(r, 500));
          const statuses: number[] = [];
          for (let i = 0; i < 3; i++) {
            statuses.push((await me()).status);
            await new Promise((r) => setTimeout(r, 50));
          }
          assert.ok(statuses.every((s) => s === 503), statuses.join());
          assert.ok(
            logged.some((line) => line.includes("55000")),
            logged.join("\n"),
          );
          await admin.unsafe(
            `ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`,
          );
          assert.ok(
            await eventually(async () => (await me()).status === 200),
          );
        },
      );
    } finally {
      console.error = originalError;
      await admin.unsafe(
        `ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`,
      ).catch(() => {});
      await admin.end();
      await kamai.close();
      proxy.close();
      await db.close();
    }
  });
}
