/**
 * Test set-up for payout batches at scale: funded affiliates, pending JazzCash payouts with their reservations
 * (inserted with SQL as bench/payout_batch_bench.ts does: set-up, not under test), batches made through the API, and
 * a results file of them.
 */
import assert from "node:assert/strict";
import type { Sql } from "postgres";

/** What the set-up needs of a running app: its database and a way to call it as an admin. */
export interface BatchSetupApp {
  sql: Sql;
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
}

/** Minor units of the `k`th payout: varied, so sums check which payouts moved. */
export const amountOf = (k: number) => 1_000 + (k % 97) * 13;

/** A product, and these affiliates each with `funds` minor units payable on it; answers the product's id. */
export async function fundedAffiliates(
  sql: Sql,
  userIds: number[],
  funds: number,
): Promise<number> {
  const [product] = await sql<{ id: number }[]>`
    INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'Jobs', 5000) RETURNING id`;
  await sql`
    INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
    SELECT u, ${product.id}, 'earning', ${funds}, '2026-01-01', 'sale', u FROM unnest(${userIds}::bigint[]) u`;
  return Number(product.id);
}

/** `count` pending JazzCash payouts (the `from`th on) of these affiliates, with their reservations; their ids. */
export async function pendingPayouts(
  sql: Sql,
  input: { userIds: number[]; productId: number; count: number; from: number },
): Promise<number[]> {
  const { userIds, productId, count, from } = input;
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, count - i) }, (_, j) => {
      const k = from + i + j;
      return {
        user_id: userIds[k % userIds.length],
        product_id: productId,
        amount_minor: amountOf(k),
        method: "jazzcash",
        account_name: `Payee ${k}`,
        account_number: `03${String(100_000_000 + k).slice(-9)}`,
        requested_at: new Date(),
      };
    });
    const inserted = await sql<
      { id: number; user_id: number; amount_minor: number }[]
    >`
      INSERT INTO payouts ${
      sql(
        rows,
        "user_id",
        "product_id",
        "amount_minor",
        "method",
        "account_name",
        "account_number",
        "requested_at",
      )
    } RETURNING id, user_id, amount_minor`;
    await sql`
      INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
      SELECT (r->>'user_id')::bigint, ${productId}, 'payout_reserved', -(r->>'amount_minor')::bigint,
             '2026-01-01', 'payout', (r->>'id')::bigint
      FROM jsonb_array_elements(${JSON.stringify(inserted)}::text::jsonb) r`;
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}

/** One batch of these payouts, made through the API. */
export async function batchOf(
  app: BatchSetupApp,
  payoutIds: number[],
): Promise<{ id: number; reference: string }> {
  const res = await app.post("/api/payouts/admin/batches", { payoutIds });
  assert.equal(res.status, 201, JSON.stringify(res.body).slice(0, 300));
  const { batches } = res.body as {
    batches: { id: number; reference: string }[];
  };
  assert.equal(batches.length, 1);
  return batches[0];
}

/** Every fifth payout fails; the rest are paid with a transaction id. */
export const failsAt = (k: number) => k % 5 === 4;

/** A results file of these payouts of the batch: one row each, paid (TX-<id>) or failed ("Account closed"). */
export function resultsFile(
  reference: string,
  ids: number[],
  status: (k: number) => "paid" | "failed" = (k) =>
    failsAt(k) ? "failed" : "paid",
): string {
  return [
    "Batch Reference,Payout Reference,Status,Transaction ID,Reason",
    ...ids.map((id, k) =>
      status(k) === "failed"
        ? `${reference},KAMAI-P${id},failed,,Account closed`
        : `${reference},KAMAI-P${id},paid,TX-${id},`
    ),
  ].join("\n") + "\n";
}

/** A multipart form with the results file (and any other fields). */
export function resultsForm(
  csv: string,
  fields: Record<string, string> = {},
): FormData {
  const f = new FormData();
  f.set("file", new File([csv], "results.csv", { type: "text/csv" }));
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}
