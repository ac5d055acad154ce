/**
 * Payout batches at scale: 5,000 pending payouts of 50 affiliates across every rail on a PostgreSQL server (issue 13:
 * creating and exporting under 5 s). Creates a throwaway database, starts Kamai on it, inserts the payouts and their
 * reservations with SQL (set-up, not timed), then times POST /api/payouts/admin/batches with every id and the
 * download of each batch's file over HTTP. Prints figures; asserts nothing.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres deno run -A bench/payout_batch_bench.ts
 * (BENCH_PAYOUTS, default 5000; BENCH_ONE_RAIL=1 for one batch and one import of them all)
 */
import { composeIBAN } from "ibantools";
import { dropBenchDatabase, freshBenchDatabase } from "./bench_database.ts";
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { createUser } from "../adapters/http/test_users.ts";
import { PAYOUT_METHODS } from "../domain/payouts/payout.ts";

const serverUrl = Deno.env.get("BENCH_DATABASE_URL") ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const PAYOUTS = Number(Deno.env.get("BENCH_PAYOUTS") ?? 5_000);
const AFFILIATES = 50;
/** BENCH_ONE_RAIL=1: every payout on JazzCash, so one batch and one results import of them all in one transaction. */
const ONE_RAIL = Deno.env.get("BENCH_ONE_RAIL") === "1";
const DB = "kamai_bench_payout_batch";

