import assert from "node:assert/strict";
import { forEachTestApp, startTestApp, type TestApp } from "../test_app.ts";
import { testDatabaseUrl } from "../../postgres/test_databases.ts";
import {
  clickId,
  postSignedConversion,
  setUpAffiliate,
} from "../test_affiliate.ts";
import { databaseChecksum } from "../database_checksum.ts";

const MAPPING = {
  order_id: "Order ID",
  click_id: "Sub ID",
  link_code: "Link",
  coupon_code: "Coupon",
  amount: "Amount",
  status: "Status",
  date: "Date",
};

/** The multipart form the import page sends. */
function importForm(
  csv: string | null,
  mapping: unknown = MAPPING,
  dryRun = false,
): FormData {
  // null: no mapping part at all.
  const form = new FormData();
  if (csv !== null) {
    form.set("file", new File([csv], "sales.csv", { type: "text/csv" }));
  }
  if (mapping !== null) {
    form.set(
      "mapping",
      typeof mapping === "string" ? mapping : JSON.stringify(mapping),
    );
  }
  if (dryRun) form.set("dryRun", "1");
  return form;
}

forEachTestApp(
  "CSV import: dry run, attribution, errors, idempotency, refunds, audit",
  async (t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app);
    const coupon = await app.json("/api/admin/coupons", {
      token: admin.token,
      body: { userId: ali.id, productId: product.id, code: "ALI10" },
    });
    assert.equal(coupon.status, 201);
    const net = (await app.json("/api/admin/sources", {
      token: admin.token,
      body: { name: "Daraz report", kind: "postback", currency: "USD" },
    })).body;
    const click = await clickId(app, code);
    // The click is written now, so the checksums below see only what the import does.
    await app.services.sources.clicks.flush();
    const balance = async () =>
      (await app.json("/api/payouts/balance", { token: ali.token })).body;
    const upload = (form: FormData, id = net.id, token = admin.token) =>
      app.json(`/api/admin/sources/${id}/import`, { token, body: form });

    // A spreadsheet export: byte order mark, CRLF, quoted fields, a line break inside a quoted note.
    const csv = "\uFEFF" + [
      "Order ID,Sub ID,Link,Coupon,Amount,Status,Date,Note",
      `A-1,${click},,,100.00,approved,2025-03-01,`,
      `A-2,,${code},,40,pending,,"two`,
      `lines"`,
      `A-3,,,ali10,60.00,Confirmed,2025-03-02,"with ""quotes"", and a comma"`,
      `A-4,,,,25,approved,,`,
      `A-5,${click},,,abc,approved,,`,
      `A-1,,,,20,refund,2025-03-05,`,
      `A-6,${click},,,10,maybe,,`,
      `A-7,,,,10,approved,2999-01-01,`,
      `A-8,,,,10,approved`,
    ].join("\r\n") + "\r\n";
    const expected = {
      rows: [
        { line: 2, outcome: "attributed" },
        { line: 3, outcome: "attributed" },
        { line: 5, outcome: "attributed" },
        { line: 6, outcome: "unattributed" },
        { line: 7, outcome: "error" },
        { line: 8, outcome: "attributed" },
        { line: 9, outcome: "error" },
        { line: 10, outcome: "error" },
        { line: 11, outcome: "error" },
      ],
      summary: { attributed: 4, unattributed: 1, error: 4 },
    };
    const shape = (body: { rows: { line: number; outcome: string }[] }) =>
      body.rows.map(({ line, outcome }) => ({ line, outcome }));

    await t.step("a dry run reports every row and writes nothing", async () => {
      const before = await databaseChecksum(app.infra.sql);
      const res = await upload(importForm(csv, MAPPING, true));
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(shape(res.body), expected.rows);
      assert.deepEqual(res.body.summary, expected.summary);
      const reasons = res.body.rows.filter((r: { reason?: string }) => r.reason)
        .map((r: { line: number; reason: string }) => [r.line, r.reason]);
      assert.match(Object.fromEntries(reasons)[7], /amount/);
      assert.match(Object.fromEntries(reasons)[9], /Unknown status "maybe"/);
      assert.match(Object.fromEntries(reasons)[10], /future/);
      assert.match(Object.fromEntries(reasons)[11], /6 cells and the header 8/);
      // The parts in another order (the mapping and the dry run before the file) read alike.
      const reordered = new FormData();
      reordered.set("dryRun", "1");
      reordered.set("mapping", JSON.stringify(MAPPING));
      reordered.set("file", new File([csv], "sales.csv", { type: "text/csv" }));
      const again = await upload(reordered);
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.deepEqual(again.body, res.body);
      assert.deepEqual(await databaseChecksum(app.infra.sql), before);
    });

    await t.step(
      "the real run attributes by click id, link code and coupon, skips rows in error, audits once",
      async () => {
        const res = await upload(importForm(csv));
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual(shape(res.body), expected.rows);
        assert.deepEqual(res.body.summary, expected.summary);
        const b = await balance();
        // 50 + 30 earned on approved sales, 10 taken back by the 20.00 refund of A-1's 100.00; A-2 is pending.
        assert.equal(b.balance, 70);
        assert.equal(b.pendingApproval, 20);
        const events = await app.json(`/api/admin/sources/${net.id}/events`, {
          token: admin.token,
        });
        assert.equal(events.body.length, 5);
        assert.ok(
          events.body.every((e: { kind: string }) => e.kind === "csv import"),
        );
        const unattributed = events.body.find((e: { orderId: string }) =>
          e.orderId === "A-4"
        );
        assert.equal(unattributed.outcome, "unattributed");
        const stats = await app.infra.sql`
          SELECT stat_date::text AS date, SUM(sales)::int AS sales, SUM(earnings_minor)::int AS earnings
          FROM daily_stats WHERE user_id = ${ali.id} GROUP BY stat_date ORDER BY stat_date`;
        // The date column is the day of the sale (and of the refund); a row without one counts today.
        assert.deepEqual(stats.slice(0, 3).map((r) => ({ ...r })), [
          { date: "2025-03-01", sales: 1, earnings: 5000 },
          { date: "2025-03-02", sales: 1, earnings: 3000 },
          { date: "2025-03-05", sales: 0, earnings: -1000 },
        ]);
        const audit = await app.infra
          .sql`SELECT details FROM audit_logs WHERE action = 'Import Sales'`;
        assert.equal(audit.length, 1);
        assert.match(audit[0].details, /sales\.csv, 9 rows/);
      },
    );

    await t.step(
      "importing the same file again gives only duplicates",
      async () => {
        const before = (await balance()).balance;
        const res = await upload(importForm(csv));
        assert.equal(res.status, 200);
        assert.deepEqual(res.body.summary, { duplicate: 5, error: 4 });
        assert.equal((await balance()).balance, before);
      },
    );

    await t.step(
      "a second equal refund in a new file is new; its share is taken back, never more than earned",
      async () => {
        const refunds = [
          "Order ID,Amount,Status",
          "A-1,20,refund",
          "A-1,20,refund",
          "A-1,90,refund",
        ].join("\n");
        const res = await upload(
          importForm(refunds, {
            order_id: "order id",
            amount: "AMOUNT",
            status: "Status",
          }),
        );
        assert.equal(res.status, 200, JSON.stringify(res.body));
        // Undated, so not the earlier file's dated refund: three new refunds of A-1 (100.00, 50.00 earned, 10.00
        // taken back): 10.00 and 10.00, then the last reaches past the sale and takes only the 20.00 left.
        assert.deepEqual(res.body.summary, { attributed: 3 });
        assert.equal((await balance()).balance, 30);
        const [row] = await app.infra.sql`
          SELECT COALESCE(SUM(amount_minor), 0)::int AS total FROM ledger_entries
          WHERE user_id = ${ali.id} AND kind IN ('earning', 'earning_reversal')
            AND source_type = 'source_step'`;
        assert.equal(row.total, 3000);
      },
    );

    await t.step(
      "the events list: newest first, filtered by outcome, paged with X-Total-Count",
      async () => {
        const list = (query: string) =>
          app.json(`/api/admin/sources/${net.id}/events${query}`, {
            token: admin.token,
          });
        const all = await list("");
        // 5 rows imported, 5 duplicates on re-import, 3 refunds.
        assert.equal(all.body.length, 13);
        assert.equal(all.headers.get("x-total-count"), null);
        const ids = all.body.map((e: { id: number }) => e.id);
        assert.deepEqual(ids, [...ids].sort((a, b) => b - a));
        const page1 = await list("?outcome=duplicate&page=1&pageSize=2");
        assert.equal(page1.status, 200);
        assert.equal(page1.headers.get("x-total-count"), "5");
        assert.equal(page1.body.length, 2);
        assert.ok(
          page1.body.every((e: { outcome: string }) =>
            e.outcome === "duplicate"
          ),
        );
        const page3 = await list("?outcome=duplicate&page=3&pageSize=2");
        assert.equal(page3.body.length, 1);
        assert.ok(page3.body[0].id < page1.body[1].id);
        const attributed = await list("?outcome=attributed&page=1");
        assert.equal(attributed.headers.get("x-total-count"), "7");
        assert.equal(attributed.body.length, 7);
        const unattributed = await list("?outcome=unattributed");
        assert.deepEqual(
          unattributed.body.map((e: { orderId: string }) => e.orderId),
          ["A-4"],
        );
        const bad = await list("?outcome=error");
        assert.equal(bad.status, 400);
        assert.equal(bad.body.code, "VALIDATION_ERROR");
        const user = await app.json(`/api/admin/sources/${net.id}/events`, {
          token: ali.token,
        });
        assert.equal(user.status, 403);
      },
    );

    await t.step(
      "bad input answers 4xx { message, code } and changes nothing",
      async () => {
        const before = await databaseChecksum(app.infra.sql);
        const cases: [FormData | string, number, RegExp, number?, string?][] = [
          [importForm(null), 400, /file is required/],
          [importForm(csv, "{broken"), 400, /mapping is not valid JSON/],
          [importForm(csv, null), 400, /mapping is required/],
          [
            importForm(csv, { ...MAPPING, sub_id: "Sub ID" }),
            400,
            /unknown field "sub_id"/,
          ],
          [importForm(csv, { ...MAPPING, amount: 5 }), 400, /mapping must be/],
          [
            importForm(csv, { ...MAPPING, amount: "Total" }),
            400,
            /"Total" \(mapped to amount\) is not in the file's header/,
          ],
          [importForm(csv, { amount: "Amount" }), 400, /order_id/],
          [importForm('Order ID,Amount\nA-1,"10\n'), 400, /not valid CSV/],
          [importForm('Order ID,Amount\nA-1,1"0\n'), 400, /not valid CSV/],
          [importForm(""), 400, /empty/],
          [importForm(csv), 404, /not found/i, 999999],
          [importForm(csv), 400, /api source/, 1],
          [importForm(csv), 403, /./, undefined, ali.token],
          ["file=x", 415, /multipart/],
        ];
        for (const [body, status, message, id, token] of cases) {
          const res = typeof body === "string"
            ? await app.json(`/api/admin/sources/${net.id}/import`, {
              token: admin.token,
              body,
              headers: { "content-type": "application/x-www-form-urlencoded" },
            })
            : await upload(body, id, token);
          assert.equal(res.status, status, JSON.stringify(res.body));
          assert.match(res.body.message, message);
          assert.equal(typeof res.body.code, "string");
        }
        const notUtf8 = new FormData();
        notUtf8.set(
          "file",
          new File([new Uint8Array([0x4f, 0xff, 0xfe, 0x0a])], "x.csv"),
        );
        notUtf8.set("mapping", JSON.stringify(MAPPING));
        const res = await upload(notUtf8);
        assert.equal(res.status, 400);
        assert.match(res.body.message, /UTF-8/);
        const big = await upload(
          importForm("a\n" + "x".repeat(5 * 1024 * 1024)),
        );
        assert.equal(big.status, 413);
        // Sent without a length (chunked), the body is counted as it streams and refused past 5 MB all the same.
        const boundary = "kamai-test";
        const head = new TextEncoder().encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\na\n`,
        );
        const filler = new Uint8Array(64 * 1024).fill(0x78);
        let sent = 0;
        const streamed = await fetch(
          `${app.url}/api/admin/sources/${net.id}/import`,
          {
            method: "POST",
            headers: {
              authorization: `Bearer ${admin.token}`,
              "content-type": `multipart/form-data; boundary=${boundary}`,
            },
            body: new ReadableStream<Uint8Array>({
              pull(controller) {
                if (sent === 0) controller.enqueue(head);
                else if (sent > 6 * 1024 * 1024) controller.close();
                else controller.enqueue(filler);
                sent += sent === 0 ? 1 : filler.length;
              },
            }),
          },
        );
        assert.equal(streamed.status, 413);
        assert.deepEqual(await streamed.json(), {
          message: "The request is too large (the limit is 5 MB)",
          code: "PAYLOAD_TOO_LARGE",
        });
        // The form is read as it streams in (adapters/http/multipart_stream.ts): a broken or endless one is refused.
        const crowded = importForm(csv);
        for (let i = 0; i < 20; i++) crowded.set(`extra${i}`, "x");
        for (
          const [body, type] of [
            ["no parts at all", "multipart/form-data; boundary=b"],
            [
              "--b\r\nContent-Disposition: form-data",
              "multipart/form-data; boundary=b",
            ],
            ["--b\r\n\r\nx\r\n--b--\r\n", "multipart/form-data"],
          ]
        ) {
          const res = await app.json(`/api/admin/sources/${net.id}/import`, {
            token: admin.token,
            body,
            headers: { "content-type": type },
          });
          assert.equal(res.status, 400, body);
          assert.match(res.body.message, /form data could not be read/);
        }
        const many = await upload(crowded);
        assert.equal(many.status, 400);
        assert.match(many.body.message, /form data could not be read/);
        assert.deepEqual(await databaseChecksum(app.infra.sql), before);
      },
    );
  },
);

/**
 * PostgreSQL only (with TEST_DATABASE_URL, like every PostgreSQL case): PGlite runs one statement at a time, so
 * nothing there waits on anything, and its request watchdog answers 503 to calls queued behind a long import.
 */
function onPostgres(
  name: string,
  fn: (t: Deno.TestContext, app: TestApp) => Promise<void>,
): void {
  if (!testDatabaseUrl()) return;
  Deno.test({
    name: `${name} [postgres]`,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async (t) => {
      const app = await startTestApp("postgres");
      try {
        await fn(t, app);
      } finally {
        await app.close();
      }
    },
  });
}

onPostgres(
  "a CSV import beside live approvals and conversions: no deadlock, no waiting on a shared ledger row, money owed equals the ledger",
  async (t, app) => {
    const { admin, code } = await setUpAffiliate(app);
    const source = async (name: string) => {
      const res = await app.json("/api/admin/sources", {
        token: admin.token,
        body: { name, kind: "postback", currency: "USD" },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body as { id: number; endpointUrl: string };
    };
    const file = await source("Monthly report");
    const network = await source("Network");
    const postbackPath = new URL(network.endpointUrl).pathname;
    const click = await clickId(app, code);
    await app.services.sources.clicks.flush();
    const upload = (csv: string) =>
      app.json(`/api/admin/sources/${file.id}/import`, {
        token: admin.token,
        body: importForm(csv),
      });
    const postback = async (query: string) => {
      const res = await app.request(`${postbackPath}?${query}`);
      return { status: res.status, text: await res.text() };
    };
    const N = 120;
    const header = "Order ID,Sub ID,Link,Coupon,Amount,Status,Date";

    await t.step("pending sales on both sources", async () => {
      const pending = await upload(
        [
          header,
          ...Array.from(
            { length: N },
            (_, i) => `P-${i},,${code},,10.00,pending,`,
          ),
        ].join("\n"),
      );
      assert.equal(pending.status, 200, JSON.stringify(pending.body));
      assert.equal(pending.body.summary.attributed, N);
      for (let i = 0; i < N; i++) {
        const res = await postback(
          `click_id=${click}&order_id=Q-${i}&amount=10&status=pending`,
        );
        assert.equal(res.status, 200, res.text);
      }
    });

    await t.step(
      "the import (new approved sales between approvals of its pending ones) runs while postbacks approve theirs and the API takes sales",
      async () => {
        // The import books earning (today) for its new sales first, then pending_approved and earning for each
        // approval; an approval by postback books pending_approved then earning too. With one shared row per kind
        // and day (0024) a postback took pending_approved, then waited for the import's earning row while the import
        // waited for pending_approved: "deadlock detected", one side answered 500. The postbacks start while the
        // import is still booking its new sales.
        const csv = [
          header,
          ...Array.from(
            { length: 3 * N },
            (_, i) => `A-${i},,${code},,7.00,approved,`,
          ),
          ...Array.from(
            { length: N },
            (_, i) => `P-${i},,${code},,10.00,approved,`,
          ),
        ].join("\n");
        const live = async (worker: number) => {
          const answers: { status: number; text: string }[] = [];
          await new Promise((r) => setTimeout(r, 30));
          for (let i = worker; i < N; i += 4) {
            answers.push(
              await postback(
                `click_id=${click}&order_id=Q-${i}&amount=10&status=approved`,
              ),
            );
            answers.push(
              await postSignedConversion(
                app,
                JSON.stringify({
                  linkCode: code,
                  orderId: `API-${i}`,
                  amount: "3.00",
                  status: "sale",
                }),
              ),
            );
          }
          return answers;
        };
        const [imported, ...workers] = await Promise.all([
          upload(csv),
          live(0),
          live(1),
          live(2),
          live(3),
        ]);
        assert.equal(imported.status, 200, JSON.stringify(imported.body));
        assert.equal(imported.body.summary.attributed, 4 * N);
        const answers = workers.flat();
        assert.equal(answers.length, 2 * N);
        for (const a of answers) assert.ok(a.status < 300, a.text);
      },
    );

    await t.step(
      "every sale and approval is in the ledger once, and the overview's money owed equals the ledger's sums",
      async () => {
        const sql = app.infra.sql;
        const [raw] = await sql<
          {
            earnings: string;
            pending: string;
            available: string;
            held: string;
            rows: number;
          }[]
        >`
          SELECT
            COALESCE(SUM(amount_minor) FILTER (WHERE kind = 'earning'), 0)::text AS earnings,
            COALESCE(SUM(amount_minor) FILTER (WHERE kind LIKE 'pending_%'), 0)::text AS pending,
            COALESCE(SUM(amount_minor) FILTER (WHERE available_on <= CURRENT_DATE + 1), 0)::text AS available,
            COALESCE(SUM(amount_minor) FILTER (
              WHERE kind IN ('earning', 'earning_reversal') AND available_on > CURRENT_DATE + 1), 0)::text AS held,
            count(*)::int AS rows
          FROM ledger_entries`;
        // 50 % of: N new sales of 7.00, N approvals of 10.00 on each source, N API sales of 3.00.
        assert.equal(Number(raw.earnings), N * (3 * 350 + 500 + 500 + 150));
        assert.equal(Number(raw.pending), 0);
        const today = new Date().toISOString().slice(0, 10);
        const overview = await app.json(
          `/api/admin/overview?from=${today}&to=${today}`,
          { token: admin.token },
        );
        assert.equal(overview.status, 200, JSON.stringify(overview.body));
        const minor = (amount: number) => Math.round(amount * 100);
        assert.deepEqual(
          {
            available: minor(overview.body.owed.available),
            held: minor(overview.body.owed.held),
            pending: minor(overview.body.owed.pending),
          },
          {
            available: Number(raw.available),
            held: Number(raw.held),
            pending: 0,
          },
        );
      },
    );
  },
);
