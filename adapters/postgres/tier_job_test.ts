/** The monthly tier job on real databases: who moves, once, even run twice or by two instances at once. */
import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { runTierJob } from "../../domain/offers/run_tier_job.ts";
import { createFixedClock } from "../../domain/shared/clock.ts";
import { createInMemoryMailer } from "../memory/mailer.ts";
import { createMailTierMoveNotifier } from "../mail/tier_move_notifier.ts";
import { connectUrl } from "./connect.ts";
import { insertProduct, insertUser } from "./test_fixtures.ts";
import { openTestDatabase, testPerBackend } from "./test_databases.ts";
import { createPostgresTierJobStore } from "./tier_job_store.ts";

// The job runs in the first hour of 1 November 2026 (Karachi) and reads October 2026.
const RUN_AT = new Date("2026-11-01T01:00:00+05:00");

interface World {
  groups: { standard: number; silver: number; gold: number };
  users: Record<
    "ali" | "sana" | "omar" | "pinned" | "pending" | "edges",
    number
  >;
}

/** A conversion row as the earning path writes it (the tier job reads only status, time, amount and earning). */
async function conversion(
  sql: Sql,
  userId: number,
  productId: number,
  occurredAt: string,
  status: string,
  amountMinor: number,
  earningMinor: number,
) {
  const order = crypto.randomUUID();
  await sql`
    INSERT INTO offer_conversions (source_id, order_id, goal, user_id, product_id, occurred_at, stat_date, status,
                                   amount_minor, earning_minor, earning_rule)
    VALUES ((SELECT id FROM sources WHERE kind = 'api'), ${order}, 'sale', ${userId}, ${productId}, ${occurredAt},
            (${occurredAt}::timestamptz AT TIME ZONE 'Asia/Karachi')::date, ${status}, ${amountMinor},
            ${earningMinor}, '{}'::jsonb)`;
}

async function seed(sql: Sql): Promise<World> {
  const [standard] = await sql<{ id: number }[]>`
    SELECT id FROM affiliate_groups WHERE is_default`;
  const [silver] = await sql<{ id: number }[]>`
    INSERT INTO affiliate_groups (name, rank, level_metric, level_threshold)
    VALUES ('Silver', 1, 'approvedConversions', 3) RETURNING id`;
  // Gold: Rs 1,000.00 of approved sales in the month.
  const [gold] = await sql<{ id: number }[]>`
    INSERT INTO affiliate_groups (name, rank, level_metric, level_threshold)
    VALUES ('Gold', 2, 'approvedSaleAmount', 100000) RETURNING id`;
  const groups = {
    standard: Number(standard.id),
    silver: Number(silver.id),
    gold: Number(gold.id),
  };
  const product = await insertProduct(sql, { title: "Lawn suit" });
  const user = (email: string) => insertUser(sql, { email });
  const users = {
    ali: await user("ali@t.test"),
    sana: await user("sana@t.test"),
    omar: await user("omar@t.test"),
    pinned: await user("pinned@t.test"),
    pending: await user("pending@t.test"),
    edges: await user("edges@t.test"),
  };
  await sql`UPDATE users SET language = 'ur' WHERE id = ${users.sana}`;
  await sql`UPDATE users SET group_id = ${groups.gold} WHERE id IN (${users.omar}, ${users.pinned})`;
  await sql`UPDATE users SET group_pinned = true WHERE id = ${users.pinned}`;
  // Ali: 4 approved sales of Rs 300 in October -> Gold (Rs 1,200 >= Rs 1,000; also meets Silver).
  for (let i = 0; i < 4; i++) {
    await conversion(
      sql,
      users.ali,
      product,
      `2026-10-1${i}T12:00:00Z`,
      "approved",
      30000,
      3000,
    );
  }
  // Sana: 3 approved small sales -> Silver; her reversed one does not count.
  for (let i = 0; i < 3; i++) {
    await conversion(
      sql,
      users.sana,
      product,
      `2026-10-0${i + 2}T12:00:00Z`,
      "approved",
      1000,
      100,
    );
  }
  await conversion(
    sql,
    users.sana,
    product,
    "2026-10-20T12:00:00Z",
    "reversed",
    500000,
    50000,
  );
  // Omar (Gold, not pinned) sold nothing -> down to the default group; the pinned one stays in Gold.
  // Pending: 5 sales still pending -> stays where they are (the default group).
  for (let i = 0; i < 5; i++) {
    await conversion(
      sql,
      users.pending,
      product,
      `2026-10-1${i}T12:00:00Z`,
      "pending",
      90000,
      9000,
    );
  }
  // Edges: October in Karachi begins 2026-09-30T19:00Z and ends 2026-10-31T19:00Z; only the first counts.
  await conversion(
    sql,
    users.edges,
    product,
    "2026-09-30T19:00:00Z",
    "approved",
    10,
    1,
  );
  await conversion(
    sql,
    users.edges,
    product,
    "2026-09-30T18:59:59Z",
    "approved",
    10,
    1,
  );
  await conversion(
    sql,
    users.edges,
    product,
    "2026-10-31T19:00:00Z",
    "approved",
    10,
    1,
  );
  await conversion(
    sql,
    users.edges,
    product,
    "2026-10-31T19:00:00Z",
    "approved",
    10,
    1,
  );
  return { groups, users };
}

async function groupOf(sql: Sql, userId: number): Promise<number | null> {
  const [row] = await sql<{ group_id: number | null }[]>`
    SELECT group_id FROM users WHERE id = ${userId}`;
  return row.group_id === null ? null : Number(row.group_id);
}

