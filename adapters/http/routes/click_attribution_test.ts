/**
 * Issue 12, "a returning visitor's sale is lost" and "clicks beyond the queue are dropped": every click id a
 * visitor is given leads to its sale, whether its click row was written, de-duplicated away or never stored.
 */
import assert from "node:assert/strict";
import { startKamai } from "../../bootstrap.ts";
import {
  migratedSnapshot,
  openTestDatabase,
  testPerBackend,
} from "../../postgres/test_databases.ts";
import { TEST_ALTCHA_WORK } from "../../captcha/altcha_challenge.ts";
import {
  createArgon2PasswordHasher,
  TEST_ARGON2_PARAMS,
} from "../../crypto/argon2_password_hasher.ts";
import type { DatabaseKind } from "../../postgres/connect.ts";
import {
  clickId,
  postSignedConversion,
  setUpAffiliate,
} from "../test_affiliate.ts";
import { forEachTestApp, type TestApp, testAppConfig } from "../test_app.ts";

const VISITOR = "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 returning";

/** The click id the redirect gives this visitor. */
async function visit(app: TestApp, code: string, agent: string) {
  const res = await app.request(`/go/${code}`, {
    redirect: "manual",
    headers: { "user-agent": agent },
  });
  await res.body?.cancel();
  assert.equal(res.status, 302);
  const id = new URL(res.headers.get("location")!).searchParams.get("click_id");
  assert.ok(id);
  return id;
}

/** Whom the sale of `orderId` was credited to. */
async function creditedTo(app: TestApp, orderId: string) {
  const [row] = await app.infra.sql<{ user_id: number }[]>`
    SELECT user_id FROM conversions WHERE order_id = ${orderId} AND status = 'sale'`;
  return row?.user_id;
}

const sale = (app: TestApp, clickId: string, orderId: string) =>
  postSignedConversion(
    app,
    JSON.stringify({ clickId, orderId, amount: 100, status: "sale" }),
  );

/** Alongside TestApp: restarts Kamai on the same database (a PGlite DATA_DIR or a PostgreSQL database). */
interface Restartable {
  start(): Promise<TestApp>;
  close(): Promise<void>;
}

