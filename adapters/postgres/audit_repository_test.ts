import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresAuditRepository } from "./audit_repository.ts";
import { createPostgresUnitOfWork } from "./unit_of_work.ts";

forEachDatabase("postgres audit trail", async (t, { sql }) => {
  const [admin] = await sql`
    INSERT INTO users (name, email, password_hash, role) VALUES ('A', 'a@example.com', 'h', 'admin') RETURNING id`;
  const adminId = Number(admin.id);
  const audit = createPostgresAuditRepository(sql);
  const uow = createPostgresUnitOfWork(
    sql,
    (tx) => ({ audit: createPostgresAuditRepository(tx) }),
  );

  await t.step(
    "a row appended in a unit of work commits with it, and rolls back with it",
    async () => {
      await uow.run(({ audit }) =>
        audit.append({ adminId, action: "Approve Profile", details: "user #2" })
      );
      await assert.rejects(uow.run(async ({ audit }) => {
        await audit.append({ adminId, action: "Block User", details: "lost" });
        throw new Error("change failed");
      }));
      const { rows, total } = await audit.list({});
      assert.equal(total, 1);
      assert.deepEqual(rows.map((r) => [r.adminId, r.action, r.details]), [[
        adminId,
        "Approve Profile",
        "user #2",
      ]]);
    },
  );

  await t.step("rows are append-only", async () => {
    await assert.rejects(sql`UPDATE audit_logs SET details = 'x'`);
    await assert.rejects(sql`DELETE FROM audit_logs`);
  });

  await t.step(
    "list pages newest first and filters by action and date",
    async () => {
      for (let i = 0; i < 12; i++) {
        await sql`
        INSERT INTO audit_logs (admin_id, action, details, created_at)
        VALUES (${adminId}, ${
          i % 2 ? "Payout Paid" : "Reset Password"
        }, ${`n${i}`},
                ${new Date(Date.UTC(2026, 0, 1 + i))})`;
      }
      const page1 = await audit.list({ page: 1, pageSize: 10 });
      assert.equal(page1.total, 13);
      assert.equal(page1.rows.length, 10);
      assert.equal(page1.rows[0].action, "Approve Profile");
      assert.equal(page1.rows[1].details, "n11");
      const page2 = await audit.list({ page: 2, pageSize: 10 });
      assert.deepEqual(page2.rows.map((r) => r.details), ["n2", "n1", "n0"]);
      const payouts = await audit.list({ action: "payout" });
      assert.equal(payouts.total, 6);
      const ranged = await audit.list({
        from: new Date(Date.UTC(2026, 0, 3)),
        to: new Date(Date.UTC(2026, 0, 5)),
      });
      assert.deepEqual(ranged.rows.map((r) => r.details), ["n4", "n3", "n2"]);
      assert.equal((await audit.list({ page: 9, pageSize: 10 })).total, 13);
      assert.equal((await audit.list({ action: "%" })).total, 0);
    },
  );
});
