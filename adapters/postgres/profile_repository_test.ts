import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresProfileRepository } from "./profile_repository.ts";
import { createPostgresAdminUserRepository } from "./admin_user_repository.ts";
import { createPostgresAdminMetricsReader } from "./metrics_repository.ts";
import { createPostgresFullProfileReader } from "./full_profile_repository.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { createPostgresPayoutRepository } from "./payout_repository.ts";
import { validateProfile } from "../../domain/profiles/validate_profile.ts";

async function addUser(
  sql: Sql,
  name: string,
  opts: { admin?: boolean; approved?: boolean } = {},
): Promise<number> {
  const [row] = await sql`
    INSERT INTO users (name, email, password_hash, role, is_verified, is_approved)
    VALUES (${name}, ${`${name.toLowerCase()}@example.com`}, 'h', ${
    opts.admin ? "admin" : "user"
  }, true,
            ${opts.approved ?? false})
    RETURNING id`;
  return Number(row.id);
}

function fields(input: Record<string, unknown>) {
  const result = validateProfile(input, new Date("2026-05-01T00:00:00Z"));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

forEachDatabase(
  "postgres profiles, users, metrics and full profile",
  async (t, { sql }) => {
    const profiles = createPostgresProfileRepository(sql);
    const users = createPostgresAdminUserRepository(sql);
    const admin = await addUser(sql, "Admin", { admin: true, approved: true });
    const ali = await addUser(sql, "Ali");
    const bina = await addUser(sql, "Bina");
    const at = new Date("2026-05-01T08:00:00Z");

    await t.step(
      "submit stores normalised fields and reads them back with the email",
      async () => {
        const ok = await profiles.submit(
          ali,
          fields({
            name: "Ali",
            cnic: "12345-1234567-1",
            dob: "1999-12-31 00:00:00",
            phone: "03001234567",
          }),
          at,
        );
        assert.equal(ok, true);
        const stored = await profiles.findByUserId(ali);
        assert.equal(stored?.email, "ali@example.com");
        assert.equal(stored?.cnic, "1234512345671");
        assert.equal(stored?.dob, "1999-12-31");
        assert.equal(stored?.phone, "+923001234567");
        assert.equal(stored?.status, "pending");
        assert.equal(stored?.submittedAt.toISOString(), at.toISOString());
        assert.equal(
          await profiles.submit(ali, fields({ name: "Again" }), at),
          false,
        );
        assert.equal((await profiles.findByUserId(ali))?.name, "Ali");
      },
    );

    await t.step(
      "pending list, count and metrics agree; payouts count too",
      async () => {
        await profiles.submit(
          bina,
          fields({ name: "Bina" }),
          new Date(at.getTime() + 1000),
        );
        assert.deepEqual((await profiles.listPending()).map((p) => p.userId), [
          ali,
          bina,
        ]);
        assert.equal(await profiles.countPending(), 2);
        const [product] = await sql`
      INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'd', 5000) RETURNING id`;
        await sql`
      INSERT INTO payouts (user_id, product_id, amount_minor, method, requested_at)
      VALUES (${ali}, ${product.id}, 1500, 'jazzcash', now())`;
        assert.deepEqual(await createPostgresAdminMetricsReader(sql).read(), {
          pendingProfiles: 2,
          pendingPayouts: 1,
          openRiskFlags: 0,
        });
      },
    );

    await t.step(
      "decide is guarded: only a pending profile moves",
      async () => {
        const decision = {
          status: "rejected" as const,
          reason: "Blurry",
          adminId: admin,
          at,
        };
        assert.equal(await profiles.decide(bina, decision), true);
        assert.equal(
          await profiles.decide(bina, { ...decision, status: "approved" }),
          false,
        );
        const rejected = await profiles.findByUserId(bina);
        assert.equal(rejected?.status, "rejected");
        assert.equal(rejected?.rejectionReason, "Blurry");
        assert.equal(
          await profiles.submit(bina, fields({ name: "Bina B" }), at),
          true,
        );
        const again = await profiles.findByUserId(bina);
        assert.equal(again?.status, "pending");
        assert.equal(again?.rejectionReason, null);
      },
    );

    await t.step(
      "users list searches, sorts and pages; setApproved and password bump the token version",
      async () => {
        const all = await users.list({});
        assert.equal(all.total, 3);
        const search = await users.list({ q: "BIN" });
        assert.deepEqual(search.rows.map((u) => u.name), ["Bina"]);
        assert.equal(search.rows[0].profileStatus, "pending");
        const page = await users.list({
          sort: { field: "name", direction: "asc" },
          page: 2,
          pageSize: 2,
        });
        assert.deepEqual(page.rows.map((u) => u.name), ["Bina"]);
        assert.equal(page.total, 3);
        assert.equal((await users.list({ q: "%" })).total, 0);
        await users.setApproved(ali, true, false);
        await users.setApproved(ali, false, true);
        await users.setPasswordHash(ali, "new-hash");
        const [row] =
          await sql`SELECT is_approved, token_version, password_hash FROM users WHERE id = ${ali}`;
        assert.deepEqual({ ...row }, {
          is_approved: false,
          token_version: 2,
          password_hash: "new-hash",
        });
        assert.equal(await users.findById(9999), null);
      },
    );

    await t.step(
      "full profile sums stats, reads balance, payouts and links",
      async () => {
        const [product] = await sql`SELECT id FROM products LIMIT 1`;
        await sql`
      INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
      VALUES (${ali}, ${product.id}, 'https://shop.example/course', 'abc123')`;
        await sql`
      INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
      VALUES (${ali}, ${product.id}, '2026-04-01', 10, 2, 2500), (${ali}, ${product.id}, '2026-04-02', 5, 1, 1250)`;
        await sql`
      INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
      VALUES (${ali}, ${product.id}, 'earning', 3750, '2026-04-02', 'manual_stat', 1),
             (${ali}, ${product.id}, 'earning', 1000, '2026-06-01', 'manual_stat', 2)`;
        const full = await fullProfiles(sql).read(
          ali,
          "2026-05-01",
        );
        assert.ok(full);
        assert.equal(full.user.email, "ali@example.com");
        assert.equal(full.profile?.name, "Ali");
        assert.deepEqual(full.stats, {
          clicks: 15,
          sales: 3,
          earnings: 3750,
          balance: 3750,
        });
        assert.equal(full.payoutHistory.length, 1);
        assert.equal(full.payoutHistory[0].amount, 1500);
        assert.equal(full.payoutHistory[0].product, "Course");
        assert.deepEqual(
          full.assignedLinks.map((l) => [l.productName, l.customLink]),
          [[
            "Course",
            "https://shop.example/course",
          ]],
        );
        assert.equal(
          await fullProfiles(sql).read(4242, "2026-05-01"),
          null,
        );
      },
    );
  },
);

function fullProfiles(sql: Sql) {
  return createPostgresFullProfileReader(sql, {
    users: createPostgresAdminUserRepository(sql),
    profiles: createPostgresProfileRepository(sql),
    ledger: createPostgresLedgerRepository(sql),
    payouts: createPostgresPayoutRepository(sql),
  });
}