async function restartable(kind: DatabaseKind): Promise<Restartable> {
  const database = kind === "postgres"
    ? await openTestDatabase("postgres")
    : null;
  const dataDir = database ? null : await Deno.makeTempDir();
  const running: (() => Promise<void>)[] = [];
  // The test apps' seams: each start checks the admin's password, at the cheapest argon2id cost here.
  const passwordHasher = createArgon2PasswordHasher(TEST_ARGON2_PARAMS);
  let started = false;
  return {
    async start() {
      const kamai = await startKamai(
        testAppConfig({
          databaseUrl: database?.url ?? null,
          dataDir: dataDir ?? ":memory:",
        }),
        {
          publicUrlFromPort: true,
          passwordHasher,
          captchaWork: TEST_ALTCHA_WORK,
          // The empty data folder starts from the migrated snapshot the test apps share, not from every migration.
          pgliteSnapshot: dataDir && !started
            ? await migratedSnapshot()
            : undefined,
        },
      );
      started = true;
      running.push(() => kamai.close());
      const request = (path: string, init?: RequestInit) =>
        fetch(`${kamai.url}${path}`, init);
      return {
        ctx: kamai.ctx,
        services: kamai.services,
        infra: kamai.infra,
        kind,
        url: kamai.url,
        setupUrl: kamai.setupUrl,
        request,
        async json(path, init = {}) {
          const headers: Record<string, string> = { ...init.headers };
          if (init.token) headers.authorization = `Bearer ${init.token}`;
          const body = init.body === undefined
            ? undefined
            : JSON.stringify(init.body);
          if (body) headers["content-type"] = "application/json";
          const res = await request(path, {
            method: init.method ?? (body ? "POST" : "GET"),
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
        close: () => kamai.close(),
      };
    },
    async close() {
      for (const stop of running) await stop();
      await database?.close();
      if (dataDir) await Deno.remove(dataDir, { recursive: true });
    },
  };
}

testPerBackend(
  "a returning visitor after a restart gets a click id whose sale is credited, though its row is never stored",
  restartable,
  async (t, server) => {
    let app = await server.start();
    const { ali, code } = await setUpAffiliate(app);
    const first = await visit(app, code, VISITOR);
    await app.services.tracking.buffer.flush();
    await app.close();

    app = await server.start();
    const again = await visit(app, code, VISITOR);
    await app.services.tracking.buffer.flush();
    await app.close();

    app = await server.start();
    const clickRows = await app.infra.sql<{ click_id: string }[]>`
      SELECT click_id FROM clicks`;

    await t.step(
      "the same visitor within the hour counts once: the second id has no row",
      () => {
        assert.notEqual(again, first);
        assert.deepEqual(clickRows.map((r) => r.click_id), [first]);
      },
    );

    await t.step(
      "sales through both click ids are credited to the affiliate",
      async () => {
        for (const [id, order] of [[first, "R-1"], [again, "R-2"]]) {
          const res = await sale(app, id, order);
          assert.equal(res.status, 201, res.text);
          assert.equal(JSON.parse(res.text).clickId, id);
          assert.equal(await creditedTo(app, order), ali.id);
        }
        const [row] = await app.infra.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = ${ali.id} AND kind = 'earning'`;
        assert.equal(row.n, 2);
      },
    );

    await t.step(
      "an old-style stored click id still resolves through its row",
      async () => {
        const oldStyle = "9c1f0e2d4b5a49f8a1c3d5e7f9b0a2c4";
        await app.infra.sql`
          INSERT INTO clicks (click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at)
          -- A real hour: clicks are partitioned by month of dedupe_hour (migrations/0059).
          SELECT ${oldStyle}, id, user_id, product_id, 'old', floor(extract(epoch FROM now()) / 3600)::integer,
            (now() AT TIME ZONE 'Asia/Karachi')::date, now()
          FROM affiliate_links WHERE code = ${code}`;
        const res = await sale(app, oldStyle, "R-3");
        assert.equal(res.status, 201, res.text);
      },
    );

    await t.step(
      "a forged or garbled click id is still 404 Unknown clickId",
      async () => {
        const otherLink = again.slice(0, 11) +
          (again[11] === "f" ? "e" : "f") + again.slice(12);
        for (
          const [id, order] of [
            [otherLink, "F-1"],
            [again.slice(0, -1) + (again.endsWith("0") ? "1" : "0"), "F-2"],
            ["01" + "0".repeat(46), "F-3"],
            ["not-a-click", "F-4"],
          ]
        ) {
          const res = await sale(app, id, order);
          assert.equal(res.status, 404, id);
          assert.deepEqual(JSON.parse(res.text), {
            message: "Unknown clickId.",
            code: "NOT_FOUND",
          });
        }
      },
    );
  },
);

forEachTestApp(
  "with the click buffer full the visitor is still redirected and the click id still earns the sale",
  async (t, app) => {
    const { ali, code } = await setUpAffiliate(app);
    const errors = console.error;
    console.error = () => {};
    let id: string;
    try {
      id = await clickId(app, code);
    } finally {
      console.error = errors;
    }
    await app.services.tracking.buffer.flush();

    await t.step("the click was dropped, not stored", async () => {
      assert.equal(app.services.tracking.buffer.dropped(), 1);
      const [row] = await app.infra.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM clicks`;
      assert.equal(row.n, 0);
    });

    await t.step("its sale is credited to the affiliate", async () => {
      const res = await sale(app, id, "FULL-1");
      assert.equal(res.status, 201, res.text);
      assert.equal(JSON.parse(res.text).clickId, id);
      assert.equal(await creditedTo(app, "FULL-1"), ali.id);
    });
  },
  { clickQueueLimit: 0 },
);
