/** Postgres payouts: payout rows with their user and product names, idempotency keys and invoices. */
import type { UserLanguage } from "../../domain/auth/user_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { money } from "../../domain/shared/money.ts";
import { readInvoiceFacts } from "../../domain/payouts/invoice_facts.ts";
import type {
  Payout,
  PayoutMethod,
  PayoutStatus,
} from "../../domain/payouts/payout.ts";
import type {
  PayoutReader,
  PayoutRepository,
} from "../../domain/payouts/payout_repository.ts";

/** The advisory lock namespace of payout money movements (the 0005 balance guard trigger uses the same). */
const PAYOUT_LOCK_CLASS = 5005;

/** Both sides of payout storage over a connection or a transaction (one projection serves both). */
export function createPostgresPayoutRepository(
  sql: SqlClient,
): PayoutRepository & PayoutReader {
  const select = (where: ReturnType<SqlClient>) => selectPayoutRows(sql, where);

  const one = async (id: number) => {
    const rows = await select(sql`WHERE p.id = ${id}`);
    return rows.length ? toPayout(rows[0]) : null;
  };

  return {
    async lockUser(userId) {
      await sql`SELECT pg_advisory_xact_lock(${PAYOUT_LOCK_CLASS}::integer, (${userId}::bigint % 2147483647)::integer)`;
    },

    async create(input) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO payouts (user_id, product_id, amount_minor, method, account_type, account_label,
                             account_name, bank_name, account_number, requested_at)
        VALUES (${input.userId}, ${input.productId}, ${input.amount}, ${input.method}, ${input.accountType},
                ${input.accountLabel}, ${input.accountName}, ${input.bankName}, ${input.accountNumber},
                ${input.requestedAt})
        RETURNING id`;
      const payout = await one(row.id);
      if (!payout) throw new Error(`payout ${row.id} vanished after insert`);
      return payout;
    },

    findById: one,

    async findByIdForUpdate(id) {
      const locked =
        await sql`SELECT id FROM payouts WHERE id = ${id} FOR UPDATE`;
      return locked.length ? await one(id) : null;
    },

    async markPaidMany(decisions) {
      // Every column as a text array, cast in SQL: the driver cannot type an array of nulls or of booleans.
      const col = (f: (d: (typeof decisions)[number]) => unknown) =>
        decisions.map((d) => {
          const v = f(d);
          return v === null || v === undefined ? null : String(v);
        });
      const rows = await sql`
        UPDATE payouts p SET status = 'paid', transaction_id = d.transaction_id,
               decided_at = d.decided_at::timestamptz, decided_by = d.decided_by::bigint,
               tax_rate_id = d.tax_rate_id::bigint, tax_rate_bp = d.tax_rate_bp::int,
               tax_minor = d.tax_minor::bigint, tax_filer = d.tax_filer::boolean, tax_id_number = d.tax_id_number
        FROM unnest(${col((d) => d.payoutId)}::text[], ${
        col((d) => d.transactionId)
      }::text[], ${col((d) => d.decidedAt.toISOString())}::text[], ${
        col((d) => d.decidedBy)
      }::text[], ${col((d) => d.tax?.rateId)}::text[], ${
        col((d) => d.tax?.rateBp)
      }::text[], ${col((d) => d.tax?.amount)}::text[], ${
        col((d) => d.tax?.filer)
      }::text[], ${col((d) => d.tax?.idNumber)}::text[])
          AS d(id, transaction_id, decided_at, decided_by, tax_rate_id, tax_rate_bp, tax_minor, tax_filer,
               tax_id_number)
        WHERE p.id = d.id::bigint AND p.status IN ('pending', 'processing') RETURNING p.id`;
      if (rows.length !== decisions.length) {
        throw new Error(
          `${
            decisions.length - rows.length
          } of the payouts to pay are not pending`,
        );
      }
    },

    async markFailedMany(decisions) {
      const rows = await sql`
        UPDATE payouts p SET status = 'failed', rejection_reason = d.reason, decided_at = d.decided_at,
               decided_by = d.decided_by
        FROM unnest(${decisions.map((d) => d.payoutId)}::bigint[], ${
        decisions.map((d) => d.reason)
      }::text[], ${
        decisions.map((d) => d.decidedAt.toISOString())
      }::timestamptz[], ${decisions.map((d) => d.decidedBy)}::bigint[])
          AS d(id, reason, decided_at, decided_by)
        WHERE p.id = d.id AND p.status = 'processing' RETURNING p.id`;
      if (rows.length !== decisions.length) {
        throw new Error(
          `${
            decisions.length - rows.length
          } of the payouts to fail are not processing`,
        );
      }
    },

    async markRejected(id, decision) {
      const rows = await sql`
        UPDATE payouts SET status = 'rejected', rejection_reason = ${decision.rejectionReason},
               decided_at = ${decision.decidedAt}, decided_by = ${decision.decidedBy}
        WHERE id = ${id} AND status = 'pending' RETURNING id`;
      if (rows.length !== 1) throw new Error(`payout ${id} is not pending`);
    },

    async listForUser(userId) {
      const rows = await select(
        sql`WHERE p.user_id = ${userId} ORDER BY p.requested_at DESC, p.id DESC`,
      );
      return rows.map(toPayout);
    },

    async list(status: PayoutStatus | null) {
      const rows = await select(
        sql`WHERE (${status}::text IS NULL OR p.status = ${status}::text)
            ORDER BY p.requested_at DESC, p.id DESC`,
      );
      return rows.map(toPayout);
    },

    async listPage(status: PayoutStatus | null, page, pageSize) {
      const offset = Math.max(0, (page - 1) * pageSize);
      // Page the ids on the (status, requested_at, id) index first, then join only the page's rows.
      const rows = await select(
        sql`WHERE p.id IN (
              SELECT id FROM payouts
              WHERE (${status}::text IS NULL OR status = ${status}::text)
              ORDER BY requested_at DESC, id DESC
              LIMIT ${pageSize}::bigint OFFSET ${offset}::bigint)
            ORDER BY p.requested_at DESC, p.id DESC`,
      );
      // The trigger-kept per-status counts (0011), not a count over every payout per page.
      const [count] = await sql<{ n: number }[]>`
        SELECT coalesce(sum(n), 0)::bigint AS n FROM payout_status_count
        WHERE (${status}::text IS NULL OR status = ${status}::text)`;
      return { rows: rows.map(toPayout), total: Number(count.n) };
    },

    async findIdempotencyKey(userId, key) {
      const rows = await sql<
        { request_fingerprint: string; payout_id: number }[]
      >`
        SELECT request_fingerprint, payout_id FROM payout_idempotency_keys
        WHERE user_id = ${userId} AND idempotency_key = ${key}`;
      return rows.length
        ? {
          fingerprint: rows[0].request_fingerprint,
          payoutId: Number(rows[0].payout_id),
        }
        : null;
    },

    async saveIdempotencyKey(userId, key, record) {
      await sql`
        INSERT INTO payout_idempotency_keys (user_id, idempotency_key, request_fingerprint, payout_id)
        VALUES (${userId}, ${key}, ${record.fingerprint}, ${record.payoutId})`;
    },

    async saveInvoices(invoices) {
      // A few megabytes of HTML per statement at most.
      for (let i = 0; i < invoices.length; i += 1_000) {
        const part = invoices.slice(i, i + 1_000);
        await sql`
          INSERT INTO payout_invoices (payout_id, invoice_number, html, issued_at, facts)
          SELECT payout_id, invoice_number, html, issued_at, facts::jsonb FROM unnest(${
          part.map((v) => v.payoutId)
        }::bigint[], ${part.map((v) => v.invoiceNumber)}::text[], ${
          part.map((v) => v.html)
        }::text[], ${
          part.map((v) => v.issuedAt.toISOString())
        }::timestamptz[], ${
          part.map((v) => v.facts === null ? null : JSON.stringify(v.facts))
        }::text[]) AS i(payout_id, invoice_number, html, issued_at, facts)`;
      }
    },

    async findInvoice(payoutId) {
      const rows = await sql<
        {
          payout_id: number;
          invoice_number: string;
          html: string;
          issued_at: Date;
          facts: string | null;
        }[]
      >`
        SELECT payout_id, invoice_number, html, issued_at, facts::text AS facts
        FROM payout_invoices WHERE payout_id = ${payoutId}`;
      if (!rows.length) return null;
      const r = rows[0];
      return {
        payoutId: Number(r.payout_id),
        invoiceNumber: r.invoice_number,
        html: r.html,
        facts: r.facts === null ? null : readInvoiceFacts(JSON.parse(r.facts)),
        issuedAt: new Date(r.issued_at),
      };
    },
  };
}

interface PayoutRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  user_language: UserLanguage | null;
  product_id: number | null;
  product_title: string | null;
  amount_minor: number;
  method: PayoutMethod;
  account_type: string | null;
  account_label: string | null;
  account_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  status: PayoutStatus;
  transaction_id: string | null;
  rejection_reason: string | null;
  requested_at: Date;
  decided_at: Date | null;
  created_at: Date;
  has_invoice: boolean;
  tax_rate_id: number | null;
  tax_rate_bp: number | null;
  tax_minor: number | null;
  tax_filer: boolean | null;
  tax_id_number: string | null;
  payee_filer: boolean | null;
  payee_id_number: string | null;
  payee_blocked: boolean;
}

function toPayout(r: PayoutRow): Payout {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    userName: r.user_name,
    userEmail: r.user_email,
    userLanguage: r.user_language,
    productId: r.product_id === null ? null : Number(r.product_id),
    productTitle: r.product_title,
    amount: money(Number(r.amount_minor)),
    method: r.method,
    accountType: r.account_type,
    accountLabel: r.account_label,
    accountName: r.account_name,
    bankName: r.bank_name,
    accountNumber: r.account_number,
    status: r.status,
    transactionId: r.transaction_id,
    rejectionReason: r.rejection_reason,
    requestedAt: new Date(r.requested_at),
    decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
    createdAt: new Date(r.created_at),
    hasInvoice: r.has_invoice,
    tax: r.tax_minor === null ? null : {
      rateId: r.tax_rate_id === null ? null : Number(r.tax_rate_id),
      rateBp: Number(r.tax_rate_bp),
      amount: money(Number(r.tax_minor)),
      net: money(Number(r.amount_minor) - Number(r.tax_minor)),
      filer: r.tax_filer === true,
      idNumber: r.tax_id_number,
    },
    payeeTax: r.payee_id_number === null
      ? null
      : { filer: r.payee_filer === true, idNumber: r.payee_id_number },
    payeeBlocked: r.payee_blocked === true,
  };
}

/** Payouts with their user and product names, invoice flag and payee tax profile, filtered and ordered by `where`
 * (one projection for every read, so the names are always there); shared with the batch repository. */
export async function selectPayouts(
  sql: SqlClient,
  where: ReturnType<SqlClient>,
): Promise<Payout[]> {
  return (await selectPayoutRows(sql, where)).map(toPayout);
}

function selectPayoutRows(sql: SqlClient, where: ReturnType<SqlClient>) {
  return sql<PayoutRow[]>`
      SELECT p.id, p.user_id, u.name AS user_name, u.email AS user_email, u.language AS user_language,
             p.product_id,
             pr.title AS product_title, p.amount_minor, p.method, p.account_type, p.account_label,
             p.account_name, p.bank_name, p.account_number, p.status, p.transaction_id,
             p.rejection_reason, p.requested_at, p.decided_at, p.created_at,
             EXISTS (SELECT 1 FROM payout_invoices i WHERE i.payout_id = p.id) AS has_invoice,
             p.tax_rate_id, p.tax_rate_bp, p.tax_minor, p.tax_filer, p.tax_id_number,
             tp.filer AS payee_filer, tp.id_number AS payee_id_number,
             (u.blocked_at IS NOT NULL AND NOT u.is_approved) AS payee_blocked
      FROM payouts p
      JOIN users u ON u.id = p.user_id
      LEFT JOIN products pr ON pr.id = p.product_id
      LEFT JOIN tax_profiles tp ON tp.user_id = p.user_id
      ${where}`;
}
