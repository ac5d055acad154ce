/**
 * Started as Deno Deploy starts it: the built tree (web/dist included) copied to a folder nobody may write,
 * `deno task migrate` as the pre-deploy step, then `main.ts` with production settings, a PostgreSQL
 * DATABASE_URL and no write permission at all (`--deny-write`, so even a root test run cannot write). One walk
 * over HTTP: sign-in → link → click → sale → payout.
 */
import assert from "node:assert/strict";
import { solveCaptchaChallenge } from "../adapters/captcha/solve_for_tests.ts";
import { openTestDatabase } from "../adapters/postgres/test_databases.ts";
import { createPostgresUserRepository } from "../adapters/postgres/user_repository.ts";
import { createArgon2PasswordHasher } from "../adapters/crypto/argon2_password_hasher.ts";
import { signConversion } from "../adapters/tracking/conversion_signature.ts";
import { type KamaiProcess, startKamaiProcess } from "./test_process.ts";

const SERVER = Deno.env.get("TEST_DATABASE_URL");
const ROOT = new URL("../", import.meta.url).pathname;
/** What a deployment holds: the server's sources and the built web app (not web/src, tests need not be left out). */
const DEPLOYED = [
  "main.ts",
  "deno.json",
  "deno.lock",
  "import_map.json",
  "adapters",
  "domain",
  "wire",
  "migrations",
  "scripts",
  "web/dist",
];
const ADMIN = { email: "admin@kamai.example", password: "admin-pass-123" };
const ALI = { email: "ali@kamai.example", password: "ali-pass-123" };
const CONVERSIONS_SECRET = "deploy-conversions-secret-0123456789";