function job(sql: Sql) {
  const mailer = createInMemoryMailer();
  return {
    mailer,
    run: () =>
      runTierJob({
        store: createPostgresTierJobStore(sql),
        notifier: createMailTierMoveNotifier(mailer, "https://kamai.test"),
        clock: createFixedClock(RUN_AT),
      }),
  };
}

async function assertMoved(sql: Sql, w: World) {
  assert.equal(await groupOf(sql, w.users.ali), w.groups.gold);
  assert.equal(await groupOf(sql, w.users.sana), w.groups.silver);
  assert.equal(await groupOf(sql, w.users.omar), w.groups.standard);
  assert.equal(
    await groupOf(sql, w.users.pinned),
    w.groups.gold,
    "pinned stays",
  );
  assert.equal(
    await groupOf(sql, w.users.pending),
    null,
    "pending sales do not count",
  );
  assert.equal(
    await groupOf(sql, w.users.edges),
    null,
    "1 approved in October: no group",
  );
  const moves = await sql<
    {
      user_id: number;
      from_group_id: number;
      to_group_id: number;
      cause: string;
    }[]
  >`SELECT user_id, from_group_id, to_group_id, cause FROM affiliate_group_moves ORDER BY user_id`;
  assert.deepEqual(
    moves.map((
      m,
    ) => [
      Number(m.user_id),
      Number(m.from_group_id),
      Number(m.to_group_id),
      m.cause,
    ]),
    [
      [w.users.ali, w.groups.standard, w.groups.gold, "tier:2026-10"],
      [w.users.sana, w.groups.standard, w.groups.silver, "tier:2026-10"],
      [w.users.omar, w.groups.gold, w.groups.standard, "tier:2026-10"],
    ],
  );
}

testPerBackend(
  "tier job: run twice, it moves each affiliate once and mails each once in their language",
  (kind) => openTestDatabase(kind),
  async (_t, db) => {
    const w = await seed(db.sql);
    const first = job(db.sql);
    const counts = await first.run();
    assert.deepEqual(counts, {
      month: "2026-10",
      affiliates: 6,
      pinned: 1,
      unchanged: 2,
      movedUp: 2,
      movedDown: 1,
      alreadyMoved: 0,
    });
    const second = job(db.sql);
    const again = await second.run();
    assert.equal(again.movedUp + again.movedDown, 0);
    assert.equal(again.unchanged, 5);
    await assertMoved(db.sql, w);
    assert.equal(second.mailer.sent.length, 0, "the second run mails nobody");
    const mails = first.mailer.sent;
    assert.deepEqual(mails.map((m) => m.to).sort(), [
      "ali@t.test",
      "omar@t.test",
      "sana@t.test",
    ]);
    const ali = mails.find((m) => m.to === "ali@t.test")!;
    assert.equal(ali.subject, "Kamai: you have moved up to the Gold group");
    assert.match(ali.text, /October 2026/);
    const sana = mails.find((m) => m.to === "sana@t.test")!;
    assert.equal(sana.subject, "کمائی: مبارک ہو، آپ Silver گروپ میں آ گئے ہیں");
    assert.match(sana.text, /اکتوبر 2026/);
    const omar = mails.find((m) => m.to === "omar@t.test")!;
    assert.equal(omar.subject, "Kamai: your group is now Default");
    // One audit row per run, with its counts.
    const runs = await db.sql<
      { month: string; moved_up: number; moved_down: number; pinned: number }[]
    >`
      SELECT month, moved_up, moved_down, pinned FROM tier_job_runs ORDER BY id`;
    assert.deepEqual(
      runs.map((r) => [r.month, r.moved_up, r.moved_down, r.pinned]),
      [
        ["2026-10", 2, 1, 1],
        ["2026-10", 0, 0, 1],
      ],
    );
  },
);

testPerBackend(
  "tier job: an admin's later move is not undone by a rerun of the same month",
  (kind) => openTestDatabase(kind),
  async (_t, db) => {
    const w = await seed(db.sql);
    await job(db.sql).run();
    await db
      .sql`UPDATE users SET group_id = ${w.groups.standard} WHERE id = ${w.users.ali}`;
    const rerun = job(db.sql);
    const counts = await rerun.run();
    assert.equal(counts.alreadyMoved, 1);
    assert.equal(await groupOf(db.sql, w.users.ali), w.groups.standard);
    assert.equal(rerun.mailer.sent.length, 0);
  },
);

testPerBackend(
  "tier job: two instances at once move each affiliate once and send one email each",
  (kind) => openTestDatabase(kind),
  async (_t, db) => {
    const w = await seed(db.sql);
    // On PostgreSQL each instance has its own pool; PGlite serves one connection, so both share it.
    const other = db.kind === "postgres" ? connectUrl(db.url, 4) : db.sql;
    try {
      const a = job(db.sql);
      const b = job(other);
      const [ca, cb] = await Promise.all([a.run(), b.run()]);
      assert.equal(ca.movedUp + cb.movedUp, 2);
      assert.equal(ca.movedDown + cb.movedDown, 1);
      await assertMoved(db.sql, w);
      const sent = [...a.mailer.sent, ...b.mailer.sent].map((m) => m.to).sort();
      assert.deepEqual(sent, ["ali@t.test", "omar@t.test", "sana@t.test"]);
    } finally {
      if (other !== db.sql) await other.end({ timeout: 5 });
    }
  },
);
