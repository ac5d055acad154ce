/** Browser test of webhooks: the admin adds one, copies its secret, presses "Send test" and sees it delivered. */
import assert from "node:assert/strict";
import { E2E_ADMIN, setSession, startE2e } from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { startTestReceiver } from "../../adapters/http/test_receiver.ts";

Deno.test({
  name:
    "webhooks and postbacks in the browser: add, secret shown once, send test, the delivery in the log, replay",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const receiver = startTestReceiver();
    // A receiver on this machine: the test app may deliver to loopback.
    const e2e = await startE2e({ config: { outboundAllowPrivate: true } });
    try {
      const adminToken = await loginAs(
        e2e.app.infra,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const { page } = await e2e.newPage({ width: 360 });
      await page.goto("/unauthorized");
      await setSession(page, {
        token: adminToken,
        role: "admin",
        approved: true,
      });
      await page.goto("/admin/webhooks");

      await t.step(
        "no webhooks yet; adding one shows its secret once",
        async () => {
          await page.getByRole("heading", { name: "Webhooks" }).first()
            .waitFor();
          await page.getByText("No webhooks yet. Add one above.").waitFor();
          await page.getByLabel("URL").fill(`${receiver.url}/kamai`);
          await page.getByRole("checkbox", { name: "payout.paid" }).check();
          await page.getByRole("button", { name: "Add webhook" }).click();
          await page.getByText("Webhook added.").waitFor();
          await page.getByText(/shown this once/).waitFor();
          await page.getByRole("cell", { name: `${receiver.url}/kamai` })
            .first()
            .waitFor();
        },
      );

      await t.step(
        "send test: the delivery shows delivered in the log",
        async () => {
          await page.getByRole("button", {
            name: `Send a test event to ${receiver.url}/kamai`,
          }).click();
          await page.getByText("Test event queued.").waitFor();
          await receiver.waitFor((calls) => calls.length === 1);
          assert.equal(JSON.parse(receiver.calls[0].body).type, "test.ping");
          const log = page.getByRole("region", { name: /Deliveries to/ });
          for (let i = 0; i < 20; i++) {
            await page.getByRole("button", { name: "Refresh" }).click();
            if (await log.getByText("Delivered").count() > 0) break;
            await page.waitForTimeout(250);
          }
          await log.getByText("Delivered").waitFor();
          await log.getByText(/^200 ·/).waitFor();
        },
      );

      await t.step("replay sends the same event again", async () => {
        await page.getByRole("button", { name: /^Send event evt_/ }).click();
        await page.getByText("Event queued again.").waitFor();
        await receiver.waitFor((calls) => calls.length === 2);
        assert.equal(
          JSON.parse(receiver.calls[1].body).id,
          JSON.parse(receiver.calls[0].body).id,
        );
      });

      await t.step(
        "an affiliate adds a GET postback, sends a test and sees it delivered",
        async () => {
          const ali = await createUser(e2e.app.infra, { name: "Ali" });
          // Ali promotes one product: the postback may be limited to it.
          const [course] = await e2e.app.infra.sql<{ id: number }[]>`
            INSERT INTO products (title, description, commission_bp)
            VALUES ('Course', 'A course', 5000) RETURNING id`;
          await e2e.app.infra.sql`
            INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
            VALUES (${ali.id}, ${course.id}, 'https://shop.example/course', 'pbcourse1')`;
          const { page: mine } = await e2e.newPage({ width: 360 });
          await mine.goto("/unauthorized");
          await setSession(mine, {
            token: ali.token,
            role: "user",
            approved: true,
          });
          await mine.goto("/settings/postbacks");
          await mine.getByRole("heading", { name: "Postbacks" }).first()
            .waitFor();
          await mine.getByText("No postbacks yet. Add one above.").waitFor();
          await mine.getByLabel("URL").fill(
            `${receiver.url}/pb?cid={click_id}&pay={payout}&ev={event}`,
          );
          await mine.getByLabel("Method").selectOption("GET");
          await mine.getByLabel("Product").selectOption({ label: "Course" });
          await mine.getByRole("checkbox", { name: "conversion.approved" })
            .check();
          await mine.getByRole("button", { name: "Add postback" }).click();
          await mine.getByText("Postback added.").waitFor();
          await mine.getByRole("cell", { name: "Course" }).first().waitFor();
          const [saved] = await e2e.app.infra.sql`
            SELECT product_id FROM event_receivers WHERE user_id = ${ali.id}`;
          assert.equal(Number(saved.product_id), Number(course.id));
          const before = receiver.calls.length;
          await mine.getByRole("button", { name: /^Send a test to / }).click();
          await mine.getByText("Test queued.").waitFor();
          await receiver.waitFor((calls) => calls.length > before);
          const call = receiver.calls[before];
          assert.equal(call.method, "GET");
          assert.equal(call.path, "/pb?cid=test_click&pay=1.23&ev=test.ping");
          const log = mine.getByRole("region", { name: /Deliveries to/ });
          for (let i = 0; i < 20; i++) {
            await mine.getByRole("button", { name: "Refresh" }).click();
            if (await log.getByText("Delivered").count() > 0) break;
            await mine.waitForTimeout(250);
          }
          await log.getByText("Delivered").waitFor();
          await log.getByText(/^200 ·/).waitFor();
        },
      );
    } finally {
      await e2e.close();
      await receiver.close();
    }
  },
});
