/** Postgres full profile: a user, their profile, stats, payouts and links (tables of 0001, 0003, 0004, 0005). */
import type {
  FullProfileReader,
  PayoutHistoryItem,
} from "../../domain/users/full_profile.ts";
import { money } from "../../domain/shared/money.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { createPostgresProfileRepository } from "./profile_repository.ts";
import { createPostgresAdminUserRepository } from "./admin_user_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";
import type { Sql } from "postgres";

/** A full-profile reader on a connection. */
export function createPostgresFullProfileReader(
  sql: SqlClient,
): FullProfileReader {
  const users = createPostgresAdminUserRepository(sql);
  const profiles = createPostgresProfileRepository(sql);
  const ledger = createPostgresLedgerRepository(sql as Sql);
  return {
    async read(userId, today) {
      const user = await users.findById(userId);
      if (!user) return null;
      const [profile, balance, [totals], payouts, links] = await Promise.all([
        profiles.findByUserId(userId),
        ledger.availableBalance(userId, today),
        sql<{ clicks: number; sales: number; earnings: number }[]>`
          SELECT COALESCE(SUM(clicks), 0)::bigint AS clicks, COALESCE(SUM(sales), 0)::bigint AS sales,
                 COALESCE(SUM(earnings_minor), 0)::bigint AS earnings
          FROM daily_stats WHERE user_id = ${userId}`,
        sql<PayoutRow[]>`
          SELECT py.id, py.product_id, pr.title AS product, py.amount_minor, py.method, py.account_type,
                 py.account_label, py.account_name, py.bank_name, py.account_number, py.status,
                 py.transaction_id, py.rejection_reason, py.requested_at
          FROM payouts py LEFT JOIN products pr ON pr.id = py.product_id
          WHERE py.user_id = ${userId}
          ORDER BY py.requested_at DESC, py.id DESC`,
        sql<
          {
            id: number;
            product_name: string;
            destination_url: string;
            code: string;
          }[]
        >`
          SELECT l.id, pr.title AS product_name, l.destination_url, l.code
          FROM affiliate_links l JOIN products pr ON pr.id = l.product_id
          WHERE l.user_id = ${userId} AND pr.deleted_at IS NULL
          ORDER BY l.created_at DESC, l.id DESC`,
      ]);
      return {
        user,
        profile,
        stats: {
          clicks: Number(totals.clicks),
          sales: Number(totals.sales),
          earnings: money(Number(totals.earnings)),
          balance,
        },
        payoutHistory: payouts.map(toPayoutItem),
        assignedLinks: links.map((l) => ({
          id: Number(l.id),
          productName: l.product_name,
          customLink: l.destination_url,
          code: l.code,
        })),
      };
    },
  };
}

interface PayoutRow {
  id: number;
  product_id: number | null;
  product: string | null;
  amount_minor: number;
  method: string;
  account_type: string | null;
  account_label: string | null;
  account_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  status: string;
  transaction_id: string | null;
  rejection_reason: string | null;
  requested_at: Date;
}

function toPayoutItem(r: PayoutRow): PayoutHistoryItem {
  return {
    id: Number(r.id),
    productId: r.product_id === null ? null : Number(r.product_id),
    product: r.product,
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
  };
}
