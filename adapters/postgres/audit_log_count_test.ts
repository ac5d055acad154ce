import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresAuditRepository } from "./audit_repository.ts";

forEachDatabase(
  "audit log paging totals (0007 counter)",
  async (t, { sql }) => {
    const [admin] = await sql`
    INSERT INTO users (name, email, password_hash, role) VALUES ('A', 'count@example.com', 'h', 'admin') RETURNING id`;
    const adminId = Number(admin.id);
    const audit = createPostgresAuditRepository(sql);
    const counted = async () =>
      Number((await sql`SELECT count(*) AS n FROM audit_logs`)[0].n);

    await t.step(
      "the unfiltered page total follows single, multi-row and rolled-back inserts",
      async () => {
        const before = await counted();
        await audit.append({
          adminId,
          action: "Approve Profile",
          details: "1",
        });
        await sql`
      INSERT INTO audit_logs (admin_id, action, details)
      SELECT ${adminId}, 'Payout Paid', 'bulk ' || g FROM generate_series(1, 24) g`;
        await assert.rejects(sql.begin(async (tx) => {
          await tx`INSERT INTO audit_logs (admin_id, action) VALUES (${adminId}, 'Lost')`;
          throw new Error("roll back");
        }));
        const page = await audit.list({ page: 2, pageSize: 10 });
        assert.equal(await counted(), before + 25);
        assert.equal(page.total, before + 25);
        assert.equal(page.rows.length, 10);
        assert.equal(
          (await audit.list({ page: 99, pageSize: 10 })).total,
          before + 25,
          "past the last page the total is still given",
        );
      },
    );

    await t.step("a filtered page counts what the filter matches", async () => {
      const page = await audit.list({ action: "payout", page: 1, pageSize: 5 });
      assert.equal(page.total, 24);
      assert.equal(page.rows.length, 5);
      assert.ok(page.rows.every((r) => r.action === "Payout Paid"));
      assert.equal(
        (await audit.list({ action: "PROFILE", page: 1, pageSize: 5 })).total,
        1,
        "case-insensitive, like the rows",
      );
      assert.equal(
        (await audit.list({ action: "a", page: 1, pageSize: 5 })).total,
        25,
        "a substring of several actions sums them",
      );
      assert.equal(
        (await audit.list({ action: "%", page: 1, pageSize: 5 })).total,
        0,
        "LIKE wildcards are matched literally",
      );
      const from = new Date(Date.now() - 3_600_000);
      const dated = await audit.list({
        action: "payout",
        from,
        page: 1,
        pageSize: 5,
      });
      assert.equal(dated.total, 24, "with dates the rows are counted");
    });
  },
);