const databaseUrl = await freshBenchDatabase(serverUrl, DB);
try {
  const kamai = await startKamai(testAppConfig({ databaseUrl }), {
    publicUrlFromPort: true,
  });
  try {
    const sql = kamai.infra.sql;
    const admin = await createUser(kamai.infra, { role: "admin" });
    const [product] = await sql<{ id: number }[]>`
      INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'Bench', 5000) RETURNING id`;
    const users: number[] = [];
    for (let i = 0; i < AFFILIATES; i++) {
      users.push((await createUser(kamai.infra)).id);
    }
    await sql`
      INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
      SELECT u, ${product.id}, 'earning', 100000000, '2026-01-01', 'sale', u
      FROM unnest(${users}::bigint[]) u`;
    const rows = Array.from({ length: PAYOUTS }, (_, k) => {
      const method = ONE_RAIL
        ? "jazzcash"
        : PAYOUT_METHODS[k % PAYOUT_METHODS.length];
      const account = method === "bank"
        ? composeIBAN({
          countryCode: "PK",
          bban: `MEZN${String(k).padStart(16, "0")}`,
        })!
        : method === "other"
        ? `ACC-${k}`
        : `03${String(100_000_000 + k).slice(-9)}`;
      return {
        user_id: users[k % AFFILIATES],
        product_id: product.id,
        amount_minor: 1_000 + (k % 997) * 13,
        method,
        account_name: `Payee ${k}`,
        bank_name: method === "bank" ? "Meezan Bank" : null,
        account_label: method === "other" ? "Payoneer" : null,
        account_number: account,
        requested_at: new Date(),
      };
    });
    for (let i = 0; i < rows.length; i += 1_000) {
      const inserted = await sql<
        { id: number; user_id: number; amount_minor: number }[]
      >`
        INSERT INTO payouts ${
        sql(
          rows.slice(i, i + 1_000),
          "user_id",
          "product_id",
          "amount_minor",
          "method",
          "account_name",
          "bank_name",
          "account_label",
          "account_number",
          "requested_at",
        )
      } RETURNING id, user_id, amount_minor`;
      await sql`
        INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
        SELECT (r->>'user_id')::bigint, ${product.id}, 'payout_reserved', -(r->>'amount_minor')::bigint,
               '2026-01-01', 'payout', (r->>'id')::bigint
        FROM jsonb_array_elements(${JSON.stringify(inserted)}::text::jsonb) r`;
    }
    const ids = (await sql<{ id: number }[]>`
      SELECT id FROM payouts WHERE status = 'pending' ORDER BY id`).map((r) =>
      Number(r.id)
    );
    const headers = { authorization: `Bearer ${admin.token}` };

    console.log(
      `Payout batches: ${
        ids.length.toLocaleString("en")
      } pending payouts of ${AFFILIATES} affiliates across ${
        ONE_RAIL ? 1 : PAYOUT_METHODS.length
      } rails, PostgreSQL at ${new URL(serverUrl).host}`,
    );
    const t0 = performance.now();
    const res = await fetch(`${kamai.url}/api/payouts/admin/batches`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ payoutIds: ids }),
    });
    const created = await res.json();
    if (res.status !== 201) {
      throw new Error(`create: ${res.status} ${created.message}`);
    }
    const createMs = performance.now() - t0;
    const t1 = performance.now();
    let bytes = 0;
    let lines = 0;
    for (const batch of created.batches as { fileUrl: string }[]) {
      const file = await fetch(`${kamai.url}${batch.fileUrl}`, { headers });
      const text = await file.text();
      if (!file.ok) throw new Error(`file: ${file.status} ${text}`);
      bytes += text.length;
      lines += text.split("\r\n").length - 1;
    }
    const exportMs = performance.now() - t1;
    console.log(
      `  create ${created.batches.length} batches: ${
        (createMs / 1000).toFixed(2)
      } s`,
    );
    console.log(
      `  export their files (${lines.toLocaleString("en")} lines, ${
        (bytes / 1024).toFixed(0)
      } KB): ${(exportMs / 1000).toFixed(2)} s`,
    );
    console.log(
      `  create + export: ${
        ((createMs + exportMs) / 1000).toFixed(2)
      } s (goal: under 5 s)`,
    );

    // Recording every batch's results (JSON; one in five failed), each payout through the one settle path (ledger
    // rows, invoice, audit row, or the release), the emails going to the outbox after each commit.
    const checker = await createUser(kamai.infra, { role: "admin" });
    const loadavg = async () =>
      (await Deno.readTextFile("/proc/loadavg").catch(() => "?")).split(" ")
        .slice(0, 3).join(" ");
    const loadBefore = await loadavg();
    let slowest = 0;
    const t2 = performance.now();
    for (const batch of created.batches as { id: number }[]) {
      const detail = await (await fetch(
        `${kamai.url}/api/payouts/admin/batches/${batch.id}`,
        { headers },
      )).json();
      const results = (detail.payouts as { id: number }[]).map((p, i) =>
        i % 5 === 4
          ? { payoutId: p.id, status: "failed", reason: "Account closed" }
          : { payoutId: p.id, status: "paid", transactionId: `TX-${p.id}` }
      );
      const t = performance.now();
      const recorded = await fetch(
        `${kamai.url}/api/payouts/admin/batches/${batch.id}/results`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${checker.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ results }),
        },
      );
      const answer = await recorded.json();
      if (!recorded.ok) {
        throw new Error(`results: ${recorded.status} ${answer.message}`);
      }
      slowest = Math.max(slowest, performance.now() - t);
    }
    const recordMs = performance.now() - t2;
    console.log(
      `  record every result (${
        ids.length.toLocaleString("en")
      } payouts in ${created.batches.length} imports): ${
        (recordMs / 1000).toFixed(2)
      } s, ${(recordMs / ids.length).toFixed(2)} ms a payout, slowest import ${
        (slowest / 1000).toFixed(2)
      } s`,
    );
    const [check] = await sql<
      { paid: number; failed: number; mails: number; invoices: number }[]
    >`
      SELECT (SELECT count(*) FROM payouts WHERE status = 'paid')::int AS paid,
             (SELECT count(*) FROM payouts WHERE status = 'failed')::int AS failed,
             (SELECT count(*) FROM mail_outbox)::int AS mails,
             (SELECT count(*) FROM payout_invoices)::int AS invoices`;
    console.log(
      `  afterwards: ${check.paid} paid, ${check.failed} failed, ${check.invoices} invoices, ${check.mails} emails`,
    );
    console.log(
      `  load average: ${loadBefore} before recording, ${await loadavg()} after`,
    );
  } finally {
    await kamai.close();
  }
} finally {
  await dropBenchDatabase(serverUrl, DB);
}
