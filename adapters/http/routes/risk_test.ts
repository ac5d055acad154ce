import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN, type TestApp } from "../test_app.ts";
import { createUser, loginAs, type TestUser } from "../test_users.ts";
import { testLedger } from "../test_ledger.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { postSignedConversion } from "../test_affiliate.ts";

let sourceId = 1;

/** The risk API test's world: the admin's token and a product every affiliate earns on and promotes. */
async function world(app: TestApp) {
  const adminToken = await loginAs(
    app.infra,
    TEST_ADMIN.email,
    TEST_ADMIN.password,
  );
  const [product] = await app.infra.sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'A course', 5000) RETURNING id`;
  const productId = Number(product.id);
  const today = karachiDate(app.infra.clock.now());

  /** An approved affiliate with 100.00 available today and a tracked link. */
  const affiliate = async (name: string) => {
    const user = await createUser(app.infra, { name });
    await testLedger(app.infra).append({
      userId: user.id,
      productId,
      kind: "earning",
      amount: money(10_000),
      availableOn: today,
      sourceType: "sale",
      sourceId: 900_000 + sourceId++,
    });
    const assigned = await app.json("/api/admin/affiliate-links/assign", {
      token: adminToken,
      body: {
        userId: user.id,
        productId,
        customLink: `https://shop.pk/${crypto.randomUUID()}`,
      },
    });
    assert.ok(assigned.status < 300, JSON.stringify(assigned.body));
    return { ...user, code: assigned.body.link.code as string };
  };

  const flagsOf = async (user: TestUser, status = "open") => {
    const res = await app.json(
      `/api/admin/risk/flags?status=${status}&userId=${user.id}`,
      { token: adminToken },
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as {
      id: number;
      userId: number;
      kind: string;
      severity: string;
      evidence: Record<string, unknown>;
      evidenceUserNames: Record<string, string>;
      status: string;
      holds: boolean;
    }[];
  };

  /** Waits (up to 5 s) for a flag of `kind` on `user`: tallies and click flushes are written in the background. */
  const waitForFlag = async (user: TestUser, kind: string) => {
    for (let i = 0; i < 50; i++) {
      const found = (await flagsOf(user)).find((f) => f.kind === kind);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.fail(`no ${kind} flag on user ${user.id}`);
  };

  const requestPayout = async (
    user: TestUser,
    account: Record<string, string>,
    amount = 10,
  ) => {
    const res = await app.json("/api/payouts", {
      token: user.token,
      body: { ...account, amount, productId },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.payout.id as number;
  };

  const pay = (payoutId: number) =>
    app.json(`/api/payouts/admin/pay/${payoutId}`, {
      token: adminToken,
      body: { transactionId: `TX-${payoutId}` },
    });

  const settings = (patch: Record<string, unknown>) =>
    app.json("/api/admin/settings", {
      method: "PATCH",
      token: adminToken,
      body: patch,
    });

  const sale = async (
    orderId: string,
    link: { clickId?: string; linkCode?: string },
  ) => {
    const res = await postSignedConversion(
      app,
      JSON.stringify({ ...link, orderId, amount: 100, status: "sale" }),
    );
    assert.ok(res.status < 300, res.text);
  };
  const refund = async (orderId: string, linkCode: string) => {
    const res = await postSignedConversion(
      app,
      JSON.stringify({ linkCode, orderId, amount: 100, status: "refund" }),
    );
    assert.ok(res.status < 300, res.text);
  };
  const manualClicks = async (user: TestUser, clicks: number) => {
    const res = await app.json("/api/stats", {
      token: adminToken,
      body: {
        userId: user.id,
        productId,
        date: today,
        clicks,
        sales: 0,
        earnings: 0,
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  };

  return {
    adminToken,
    productId,
    affiliate,
    flagsOf,
    waitForFlag,
    requestPayout,
    pay,
    settings,
    sale,
    refund,
    manualClicks,
  };
}

forEachTestApp(
  "risk flags: each signal with its evidence, held payouts until cleared, nothing on a clean affiliate",
  async (t, app) => {
    const w = await world(app);

    await t.step(
      "the same wallet written two ways flags both affiliates (high) and holds their payouts",
      async () => {
        const amna = await w.affiliate("Amna");
        const babar = await w.affiliate("Babar");
        const saved = await app.json("/api/payout-accounts", {
          token: amna.token,
          body: {
            method: "jazzcash",
            accountName: "Amna",
            accountNumber: "+92 300 7654321",
          },
        });
        assert.equal(saved.status, 201, JSON.stringify(saved.body));
        assert.deepEqual(
          await w.flagsOf(amna),
          [],
          "one affiliate alone is no signal",
        );
        const payoutId = await w.requestPayout(babar, {
          method: "easypaisa",
          accountName: "Babar",
          accountNumber: "0092-300-7654321",
        });
        for (const user of [amna, babar]) {
          const [flag, ...rest] = await w.flagsOf(user);
          assert.equal(rest.length, 0);
          assert.equal(flag.kind, "shared_identity");
          assert.equal(flag.severity, "high");
          assert.equal(flag.holds, true);
          assert.equal(flag.evidence.identity, "wallet");
          assert.equal(flag.evidence.value, "03007654321");
          assert.deepEqual(
            flag.evidence.users,
            [amna.id, babar.id].sort((a, b) => a - b),
          );
          // The people the evidence lists, by name beside their ids.
          assert.deepEqual(flag.evidenceUserNames, {
            [String(amna.id)]: "Amna",
            [String(babar.id)]: "Babar",
          });
        }

        // The affiliate can still request; paying is refused while the flag is open.
        const held = await w.pay(payoutId);
        assert.equal(held.status, 409);
        assert.equal(held.body.code, "PAYOUT_HELD");
        assert.equal(typeof held.body.message, "string");
        const [{ status: stillPending }] = await app.infra.sql`
        SELECT status FROM payouts WHERE id = ${payoutId}`;
        assert.equal(stillPending, "pending");
        const [audit] = await app.infra.sql`
        SELECT details FROM audit_logs WHERE action = 'Payout Held' ORDER BY id DESC LIMIT 1`;
        assert.match(audit.details, new RegExp(`Payout #${payoutId} held`));

        const metrics = await app.json("/api/admin/metrics", {
          token: w.adminToken,
        });
        assert.ok(metrics.body.openRiskFlags >= 2);

        // Clearing needs a note; then the payout goes out.
        const [flag] = await w.flagsOf(babar);
        const noNote = await app.json(
          `/api/admin/risk/flags/${flag.id}/clear`,
          {
            token: w.adminToken,
            body: { note: "  " },
          },
        );
        assert.equal(noNote.status, 400);
        assert.equal(noNote.body.code, "VALIDATION_ERROR");
        const cleared = await app.json(
          `/api/admin/risk/flags/${flag.id}/clear`,
          {
            token: w.adminToken,
            body: { note: "Siblings sharing one wallet; checked by phone." },
          },
        );
        assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
        assert.equal(cleared.body.flag.status, "cleared");
        assert.deepEqual(cleared.body.flag.evidenceUserNames, {
          [String(amna.id)]: "Amna",
          [String(babar.id)]: "Babar",
        });
        const again = await app.json(`/api/admin/risk/flags/${flag.id}/clear`, {
          token: w.adminToken,
          body: { note: "Twice" },
        });
        assert.equal(again.status, 409);
        assert.equal(again.body.code, "RISK_FLAG_CLOSED");
        const [clearAudit] = await app.infra.sql`
        SELECT details FROM audit_logs WHERE action = 'Clear Risk Flag' ORDER BY id DESC LIMIT 1`;
        assert.match(clearAudit.details, /checked by phone/);
        assert.equal((await w.flagsOf(babar, "cleared")).length, 1);
        const paid = await w.pay(payoutId);
        assert.equal(paid.status, 200, JSON.stringify(paid.body));
        assert.equal(paid.body.payout.status, "paid");
      },
    );

    await t.step(
      "the same IBAN and the same CNIC on two affiliates flag both",
      async () => {
        const [c, d, e, f] = [
          await w.affiliate("Chand"),
          await w.affiliate("Dua"),
          await w.affiliate("Ehsan"),
          await w.affiliate("Faiza"),
        ];
        for (
          const [user, iban] of [[c, "PK36 SCBL 0000 0011 2345 6702"], [
            d,
            "pk36scbl0000001123456702",
          ]] as const
        ) {
          const res = await app.json("/api/payout-accounts", {
            token: user.token,
            body: {
              method: "bank",
              accountName: user.name,
              bankName: "SCB",
              accountNumber: iban,
            },
          });
          assert.equal(res.status, 201, JSON.stringify(res.body));
        }
        for (
          const [user, cnic] of [[e, "35202-1234567-1"], [
            f,
            "3520212345671",
          ]] as const
        ) {
          const res = await app.json("/api/profile/tax", {
            method: "PUT",
            token: user.token,
            body: { idNumber: cnic, filer: true },
          });
          assert.equal(res.status, 200, JSON.stringify(res.body));
        }
        for (const user of [c, d]) {
          const [flag] = await w.flagsOf(user);
          assert.equal(flag.kind, "shared_identity");
          assert.equal(flag.evidence.identity, "iban");
          assert.equal(flag.evidence.value, "PK36SCBL0000001123456702");
        }
        for (const user of [e, f]) {
          const [flag] = await w.flagsOf(user);
          assert.equal(flag.kind, "shared_identity");
          assert.equal(flag.evidence.identity, "cnic");
          assert.equal(flag.evidence.value, "3520212345671");
          assert.equal(flag.evidence.source, "tax_profile");
        }
      },
    );

    await t.step(
      "a profile's CNIC is a risk identity: two profiles with one CNIC flag both, and so does a tax profile or an edited profile repeating it",
      async () => {
        const submit = async (user: TestUser, cnic: string) => {
          const res = await app.json("/api/profile", {
            token: user.token,
            body: { name: user.name, cnic },
          });
          assert.equal(res.status, 201, JSON.stringify(res.body));
        };
        const [gul, hina, irfan, javed, kiran] = [
          await createUser(app.infra, { name: "Gul", approved: false }),
          await createUser(app.infra, { name: "Hina", approved: false }),
          await w.affiliate("Irfan"),
          await createUser(app.infra, { name: "Javed", approved: false }),
          await createUser(app.infra, { name: "Kiran", approved: false }),
        ];
        await submit(gul, "42101-7654321-3");
        assert.deepEqual(await w.flagsOf(gul), [], "one profile alone");
        // The same 13 digits written without dashes on another profile.
        await submit(hina, "4210176543213");
        for (const user of [gul, hina]) {
          const flags = await w.flagsOf(user);
          assert.equal(flags.length, 1, JSON.stringify(flags));
          assert.equal(flags[0].kind, "shared_identity");
          assert.equal(flags[0].severity, "high");
          assert.equal(flags[0].holds, true);
          assert.deepEqual(flags[0].evidence, {
            identity: "cnic",
            value: "4210176543213",
            users: [gul.id, hina.id].sort((a, b) => a - b),
            source: "profile",
          });
        }
        // A tax profile repeating a profile's CNIC is the same identity.
        const tax = await app.json("/api/profile/tax", {
          method: "PUT",
          token: irfan.token,
          body: { idNumber: "42101-7654321-3", filer: false },
        });
        assert.equal(tax.status, 200, JSON.stringify(tax.body));
        const [irfanFlag] = await w.flagsOf(irfan);
        assert.equal(irfanFlag.evidence.value, "4210176543213");
        assert.equal(irfanFlag.evidence.source, "tax_profile");
        // A rejected profile edited to carry the CNIC is flagged when resubmitted.
        await submit(javed, "42101-0000000-1");
        assert.deepEqual(await w.flagsOf(javed), []);
        const rejected = await app.json(`/api/admin/reject/${javed.id}`, {
          token: w.adminToken,
          body: { reason: "Blurry CNIC" },
        });
        assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
        await submit(javed, "42101-7654321-3");
        const [javedFlag] = await w.flagsOf(javed);
        assert.equal(javedFlag.kind, "shared_identity");
        assert.equal(javedFlag.evidence.source, "profile");
        // A CNIC nobody else gave raises nothing.
        await submit(kiran, "61101-2222222-2");
        assert.deepEqual(await w.flagsOf(kiran), []);
      },
    );

    await t.step(
      "a new account less than 24 hours before a request, after a paid one, is flagged (medium)",
      async () => {
        const gul = await w.affiliate("Gul");
        const first = await w.requestPayout(gul, {
          method: "jazzcash",
          accountName: "Gul",
          accountNumber: "03111111111",
        });
        assert.deepEqual(
          await w.flagsOf(gul),
          [],
          "a first account is not a change",
        );
        assert.equal((await w.pay(first)).status, 200);
        await w.requestPayout(gul, {
          method: "jazzcash",
          accountName: "Gul",
          accountNumber: "03111111111",
        });
        assert.deepEqual(
          await w.flagsOf(gul),
          [],
          "the account already paid to is no change",
        );
        const changed = await w.requestPayout(gul, {
          method: "sadapay",
          accountName: "Gul",
          accountNumber: "03222222222",
        });
        const [flag] = await w.flagsOf(gul);
        assert.equal(flag.kind, "account_change");
        assert.equal(flag.severity, "medium");
        assert.equal(flag.holds, false);
        assert.equal(flag.evidence.payoutId, changed);
        assert.equal(flag.evidence.previousAccount, "03111111111");
        assert.equal(flag.evidence.newAccount, "03222222222");
        assert.equal(flag.evidence.paidPayoutId, first);

        // A medium flag holds only when the setting says any open flag holds.
        assert.equal(
          (await w.settings({ riskAnyFlagHolds: true })).status,
          200,
        );
        const held = await w.pay(changed);
        assert.equal(held.status, 409);
        assert.equal(held.body.code, "PAYOUT_HELD");
        const dismissed = await app.json(
          `/api/admin/risk/flags/${flag.id}/dismiss`,
          {
            token: w.adminToken,
            body: { note: "Her new SadaPay wallet, confirmed." },
          },
        );
        assert.equal(dismissed.status, 200);
        assert.equal(dismissed.body.flag.status, "dismissed");
        assert.equal((await w.pay(changed)).status, 200);
        assert.equal(
          (await w.settings({ riskAnyFlagHolds: false })).status,
          200,
        );
      },
    );

    await t.step(
      "a click burst from one visitor key, and one network with rotating agents, is flagged",
      async () => {
        assert.equal((await w.settings({ riskClickBurst: 5 })).status, 200);
        const hina = await w.affiliate("Hina");
        for (let i = 0; i < 7; i++) {
          const res = await app.request(`/go/${hina.code}`, {
            redirect: "manual",
            headers: { "user-agent": `Mozilla/5.0 Chrome/126.0 agent-${i}` },
          });
          await res.body?.cancel();
        }
        const bot = await app.request(`/go/${hina.code}`, {
          redirect: "manual",
          headers: { "user-agent": "facebookexternalhit/1.1" },
        });
        await bot.body?.cancel();
        const flag = await w.waitForFlag(hina, "click_burst");
        assert.equal(flag.severity, "medium");
        assert.equal(flag.evidence.keyKind, "network");
        assert.equal(flag.evidence.limit, 5);
        assert.ok(Number(flag.evidence.hits) > 5);
        assert.equal(typeof flag.evidence.refusedShare, "number");
        assert.equal((await w.settings({ riskClickBurst: 100 })).status, 200);
      },
    );

    await t.step(
      "one visitor's hits are counted exactly, its counted first hit included: the limit's hit does not flag, the next does",
      async () => {
        assert.equal((await w.settings({ riskClickBurst: 5 })).status, 200);
        const nadia = await w.affiliate("Nadia");
        const visit = async () => {
          const res = await app.request(`/go/${nadia.code}`, {
            redirect: "manual",
            headers: { "user-agent": "Mozilla/5.0 Chrome/126.0 nadia-phone" },
          });
          await res.body?.cancel();
          return res.headers.get("location");
        };
        // The first visit is counted (its hit joins the tally with the second); the rest repeat its click id.
        const first = await visit();
        for (let i = 0; i < 4; i++) assert.equal(await visit(), first);
        await app.services.tracking.hits.flush();
        const burstsOf = async () =>
          (await w.flagsOf(nadia)).filter((f) =>
            f.kind === "click_burst" && f.evidence.keyKind === "visitor"
          );
        assert.deepEqual(await burstsOf(), [], "5 hits is the limit itself");
        assert.equal(await visit(), first);
        await app.services.tracking.hits.flush();
        await w.waitForFlag(nadia, "click_burst");
        const [burst] = await burstsOf();
        assert.ok(burst, "the sixth hit of the visitor key is a burst");
        assert.equal(Number(burst.evidence.hits), 6);
        assert.equal(burst.evidence.limit, 5);
        assert.equal((await w.settings({ riskClickBurst: 100 })).status, 200);
      },
    );

    await t.step(
      "sales far above clicks, and refunds above the rate, are flagged (medium)",
      async () => {
        const imran = await w.affiliate("Imran");
        for (let i = 0; i < 5; i++) {
          await w.sale(`imran-${i}`, { linkCode: imran.code });
        }
        const [pattern] = await w.flagsOf(imran);
        assert.equal(pattern.kind, "conversion_pattern");
        assert.equal(pattern.evidence.pattern, "sales_over_clicks");
        assert.equal(pattern.evidence.sales, 5);
        assert.equal(pattern.evidence.clicks, 0);

        const javed = await w.affiliate("Javed");
        await w.manualClicks(javed, 100);
        for (let i = 0; i < 5; i++) {
          await w.sale(`javed-${i}`, { linkCode: javed.code });
        }
        await w.refund("javed-0", javed.code);
        assert.deepEqual(
          await w.flagsOf(javed),
          [],
          "20 % refunds is under the 30 % setting",
        );
        await w.refund("javed-1", javed.code);
        const [rate] = await w.flagsOf(javed);
        assert.equal(rate.kind, "conversion_pattern");
        assert.equal(rate.evidence.pattern, "refund_rate");
        assert.equal(rate.evidence.refunds, 2);
        assert.equal(rate.evidence.refundRatePercent, 40);
        assert.equal(rate.evidence.thresholdPercent, 30);
      },
    );

    await t.step(
      "a network's postbacks feed the same conversion signal: five sales on one click are flagged",
      async () => {
        const created = await app.json("/api/admin/sources", {
          token: w.adminToken,
          body: {
            name: "Risky network",
            kind: "postback",
            currency: "USD",
            params: { click_id: "aff_sub" },
          },
        });
        assert.equal(created.status, 201);
        const path = new URL(created.body.endpointUrl).pathname;
        const kashif = await w.affiliate("Kashif");
        const go = await app.request(`/go/${kashif.code}`, {
          redirect: "manual",
          headers: { "user-agent": "Mozilla/5.0 Chrome/126.0 kashif" },
        });
        await go.body?.cancel();
        const click = new URL(go.headers.get("location")!).searchParams.get(
          "click_id",
        );
        assert.ok(click, go.headers.get("location") ?? "");
        for (let i = 0; i < 5; i++) {
          const res = await app.request(
            `${path}?aff_sub=${click}&order_id=K-${i}&amount=10&status=approved`,
          );
          assert.equal(res.status, 200);
          assert.match(await res.text(), /attributed/);
        }
        const [pattern] = await w.flagsOf(kashif);
        assert.equal(pattern?.kind, "conversion_pattern");
        assert.equal(pattern.evidence.pattern, "sales_over_clicks");
        assert.equal(pattern.evidence.sales, 5);
      },
    );

    await t.step(
      "a sale from a click of the affiliate's own signed-in browser is self-dealing (high)",
      async () => {
        const kiran = await w.affiliate("Kiran");
        const agent = "Mozilla/5.0 Firefox/128.0 kiran-laptop";
        const me = await app.request("/api/auth/me", {
          headers: {
            authorization: `Bearer ${kiran.token}`,
            "user-agent": agent,
          },
        });
        assert.equal(me.status, 200);
        await me.body?.cancel();
        const go = await app.request(`/go/${kiran.code}`, {
          redirect: "manual",
          headers: { "user-agent": agent },
        });
        await go.body?.cancel();
        const clickId = new URL(go.headers.get("location")!).searchParams.get(
          "click_id",
        )!;
        await app.services.tracking.buffer.flush();
        for (let i = 0; i < 50; i++) {
          const [seen] = await app.infra.sql`
          SELECT (SELECT count(*) FROM session_visitors WHERE user_id = ${kiran.id})::int AS n`;
          if (seen.n > 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await w.manualClicks(kiran, 100);
        await w.sale("kiran-own", { clickId });
        const [flag] = await w.flagsOf(kiran);
        assert.equal(flag.kind, "self_dealing");
        assert.equal(flag.severity, "high");
        assert.equal(flag.evidence.clickId, clickId);
        assert.equal(flag.evidence.orderId, "kiran-own");
      },
    );

    await t.step(
      "a clean affiliate with the same volume has no flag and is paid",
      async () => {
        const laila = await w.affiliate("Laila");
        await w.manualClicks(laila, 100);
        for (let i = 0; i < 5; i++) {
          const res = await app.request(`/go/${laila.code}`, {
            redirect: "manual",
            headers: {
              "user-agent":
                `Mozilla/5.0 Safari/17 visitor-${crypto.randomUUID()}`,
            },
          });
          await res.body?.cancel();
        }
        for (let i = 0; i < 5; i++) {
          await w.sale(`laila-${i}`, { linkCode: laila.code });
        }
        await w.refund("laila-0", laila.code);
        await app.json("/api/profile/tax", {
          method: "PUT",
          token: laila.token,
          body: { idNumber: "42101-7654321-9", filer: false },
        });
        const first = await w.requestPayout(laila, {
          method: "jazzcash",
          accountName: "Laila",
          accountNumber: "03339876543",
        });
        assert.equal((await w.pay(first)).status, 200);
        const second = await w.requestPayout(laila, {
          method: "jazzcash",
          accountName: "Laila",
          accountNumber: "+923339876543",
        });
        await app.services.tracking.hits.flush();
        assert.deepEqual(await w.flagsOf(laila, "all"), []);
        assert.equal((await w.pay(second)).status, 200);
      },
    );

    await t.step(
      "the list filters by status and kind and refuses bad filters",
      async () => {
        const open = await app.json(
          "/api/admin/risk/flags?status=open&kind=self_dealing",
          {
            token: w.adminToken,
          },
        );
        assert.equal(open.status, 200);
        assert.ok(open.body.length >= 1);
        assert.ok(
          open.body.every((f: { kind: string; status: string }) =>
            f.kind === "self_dealing" && f.status === "open"
          ),
        );
        const bad = await app.json("/api/admin/risk/flags?status=bogus", {
          token: w.adminToken,
        });
        assert.equal(bad.status, 400);
        assert.equal(bad.body.code, "VALIDATION_ERROR");
      },
    );
  },
);
