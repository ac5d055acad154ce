import assert from "node:assert/strict";
import type { TestApp } from "../test_app.ts";
import { appSuite } from "../test_app_suite.ts";
import { createUser, loginAs } from "../test_users.ts";
import { TEST_ADMIN } from "../test_app.ts";
import { testLedger } from "../test_ledger.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";

const jazzcash = {
  method: "jazzcash",
  accountName: "Ali Khan",
  accountNumber: "03001234567",
};
let sourceId = 1;

// One app per backend for the file's tests: each starts from the tables as the app started.
const test = appSuite("payouts API");

/** An approved affiliate with `minor` available today (and optional earnings on hold), a product, and the admin. */
async function setUp(
  app: TestApp,
  minor: number,
  onHold: [number, string][] = [],
) {
  const user = await createUser(app.infra, { name: "Ali Khan" });
  const adminToken = await loginAs(
    app.infra,
    TEST_ADMIN.email,
    TEST_ADMIN.password,
  );
  const [product] = await app.infra.sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'A course', 5000) RETURNING id`;
  const ledger = testLedger(app.infra);
  const today = karachiDate(app.infra.clock.now());
  for (
    const [amount, availableOn] of [
      [minor, today] as [number, string],
      ...onHold,
    ]
  ) {
    await ledger.append({
      userId: user.id,
      productId: product.id,
      kind: "earning",
      amount: money(amount),
      availableOn,
      sourceType: "sale",
      sourceId: sourceId++,
    });
  }
  return { user, adminToken, productId: product.id as number, today };
}

test(
  "payouts API: request, admin pays, invoice, reject, balance comes back",
  async (t, app) => {
    const { user, adminToken, productId } = await setUp(app, 10_000, [[
      2_500,
      "2099-01-01",
    ]]);

    await t.step(
      "balance shows available and on-hold earnings separately",
      async () => {
        const res = await app.json("/api/payouts/balance", {
          token: user.token,
        });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, {
          balance: 100,
          pending: [{ amount: 25, availableOn: "2099-01-01" }],
          pendingTotal: 25,
          pendingApproval: 0,
          totalPaid: 0,
          reserved: 0,
        });
      },
    );

    let firstId = 0;
    await t.step(
      "a JazzCash request is accepted and reserves its amount",
      async () => {
        const res = await app.json("/api/payouts", {
          token: user.token,
          body: { ...jazzcash, amount: 40, productId },
        });
        assert.equal(res.status, 201);
        const p = res.body.payout;
        firstId = p.id;
        assert.equal(p.status, "pending");
        assert.equal(p.amount, 40);
        assert.equal(p.user, "Ali Khan");
        assert.equal(p.product, "Course");
        assert.equal(p.productId, productId);
        for (
          const field of [
            "accountType",
            "accountLabel",
            "bankName",
            "transactionId",
            "requestedAt",
            "createdAt",
            "rejectionReason",
          ]
        ) {
          assert.ok(field in p, field);
        }
        assert.equal(
          (await app.json("/api/payouts/balance", { token: user.token })).body
            .balance,
          60,
        );
        const list = await app.json("/api/payouts", { token: user.token });
        assert.deepEqual(list.body.map((x: { id: number }) => x.id), [firstId]);
      },
    );

    await t.step(
      "the admin sees it pending and the metrics count it",
      async () => {
        const pending = await app.json("/api/payouts/admin?status=pending", {
          token: adminToken,
        });
        assert.equal(pending.status, 200);
        assert.deepEqual(pending.body.map((x: { id: number }) => x.id), [
          firstId,
        ]);
        const metrics = await app.json("/api/admin/metrics", {
          token: adminToken,
        });
        assert.equal(metrics.body.pendingPayouts, 1);
        const asAdmin = await app.json(
          `/api/payouts/balance?userId=${user.id}`,
          { token: adminToken },
        );
        assert.equal(asAdmin.body.balance, 60);
      },
    );

    await t.step(
      "mark paid: message, status, invoice, audit and email",
      async () => {
        const res = await app.json(`/api/payouts/admin/pay/${firstId}`, {
          token: adminToken,
          body: {
            transactionId: "JC-7788",
            invoiceHtml: "<script>alert(1)</script>",
          },
        });
        assert.equal(res.status, 200);
        assert.equal(res.body.message, "Payout marked as paid!");
        assert.equal(res.body.payout.status, "paid");
        assert.equal(res.body.payout.transactionId, "JC-7788");
        assert.equal(
          res.body.payout.invoiceUrl,
          `/api/payouts/${firstId}/invoice`,
        );

        const balance = await app.json("/api/payouts/balance", {
          token: user.token,
        });
        assert.equal(balance.body.balance, 60);
        assert.equal(balance.body.totalPaid, 40);

        const invoice = await app.request(`/api/payouts/${firstId}/invoice`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        assert.equal(invoice.status, 200);
        assert.match(invoice.headers.get("content-type") ?? "", /text\/html/);
        assert.match(
          invoice.headers.get("content-security-policy") ?? "",
          /default-src 'none'/,
        );
        const html = await invoice.text();
        assert.match(html, /JC-7788/);
        assert.match(html, /\$40\.00/);
        assert.doesNotMatch(html, /<script>/);
        const adminView = await app.request(`/api/payouts/${firstId}/invoice`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        assert.equal(adminView.status, 200);
        await adminView.body?.cancel();
        const stranger = await createUser(app.infra);
        const strangerView = await app.json(`/api/payouts/${firstId}/invoice`, {
          token: stranger.token,
        });
        assert.equal(strangerView.status, 404);

        const audit = await app.json("/api/admin/audit-logs", {
          token: adminToken,
        });
        assert.ok(
          audit.body.some((a: { action: string; details: string }) =>
            a.action === "Payout Paid" && /JC-7788/.test(a.details)
          ),
        );
        const mail = await app.json("/api/dev/mail");
        const paidMail = mail.body.find((m: { to: string; subject: string }) =>
          m.to === user.email && /has been paid/.test(m.subject)
        );
        assert.ok(paidMail, "paid email sent");
      },
    );

    await t.step("paying or rejecting a decided payout is a 409", async () => {
      const again = await app.json(`/api/payouts/admin/pay/${firstId}`, {
        token: adminToken,
        body: { transactionId: "X" },
      });
      assert.equal(again.status, 409);
      assert.equal(again.body.code, "PAYOUT_ALREADY_DECIDED");
      const reject = await app.json(`/api/payouts/admin/reject/${firstId}`, {
        token: adminToken,
        method: "PATCH",
      });
      assert.equal(reject.status, 409);
    });

    await t.step(
      "reject with a reason: the balance comes back, the reason is shown, email and audit",
      async () => {
        const made = await app.json("/api/payouts", {
          token: user.token,
          body: { ...jazzcash, amount: 60, productId },
        });
        assert.equal(made.status, 201);
        assert.equal(
          (await app.json("/api/payouts/balance", { token: user.token })).body
            .balance,
          0,
        );
        const res = await app.json(
          `/api/payouts/admin/reject/${made.body.payout.id}`,
          {
            token: adminToken,
            method: "PATCH",
            body: { rejectionReason: "Account name does not match" },
          },
        );
        assert.equal(res.status, 200);
        assert.equal(res.body.message, "Payout rejected successfully.");
        assert.equal(
          (await app.json("/api/payouts/balance", { token: user.token })).body
            .balance,
          60,
        );
        const mine = await app.json("/api/payouts", { token: user.token });
        assert.deepEqual(
          mine.body.map((
            p: { status: string; rejectionReason: string | null },
          ) => [p.status, p.rejectionReason]),
          [
            ["rejected", "Account name does not match"],
            ["paid", null],
          ],
        );
        const history = await app.json("/api/payouts/admin", {
          token: adminToken,
        });
        assert.equal(history.body.length, 2);
        assert.equal(
          (await app.json("/api/payouts/admin?status=rejected", {
            token: adminToken,
          })).body.length,
          1,
        );
        const audit = await app.json("/api/admin/audit-logs", {
          token: adminToken,
        });
        assert.ok(
          audit.body.some((a: { action: string }) =>
            a.action === "Reject Payout"
          ),
        );
        const mail = await app.json("/api/dev/mail");
        assert.ok(
          mail.body.some((m: { to: string; text: string }) =>
            m.to === user.email && /Account name does not match/.test(m.text)
          ),
        );
      },
    );

    await t.step("a reject without a body works too", async () => {
      const made = await app.json("/api/payouts", {
        token: user.token,
        body: { ...jazzcash, amount: 1, productId },
      });
      const res = await app.request(
        `/api/payouts/admin/reject/${made.body.payout.id}`,
        {
          method: "PATCH",
          headers: { authorization: `Bearer ${adminToken}` },
        },
      );
      assert.equal(res.status, 200);
      assert.equal((await res.json()).payout.rejectionReason, null);
    });
  },
);

test("payouts API: rules, messages and access", async (t, app) => {
  const { user, adminToken, productId } = await setUp(app, 5_000, [[
    9_000,
    "2099-01-01",
  ]]);
  const post = (
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => app.json("/api/payouts", { token: user.token, body, headers });

  await t.step("every method's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...jazzcash, productId }, "All fields are required"],
      // A missing product is refused only while the admin's setting requires one (payout_product_setting_test.ts).
      [{ ...jazzcash, amount: 0.5, productId }, "Amount must be at least 1."],
      [
        { ...jazzcash, amount: 1.234, productId },
        "Amount must be a number with at most 2 decimals.",
      ],
      [
        { ...jazzcash, amount: 5, productId, accountName: "" },
        "Please add Account Name for JazzCash/EasyPaisa.",
      ],
      [{
        ...jazzcash,
        amount: 5,
        productId,
        method: "easypaisa",
        accountNumber: "",
      }, "Please add your phone/account number."],
      [{
        ...jazzcash,
        amount: 5,
        productId,
        method: "nayapay",
        accountName: "",
      }, "Please add Account Name for JazzCash/EasyPaisa."],
      [{
        ...jazzcash,
        amount: 5,
        productId,
        method: "sadapay",
        accountNumber: "12",
      }, "Please enter a valid Pakistani mobile number, e.g. 03001234567."],
      [
        { amount: 5, productId, method: "bank", accountName: "Ali" },
        "Bank Transfer needs Account Name, Bank Name and Account/IBAN.",
      ],
      [
        {
          amount: 5,
          productId,
          method: "bank",
          accountName: "Ali",
          bankName: "HBL",
          accountNumber: "PK00SCBL0000001123456702",
        },
        "Please enter a valid Pakistani IBAN: 24 characters starting with PK (e.g. PK36SCBL0000001123456702).",
      ],
      [{
        amount: 5,
        productId,
        method: "other",
        accountLabel: "Payoneer",
        accountNumber: "x",
      }, "Please add Account Name for Other method."],
      [{
        amount: 5,
        productId,
        method: "other",
        accountName: "Ali",
        accountNumber: "x",
      }, "Please add Account Label and Account Number/ID."],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      assert.equal(res.status, 400, message);
      assert.deepEqual([res.body.code, res.body.message], [
        "VALIDATION_ERROR",
        message,
      ]);
    }
    assert.equal(
      (await app.json("/api/payouts", { token: user.token })).body.length,
      0,
    );
  });

  await t.step(
    "above the balance: the spec message with the available amount; on-hold earnings are not payable",
    async () => {
      const res = await post({ ...jazzcash, amount: 50.01, productId });
      assert.equal(res.status, 400);
      assert.deepEqual([res.body.code, res.body.message, res.body.available], [
        "INSUFFICIENT_BALANCE",
        "Insufficient balance. Available: 50.00",
        50,
      ]);
    },
  );

  await t.step("an unknown product is refused", async () => {
    const res = await post({ ...jazzcash, amount: 5, productId: 999_999 });
    assert.equal(res.status, 404);
    assert.equal(res.body.code, "PRODUCT_NOT_FOUND");
  });

  await t.step(
    "Idempotency-Key: a retry counts once, another body with the key is 409",
    async () => {
      const body = {
        amount: 12.5,
        productId,
        method: "bank",
        accountName: "Ali",
        bankName: "HBL",
        accountNumber: "PK36SCBL0000001123456702",
      };
      const first = await post(body, { "idempotency-key": "req-1" });
      const retry = await post(body, { "idempotency-key": "req-1" });
      assert.equal(first.status, 201);
      assert.equal(retry.status, 201);
      assert.equal(retry.headers.get("idempotency-replayed"), "true");
      assert.equal(retry.body.payout.id, first.body.payout.id);
      const clash = await post({ ...body, amount: 13 }, {
        "idempotency-key": "req-1",
      });
      assert.equal(clash.status, 409);
      assert.equal(clash.body.code, "IDEMPOTENCY_KEY_REUSED");
      assert.equal(
        (await app.json("/api/payouts", { token: user.token })).body.length,
        1,
      );
      assert.equal(
        (await app.json("/api/payouts/balance", { token: user.token })).body
          .balance,
        37.5,
      );
    },
  );

  await t.step(
    "admin calls refuse a user token (403) and no token (401)",
    async () => {
      for (
        const [path, method] of [
          ["/api/payouts/admin", "GET"],
          ["/api/payouts/admin/pay/1", "POST"],
          ["/api/payouts/admin/reject/1", "PATCH"],
        ]
      ) {
        const body = method === "GET" ? undefined : { transactionId: "T" };
        assert.equal(
          (await app.json(path, { method, body, token: user.token })).status,
          403,
          path,
        );
        assert.equal(
          (await app.json(path, { method, body })).status,
          401,
          path,
        );
      }
      assert.equal((await app.json("/api/payouts")).status, 401);
      assert.equal((await app.json("/api/payouts/balance")).status, 401);
    },
  );

  await t.step(
    "a user never reads another user's balance; admins and unapproved users cannot request",
    async () => {
      const other = await createUser(app.infra);
      const res = await app.json(`/api/payouts/balance?userId=${user.id}`, {
        token: other.token,
      });
      assert.equal(res.status, 403);
      const unapproved = await createUser(app.infra, { approved: false });
      assert.equal(
        (await app.json("/api/payouts", {
          token: unapproved.token,
          body: { ...jazzcash, amount: 5, productId },
        })).status,
        403,
      );
      assert.equal(
        (await app.json("/api/payouts", {
          token: adminToken,
          body: { ...jazzcash, amount: 5, productId },
        })).status,
        403,
      );
    },
  );

  await t.step(
    "bad input is a 4xx with { message, code }, never a 5xx",
    async () => {
      const malformed = await app.json("/api/payouts", {
        token: user.token,
        body: "{nope",
        headers: { "content-type": "application/json" },
      });
      assert.equal(malformed.status, 400);
      assert.equal(malformed.body.code, "INVALID_JSON");
      const list = await app.json("/api/payouts", {
        token: user.token,
        body: [1, 2],
      });
      assert.equal(list.status, 400);
      const typed = await post({ amount: { x: 1 }, productId: [1], method: 7 });
      assert.equal(typed.status, 400);
      assert.equal(
        (await app.json("/api/payouts/admin?status=weird", {
          token: adminToken,
        })).status,
        400,
      );
      assert.equal(
        (await app.json("/api/payouts/admin/pay/abc", {
          token: adminToken,
          body: { transactionId: "T" },
        })).status,
        400,
      );
      assert.equal(
        (await app.json("/api/payouts/admin/pay/999999", {
          token: adminToken,
          body: { transactionId: "T" },
        })).status,
        404,
      );
      const empty = await app.json("/api/payouts/admin/pay/1", {
        token: adminToken,
        body: { transactionId: "  " },
      });
      assert.deepEqual([empty.status, empty.body.message], [
        400,
        "Transaction ID is required.",
      ]);
      const badReason = await app.json("/api/payouts/admin/reject/1", {
        token: adminToken,
        method: "PATCH",
        body: { rejectionReason: 5 },
      });
      assert.equal(badReason.status, 400);
      assert.equal(
        (await post({ ...jazzcash, amount: 5, productId }, {
          "idempotency-key": "x".repeat(201),
        })).status,
        400,
      );
    },
  );
});

test(
  "payouts API: paying needs the balance to still cover the payout",
  async (_t, app) => {
    const { user, adminToken, productId, today } = await setUp(app, 5_000);
    const made = await app.json("/api/payouts", {
      token: user.token,
      body: { ...jazzcash, amount: 40, productId },
    });
    // A refund after the request takes $30 back: only $20 + the $40 reservation = $20 remains to cover $40.
    await testLedger(app.infra).append({
      userId: user.id,
      productId,
      kind: "earning_reversal",
      amount: money(-3_000),
      availableOn: today,
      sourceType: "sale",
      sourceId: sourceId++,
    });
    const res = await app.json(
      `/api/payouts/admin/pay/${made.body.payout.id}`,
      { token: adminToken, body: { transactionId: "T-1" } },
    );
    assert.equal(res.status, 409);
    assert.equal(
      res.body.message,
      "User has insufficient balance ($20.00) for this payout ($40.00)",
    );
    assert.equal(
      (await app.json("/api/payouts/admin?status=pending", {
        token: adminToken,
      })).body.length,
      1,
    );
  },
);

test(
  "payouts API: 50 concurrent requests accept no more than the balance",
  async (_t, app) => {
    const { user, productId } = await setUp(app, 10_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.json("/api/payouts", {
          token: user.token,
          body: { ...jazzcash, amount: 3 + (i % 5), productId },
        })),
    );
    const statuses = new Set(responses.map((r) => r.status));
    assert.ok(
      [...statuses].every((s) => s === 201 || s === 400),
      [...statuses].join(),
    );
    const accepted = responses.filter((r) => r.status === 201).reduce(
      (sum, r) => sum + r.body.payout.amount * 100,
      0,
    );
    assert.ok(accepted <= 10_000, `accepted ${accepted}`);
    assert.ok(
      responses.some((r) =>
        r.status === 400 && r.body.code === "INSUFFICIENT_BALANCE"
      ),
    );
    const balance = await app.json("/api/payouts/balance", {
      token: user.token,
    });
    assert.equal(Math.round(balance.body.balance * 100), 10_000 - accepted);
    const [sum] = await app.infra
      .sql`SELECT COALESCE(SUM(amount_minor), 0)::bigint AS total FROM payouts`;
    assert.equal(sum.total, accepted);
  },
);

test(
  "payouts API: the user report's payouts and balance reconcile with the ledger",
  async (_t, app) => {
    const { user, adminToken, productId, today } = await setUp(app, 10_000);
    const made = await app.json("/api/payouts", {
      token: user.token,
      body: { ...jazzcash, amount: 40, productId },
    });
    await app.json(`/api/payouts/admin/pay/${made.body.payout.id}`, {
      token: adminToken,
      body: { transactionId: "T-9" },
    });
    const pending = await app.json("/api/payouts", {
      token: user.token,
      body: { ...jazzcash, amount: 15, productId },
    });
    assert.equal(pending.status, 201);
    const balance = await app.json("/api/payouts/balance", {
      token: user.token,
    });
    assert.equal(balance.body.balance, 45);
    const report = await app.json(
      `/api/user/reports?startDate=${today}&endDate=${today}&dateOnly=1`,
      { token: user.token },
    );
    assert.equal(report.status, 200);
    const row = report.body.find((r: { date: string }) =>
      r.date.slice(0, 10) === today
    );
    assert.ok(row, JSON.stringify(report.body));
    // Both requests left the balance today (one paid, one waiting): a payout is booked on its request day.
    assert.equal(row.payouts, 55);
    assert.equal(row.balance, balance.body.balance);
  },
);
