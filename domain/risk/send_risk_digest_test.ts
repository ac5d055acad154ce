import assert from "node:assert/strict";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import {
  insertProduct,
  insertUser,
} from "../../adapters/postgres/test_fixtures.ts";
import { createPostgresRiskDigestStore } from "../../adapters/postgres/risk_digest_store.ts";
import { createMailRiskDigestNotifier } from "../../adapters/mail/risk_digest_notifier.ts";
import { createPostgresSettingsRepository } from "../../adapters/postgres/settings_repository.ts";
import { createInMemoryMailer } from "../../adapters/memory/mailer.ts";
import { createFixedClock } from "../shared/clock.ts";
import { sendRiskDigest } from "./send_risk_digest.ts";

const test = databaseSuite("risk: the daily digest");

test("one digest a day to each admin who did not opt out: yesterday's new flags and figures", async ({ sql }) => {
  await insertUser(sql, {
    id: 1,
    email: "boss@kamai.pk",
    name: "Boss",
    role: "admin",
  });
  await insertUser(sql, {
    id: 2,
    email: "quiet@kamai.pk",
    name: "Quiet",
    role: "admin",
  });
  await insertUser(sql, { id: 3, email: "ali@x.pk", name: "Ali" });
  await sql`UPDATE users SET risk_digest = false WHERE id = 2`;
  await insertProduct(sql, {
    id: 1,
    title: "Course",
    description: "D",
    commissionBp: 5000,
    refundHoldDays: 0,
  });
  // 2026-03-10 in Karachi runs from 2026-03-09T19:00Z to 2026-03-10T19:00Z.
  await sql`
    INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence, created_at) VALUES
      (3, 'shared_identity', 'high', 'wallet:03001234567', '{"identity": "wallet", "value": "03001234567"}'::jsonb,
        '2026-03-09T19:30:00Z'),
      (3, 'click_burst', 'medium', 'old', '{"hits": 500}'::jsonb, '2026-03-09T18:30:00Z')`;
  await sql`
    INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
    VALUES (3, 1, '2026-03-10', 120, 4, 2500), (3, 1, '2026-03-09', 7, 1, 100)`;

  const mailer = createInMemoryMailer();
  // 09:00 in Karachi on the 11th: the digest reports the 10th.
  const clock = createFixedClock(new Date("2026-03-11T04:00:00Z"));
  const deps = {
    store: createPostgresRiskDigestStore(sql),
    notifier: createMailRiskDigestNotifier(
      mailer,
      "https://kamai.pk",
      createPostgresSettingsRepository(sql),
    ),
    clock,
  };
  const first = await sendRiskDigest(deps);
  assert.deepEqual(first, {
    sent: true,
    day: "2026-03-10",
    flags: 1,
    recipients: 1,
  });
  assert.equal(mailer.sent.length, 1);
  const [mail] = mailer.sent;
  assert.equal(mail.to, "boss@kamai.pk");
  assert.equal(
    mail.subject,
    "Kamai risk digest for 2026-03-10: 1 new flag, 2 open",
  );
  assert.match(
    mail.text,
    /HIGH: Shared IBAN, wallet or CNIC on Ali \(ali@x\.pk\)/,
  );
  assert.match(mail.text, /03001234567/);
  assert.doesNotMatch(
    mail.text,
    /"hits":500/,
    "a flag of the day before is not new",
  );
  assert.match(mail.text, /120 clicks, 4 sales/);
  assert.match(mail.text, /commission \$25\.00/);
  assert.match(mail.text, /https:\/\/kamai\.pk\/admin\/risk/);

  // Another instance (or a second tick) the same day finds the claim and sends nothing.
  assert.deepEqual(await sendRiskDigest(deps), { sent: false });
  clock.advance(6 * 60 * 60 * 1000);
  assert.deepEqual(await sendRiskDigest(deps), { sent: false });
  assert.equal(mailer.sent.length, 1);
  const [claim] =
    await sql`SELECT digest_date::text AS d, flag_count, recipients FROM risk_digest_days`;
  assert.deepEqual({ ...claim }, {
    d: "2026-03-11",
    flag_count: 1,
    recipients: 1,
  });

  // The next day is a new digest.
  clock.advance(24 * 60 * 60 * 1000);
  const next = await sendRiskDigest(deps);
  assert.equal(next.sent, true);
  assert.equal(mailer.sent.length, 2);
  assert.match(mailer.sent[1].subject, /0 new flags, 2 open/);
});