async function run(cmd: string, args: string[], cwd = ROOT, env = {}) {
  const out = await new Deno.Command(cmd, {
    args,
    cwd,
    env,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout) +
    new TextDecoder().decode(out.stderr);
  if (!out.success) throw new Error(`${cmd} ${args.join(" ")}: ${text}`);
  return text;
}

if (SERVER) {
  Deno.test({
    name:
      "Deno Deploy start: read-only tree, pre-deploy migrate, production env; sign-in → link → click → sale → payout [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
  }, async (t) => {
    // The deployment's build step: web/dist exists and is fresh.
    await run(Deno.execPath(), ["run", "-A", "scripts/ensure_web_build.ts"]);
    const tree = await Deno.makeTempDir({ prefix: "kamai_deploy_" });
    const db = await openTestDatabase("postgres", { migrate: false });
    const started: KamaiProcess[] = [];
    try {
      await Deno.mkdir(`${tree}/web`);
      for (const path of DEPLOYED) {
        await run("cp", ["-a", `${ROOT}${path}`, `${tree}/${path}`]);
      }
      await run("chmod", ["-R", "a-w", tree]);
      // Every path with its modification time and size: any write shows up as a difference.
      const snapshot = () => run("find", [tree, "-printf", "%p %T@ %s\\n"]);
      const before = await snapshot();
      const env = {
        APP_ENV: "production",
        DATABASE_URL: db.url,
        PORT: "0",
        HOST: "127.0.0.1",
        PUBLIC_URL: "https://kamai.example",
        JWT_SECRET: "j".repeat(48),
        ALTCHA_HMAC_KEY: "altcha-deploy-key-0123456789",
        CONVERSIONS_SECRET,
        // No network here: MailerSend calls fail, and a mail outage never fails an action (it is logged).
        MAILERSEND_API_KEY: "mlsn.deploy-test",
        MAIL_FROM: "no-reply@kamai.example",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DENO_DEPLOY: "1",
      };

      await t.step(
        "the pre-deploy step migrates the empty database from the read-only tree",
        async () => {
          const out = await run(Deno.execPath(), ["task", "migrate"], tree, {
            DATABASE_URL: db.url,
          });
          assert.match(out, /Applied \d+ migration\(s\)/);
          const again = await run(Deno.execPath(), ["task", "migrate"], tree, {
            DATABASE_URL: db.url,
          });
          assert.match(again, /up to date/);
        },
      );

      await t.step(
        "main.ts starts without any write permission and serves the built web app",
        async () => {
          const app = await startKamaiProcess({
            cwd: tree,
            env,
            flags: ["-A", "--deny-write"],
          });
          started.push(app);
          assert.match(app.output(), /Kamai \(production\) listening/);
          const home = await fetch(`${app.url}/`);
          assert.equal(home.status, 200);
          assert.match(await home.text(), /<html/i);
          const health = await fetch(`${app.url}/api/health`);
          assert.deepEqual(await health.json(), { status: "ok" });
          const devMail = await fetch(`${app.url}/api/dev/mail`);
          await devMail.body?.cancel();
          assert.equal(devMail.status, 404);
        },
      );

      // The affiliate signed up and was approved earlier (sign-up needs the verification email this test cannot read).
      await createPostgresUserRepository(db.sql).create({
        name: "Ali Khan",
        email: ALI.email,
        passwordHash: await createArgon2PasswordHasher().hash(ALI.password),
        role: "user",
        isVerified: true,
        isApproved: true,
      });
      const app = () => started[0];
      const url = () => app().url;
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
        const res = await fetch(`${url()}${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers,
          body,
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      };
      const signIn = async (who: { email: string; password: string }) => {
        const challenge = (await call("/api/captcha/challenge")).body;
        const res = await call("/api/auth/login", {
          body: {
            ...who,
            recaptchaToken: await solveCaptchaChallenge(challenge),
          },
        });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return res.body.token as string;
      };

      let adminToken = "";
      let aliToken = "";
      let code = "";
      let productId = 0;
      let click = "";
      await t.step("sign-in: the admin and the affiliate", async () => {
        adminToken = await signIn(ADMIN);
        aliToken = await signIn(ALI);
        const me = await call("/api/auth/me", { token: aliToken });
        assert.equal(me.body.email, ALI.email);
      });

      await t.step(
        "link: the admin adds a product and assigns Ali's link",
        async () => {
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
          productId = product.body.product.id;
          const [ali] = await db.sql<{ id: number }[]>`
          SELECT id FROM users WHERE email = ${ALI.email}`;
          const link = await call("/api/admin/affiliate-links/assign", {
            token: adminToken,
            body: {
              userId: ali.id,
              productId,
              customLink: "https://shop.pk/course?ref={click_id}",
            },
          });
          assert.ok(link.status < 300, JSON.stringify(link.body));
          code = link.body.link.code;
        },
      );

      await t.step(
        "click: the redirect hands the store a click id",
        async () => {
          const res = await fetch(`${url()}/go/${code}`, {
            redirect: "manual",
            headers: {
              "user-agent": "Mozilla/5.0 Chrome/126.0 deploy-visitor",
            },
          });
          await res.body?.cancel();
          assert.equal(res.status, 302);
          click = new URL(res.headers.get("location")!).searchParams.get(
            "ref",
          )!;
          assert.match(click, /^[0-9a-f]{48}$/); // a signed click id (docs/tracking-api.md)
        },
      );

      await t.step(
        "sale: the store's signed conversion credits Ali",
        async () => {
          const raw = JSON.stringify({
            clickId: click,
            orderId: "DEPLOY-1",
            amount: 5000,
            status: "sale",
          });
          const res = await call("/api/conversions", {
            raw,
            headers: {
              "kamai-signature": await signConversion(
                CONVERSIONS_SECRET,
                raw,
                Math.floor(Date.now() / 1000),
              ),
            },
          });
          assert.ok(res.status < 300, JSON.stringify(res.body));
          const [{ clicks }] = await db.sql<{ clicks: number }[]>`
          SELECT count(*)::int AS clicks FROM clicks`;
          assert.equal(clicks, 1);
        },
      );

      await t.step(
        "payout: Ali asks for 2,000, the admin pays it",
        async () => {
          const asked = await call("/api/payouts", {
            token: aliToken,
            body: {
              method: "jazzcash",
              accountName: "Ali Khan",
              accountNumber: "03001234567",
              amount: 2000,
              productId,
            },
          });
          assert.equal(asked.status, 201, JSON.stringify(asked.body));
          const paid = await call(
            `/api/payouts/admin/pay/${asked.body.payout.id}`,
            {
              token: adminToken,
              body: { transactionId: "JC-DEPLOY-1" },
            },
          );
          assert.equal(paid.status, 200, JSON.stringify(paid.body));
          assert.equal(paid.body.payout.status, "paid");
          const [{ balance }] = await db.sql<{ balance: number }[]>`
          SELECT sum(amount_minor)::bigint AS balance FROM ledger_entries`;
          assert.equal(balance, 50_000, "2,500 earned − 2,000 paid = 500.00");
        },
      );

      await t.step(
        "SIGTERM stops it cleanly; nothing was written in the tree",
        async () => {
          const code = await app().stop("SIGTERM");
          assert.equal(code, 0, app().output());
          assert.doesNotMatch(
            app().output(),
            /NotCapable|PermissionDenied|Requires write access/,
          );
          assert.equal(await snapshot(), before, "the tree was written to");
        },
      );
    } finally {
      for (const process of started) await process.kill();
      await run("chmod", ["-R", "u+w", tree]).catch(() => "");
      await Deno.remove(tree, { recursive: true }).catch(() => {});
      await db.close();
    }
  });
}
