import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import { testLedger } from "../test_ledger.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import type { GetStartedJson } from "../../../wire/insight.ts";

forEachTestApp(
  "get started: the checklist ticks each step from stored state, in order, on a fresh instance",
  async (t, app) => {
    const adminToken = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const read = async () => {
      const res = await app.json("/api/admin/get-started", {
        token: adminToken,
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.headers.get("cache-control"), "no-store");
      return res.body as GetStartedJson;
    };
    const doneSteps = async () =>
      (await read()).steps.filter((s) => s.done).map((s) => s.id);

    await t.step("a fresh instance: six steps, none done", async () => {
      const list = await read();
      assert.deepEqual(list.steps.map((s) => s.id), [
        "settings",
        "product",
        "source",
        "signup",
        "approve",
        "payout",
      ]);
      assert.equal(list.done, 0);
      assert.equal(list.total, 6);
      assert.equal(list.complete, false);
    });

    await t.step("saving the default commission chooses it", async () => {
      const res = await app.json("/api/admin/commission", {
        token: adminToken,
        body: { globalCommissionPercent: 50 },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(await doneSteps(), ["settings"]);
    });

    let productId = 0;
    await t.step(
      "a product counts only once it has a destination",
      async () => {
        const bare = await app.json("/api/products", {
          token: adminToken,
          body: { title: "Bare", description: "No destination" },
        });
        assert.equal(bare.status, 201, JSON.stringify(bare.body));
        assert.deepEqual(await doneSteps(), ["settings"]);
        const course = await app.json("/api/products", {
          token: adminToken,
          body: {
            title: "Course",
            description: "Learn",
            destinationUrl: "https://shop.pk/course",
          },
        });
        assert.equal(course.status, 201, JSON.stringify(course.body));
        productId = course.body.product.id;
        assert.deepEqual(await doneSteps(), ["settings", "product"]);
      },
    );

    await t.step(
      "the built-in api source is not a connection; a store is",
      async () => {
        const res = await app.json("/api/admin/sources", {
          token: adminToken,
          body: { name: "Woo", kind: "woocommerce" },
        });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.deepEqual(await doneSteps(), ["settings", "product", "source"]);
      },
    );

    const ali = await createUser(app.infra, {
      name: "Ali Khan",
      approved: false,
    });
    await t.step(
      "a sign-up ticks the shared link, not the approval",
      async () => {
        assert.deepEqual(await doneSteps(), [
          "settings",
          "product",
          "source",
          "signup",
        ]);
      },
    );

    await t.step("an approved affiliate ticks the approval", async () => {
      await app.infra
        .sql`UPDATE users SET is_approved = true WHERE id = ${ali.id}`;
      assert.equal((await read()).done, 5);
    });

    await t.step(
      "a payout asked for is not made; a paid one completes the list",
      async () => {
        await testLedger(app.infra).append({
          userId: ali.id,
          productId,
          kind: "earning",
          amount: money(10_000),
          availableOn: karachiDate(app.infra.clock.now()),
          sourceType: "sale",
          sourceId: 1,
        });
        const request = await app.json("/api/payouts", {
          token: ali.token,
          body: {
            method: "jazzcash",
            accountName: "Ali Khan",
            accountNumber: "03001234567",
            amount: 40,
            productId,
          },
        });
        assert.equal(request.status, 201, JSON.stringify(request.body));
        assert.equal((await read()).complete, false);
        const paid = await app.json(
          `/api/payouts/admin/pay/${request.body.payout.id}`,
          { token: adminToken, body: { transactionId: "TX-1" } },
        );
        assert.equal(paid.status, 200, JSON.stringify(paid.body));
        const list = await read();
        assert.equal(list.done, 6);
        assert.equal(list.complete, true);
      },
    );

    await t.step("an affiliate may not read it", async () => {
      const res = await app.json("/api/admin/get-started", {
        token: ali.token,
      });
      assert.equal(res.status, 403);
    });
  },
);
