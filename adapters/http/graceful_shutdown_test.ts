/** SIGTERM on the real entry point: requests in flight finish, buffered clicks reach the database, exit code 0. */
import assert from "node:assert/strict";
import { solveCaptchaChallenge } from "../captcha/solve_for_tests.ts";
import { openTestDatabase } from "../postgres/test_databases.ts";

const SERVER = Deno.env.get("TEST_DATABASE_URL");
const MAIN = new URL("../../main.ts", import.meta.url);
const ADMIN = { email: "admin@kamai.test", password: "admin-pass-123" };

/** Reads the child's stdout until main.ts says which port it listens on; all output is collected into `log`. */
async function listeningPort(
  stdout: ReadableStream<Uint8Array>,
  log: string[],
): Promise<number> {
  const reader = stdout.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      throw new Error(`main.ts ended before listening:\n${log.join("")}`);
    }
    log.push(value);
    const port = log.join("").match(/listening on port (\d+)/)?.[1];
    if (port) {
      // Keep draining so the child never blocks on a full pipe.
      (async () => {
        for (;;) {
          const next = await reader.read();
          if (next.done) return;
          log.push(next.value);
        }
      })();
      return Number(port);
    }
  }
}

// Needs a PostgreSQL server (main.ts runs as its own process against a test database), so it runs with
// TEST_DATABASE_URL like every PostgreSQL test.
if (SERVER) {
  Deno.test({
    name:
      "SIGTERM: a request in flight completes and buffered clicks are written before exit [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
  }, async (t) => {
    const db = await openTestDatabase("postgres", { migrate: false });
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", MAIN.pathname],
      env: {
        DATABASE_URL: db.url,
        PORT: "0",
        APP_ENV: "development",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const log: string[] = [];
    const stderr = new Response(child.stderr).text();
    let exited = false;
    try {
      const port = await listeningPort(child.stdout, log);
      const url = `http://127.0.0.1:${port}`;

      const [admin] = await db.sql<{ id: number }[]>`
        SELECT id FROM users WHERE email = ${ADMIN.email}`;
      const [{ id: productId }] = await db.sql<{ id: number }[]>`
        INSERT INTO products (title, description, commission_bp)
        VALUES ('Course', 'A course', 5000) RETURNING id`;
      await db.sql`
        INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
        VALUES (${admin.id}, ${productId}, 'https://shop.example/p', 'bye1')`;
      const challenge = await (await fetch(`${url}/api/captcha/challenge`))
        .json();
      const body = JSON.stringify({
        ...ADMIN,
        recaptchaToken: await solveCaptchaChallenge(challenge),
      });

      let finishBody!: () => void;
      const bodyDone = new Promise<void>((resolve) => (finishBody = resolve));
      const slowLogin = fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new ReadableStream<Uint8Array>({
          async start(controller) {
            const bytes = new TextEncoder().encode(body);
            const half = Math.floor(bytes.length / 2);
            controller.enqueue(bytes.slice(0, half));
            await bodyDone;
            controller.enqueue(bytes.slice(half));
            controller.close();
          },
        }),
      });

      await t.step("clicks are buffered, not yet written", async () => {
        for (let n = 0; n < 3; n++) {
          const res = await fetch(`${url}/go/bye1`, {
            headers: { "user-agent": `Browser/${n}` },
            redirect: "manual",
          });
          await res.body?.cancel();
          assert.equal(res.status, 302);
        }
        const [{ n }] = await db.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM clicks`;
        assert.equal(n, 0, "the clicks were flushed before SIGTERM");
      });

      await t.step(
        "SIGTERM while the login's body is still arriving: it completes, then the process exits 0",
        async () => {
          // Give the server time to start handling the login before it is told to stop.
          await new Promise((r) => setTimeout(r, 200));
          child.kill("SIGTERM");
          await new Promise((r) => setTimeout(r, 300));
          // While it waits for the login, new work is turned away with the outage answer.
          const late = await fetch(`${url}/api/health`);
          assert.equal(late.status, 503);
          assert.deepEqual(await late.json(), {
            message:
              "Service temporarily unavailable. Please try again shortly.",
            code: "SERVICE_UNAVAILABLE",
          });
          finishBody();
          const res = await slowLogin;
          assert.equal(res.status, 200);
          const session = await res.json();
          assert.equal(session.role, "admin");
          assert.equal(typeof session.token, "string");
          const status = await child.status;
          exited = true;
          assert.equal(status.code, 0, `${log.join("")}\n${await stderr}`);
          assert.match(log.join(""), /SIGTERM: shutting down/);
        },
      );

      await t.step("the buffered clicks are in the database", async () => {
        const [{ n }] = await db.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM clicks`;
        assert.equal(n, 3);
        const [{ clicks }] = await db.sql<{ clicks: number }[]>`
          SELECT sum(clicks)::int AS clicks FROM daily_stats`;
        assert.equal(clicks, 3);
      });
    } finally {
      if (!exited) {
        try {
          child.kill("SIGKILL");
        } catch {
          // already gone
        }
        await child.status;
      }
      await stderr.catch(() => "");
      await db.close();
    }
  });
}
