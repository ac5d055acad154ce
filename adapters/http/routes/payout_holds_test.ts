import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs, type TestUser } from "../test_users.ts";
import { testLedger } from "../test_ledger.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";

let sourceId = 1;

forEachTestApp(
  "payout holds: a blocked or flagged affiliate's payout never enters a batch, the desk's list says why",
  async (t, app) => {
    const adminToken = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const [product] = await app.infra.sql<{ id: number }[]>`
      INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'A course', 5000) RETURNING id`;
    const productId = Number(product.id);
    const today = karachiDate(app.infra.clock.now());

    /** An approved affiliate with 100.00 available. */
    const affiliate = async (name: string) => {
      const user = await createUser(app.infra, { name });
      await testLedger(app.infra).append({
        userId: user.id,
        productId,
        kind: "earning",
        amount: money(10_000),
        availableOn: today,
        sourceType: "sale",
        sourceId: 700_000 + sourceId++,
      });
      return user;
    };
    /** A JazzCash payout request of 10.00 to `mobile`. */
    const request = async (user: TestUser, mobile: string) => {
      const res = await app.json("/api/payouts", {
        token: user.token,
        body: {
          amount: "10.00",
          method: "jazzcash",
          productId,
          accountName: user.name,
          accountNumber: mobile,
        },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.payout.id as number;
    };
    const desk = async (query = "status=pending") => {
      const res = await app.json(`/api/payouts/admin?${query}`, {
        token: adminToken,
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body as { id: number; hold?: unknown }[];
    };
    const holdOf = (rows: { id: number; hold?: unknown }[], id: number) =>
      rows.find((r) => r.id === id)?.hold;
    const batch = (payoutIds: number[]) =>
      app.json("/api/payouts/admin/batches", {
        token: adminToken,
        body: { payoutIds },
      });
    const counts = async () => {
      const [row] = await app.infra.sql`
        SELECT (SELECT count(*)::int FROM payout_batches) AS batches,
               (SELECT count(*)::int FROM payouts WHERE status = 'processing') AS processing,
               (SELECT count(*)::int FROM audit_logs WHERE action = 'Create Payout Batch') AS audited`;
      return { ...row };
    };

    const free = await affiliate("Free Fatima");
    const blocked = await affiliate("Blocked Bilal");
    const flagged = await affiliate("Flagged Farah");
    const twin = await affiliate("Twin Tariq");
    const freeId = await request(free, "03001110001");
    const blockedId = await request(blocked, "03001110002");
    // Farah and Tariq give one wallet: a high shared_identity flag on each holds their payouts.
    const flaggedId = await request(flagged, "03001110003");
    const twinId = await request(twin, "+92 300 1110003");
    const block = await app.json(
      `/api/admin/users/${blocked.id}/toggle-block`,
      { method: "POST", token: adminToken },
    );
    assert.equal(block.body.message, "User blocked.");
    const [flag] = await app.infra.sql<{ id: number }[]>`
      SELECT id FROM risk_flags WHERE user_id = ${flagged.id} AND status = 'open'`;
    const flagId = Number(flag.id);

    await t.step(
      "the desk's list carries each pending payout's hold (paged or not); an affiliate's own list has none",
      async () => {
        for (const rows of [await desk(), await desk("page=1&pageSize=50")]) {
          assert.equal(holdOf(rows, freeId), null);
          assert.deepEqual(holdOf(rows, blockedId), { reason: "blocked" });
          assert.deepEqual(holdOf(rows, flaggedId), {
            reason: "risk_flag",
            flagId,
            flagKind: "shared_identity",
          });
          assert.equal(
            (holdOf(rows, twinId) as { reason: string }).reason,
            "risk_flag",
          );
        }
        const own = await app.json("/api/payouts", { token: flagged.token });
        assert.equal(own.status, 200);
        assert.ok(!("hold" in own.body[0]), JSON.stringify(own.body[0]));
      },
    );

    await t.step(
      "a batch with held payouts answers 409 PAYOUT_HELD naming each, and creates nothing",
      async () => {
        const before = await counts();
        const res = await batch([freeId, blockedId, flaggedId, twinId]);
        assert.equal(res.status, 409, JSON.stringify(res.body));
        assert.equal(res.body.code, "PAYOUT_HELD");
        const twinFlag = (await app.infra.sql<{ id: number }[]>`
          SELECT id FROM risk_flags WHERE user_id = ${twin.id} AND status = 'open'`)[
          0
        ].id;
        assert.deepEqual(res.body.held, [
          { payoutId: blockedId, userId: blocked.id, reason: "blocked" },
          {
            payoutId: flaggedId,
            userId: flagged.id,
            reason: "risk_flag",
            flagId,
            flagKind: "shared_identity",
          },
          {
            payoutId: twinId,
            userId: twin.id,
            reason: "risk_flag",
            flagId: Number(twinFlag),
            flagKind: "shared_identity",
          },
        ]);
        assert.equal(
          res.body.message,
          `Held payouts cannot be put in a batch: #${blockedId} (blocked), #${flaggedId} (risk flag #${flagId}), #${twinId} (risk flag #${twinFlag}). Remove them from the selection, or lift the hold first.`,
        );
        assert.deepEqual(await counts(), before);
        const statuses = await app.infra.sql`
          SELECT DISTINCT status FROM payouts WHERE id IN (${freeId}, ${blockedId}, ${flaggedId}, ${twinId})`;
        assert.deepEqual(statuses.map((r) => r.status), ["pending"]);
        // One held payout alone is refused the same way.
        const alone = await batch([blockedId]);
        assert.equal(alone.status, 409);
        assert.deepEqual(alone.body.held, [{
          payoutId: blockedId,
          userId: blocked.id,
          reason: "blocked",
        }]);
      },
    );

    await t.step(
      "a blocked affiliate's payout is not paid one by one either (audited as held)",
      async () => {
        const res = await app.json(`/api/payouts/admin/pay/${blockedId}`, {
          token: adminToken,
          body: { transactionId: "TX-BLOCKED" },
        });
        assert.equal(res.status, 409, JSON.stringify(res.body));
        assert.equal(res.body.code, "PAYOUT_HELD");
        assert.deepEqual(res.body.held, [{
          payoutId: blockedId,
          userId: blocked.id,
          reason: "blocked",
        }]);
        const [row] = await app.infra.sql`
          SELECT status FROM payouts WHERE id = ${blockedId}`;
        assert.equal(row.status, "pending");
        const [audit] = await app.infra.sql`
          SELECT details FROM audit_logs WHERE action = 'Payout Held' ORDER BY id DESC LIMIT 1`;
        assert.equal(
          audit.details,
          `Payout #${blockedId} held: the affiliate is blocked`,
        );
      },
    );

    await t.step("the free payout alone is batched", async () => {
      const res = await batch([freeId]);
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.equal(res.body.batches[0].count, 1);
      // In a batch it is processing; its hold stays readable (null) on the desk's processing list.
      assert.equal(holdOf(await desk("status=processing"), freeId), null);
    });

    await t.step(
      "a medium flag holds only while the setting says any open flag holds",
      async () => {
        const medium = await affiliate("Medium Maryam");
        const mediumId = await request(medium, "03001110004");
        const [{ id }] = await app.infra.sql<{ id: number }[]>`
          INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence)
          VALUES (${medium.id}, 'click_burst', 'medium', 'link:1:hour:1:visitor:x', '{}'::jsonb) RETURNING id`;
        assert.equal(holdOf(await desk(), mediumId), null);
        const on = await app.json("/api/admin/settings", {
          method: "PATCH",
          token: adminToken,
          body: { riskAnyFlagHolds: true },
        });
        assert.equal(on.status, 200, JSON.stringify(on.body));
        assert.deepEqual(holdOf(await desk(), mediumId), {
          reason: "risk_flag",
          flagId: Number(id),
          flagKind: "click_burst",
        });
        const refused = await batch([mediumId]);
        assert.equal(refused.status, 409);
        assert.equal(refused.body.held[0].flagKind, "click_burst");
        await app.json("/api/admin/settings", {
          method: "PATCH",
          token: adminToken,
          body: { riskAnyFlagHolds: false },
        });
      },
    );

    await t.step(
      "once unblocked and the flags dismissed, the payouts are free and batched",
      async () => {
        const unblock = await app.json(
          `/api/admin/users/${blocked.id}/toggle-block`,
          { method: "POST", token: adminToken },
        );
        assert.equal(unblock.body.message, "User unblocked.");
        for (const user of [flagged, twin]) {
          const [open] = await app.infra.sql<{ id: number }[]>`
            SELECT id FROM risk_flags WHERE user_id = ${user.id} AND status = 'open'`;
          const closed = await app.json(
            `/api/admin/risk/flags/${open.id}/dismiss`,
            { token: adminToken, body: { note: "Siblings sharing a wallet" } },
          );
          assert.equal(closed.status, 200, JSON.stringify(closed.body));
        }
        const rows = await desk();
        for (const id of [blockedId, flaggedId, twinId]) {
          assert.equal(holdOf(rows, id), null);
        }
        const res = await batch([blockedId, flaggedId, twinId]);
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.batches[0].count, 3);
      },
    );
  },
);
