/** Postgres full profile: a user, their profile, stats, payouts and links (tables of 0001, 0003, 0004, 0005). */
import type {
  FullProfileReader,
  PayoutHistoryItem,
} from "../../domain/users/full_profile.ts";
import { moneyTotal } from "../../domain/shared/money.ts";
import type { Payout } from "../../domain/payouts/payout.ts";
import type { AdminUserRepository } from "../../domain/users/admin_user_repository.ts";
import type { ProfileRepository } from "../../domain/profiles/profile_repository.ts";
import type { LedgerBalanceReader } from "../../domain/ledger/ledger_balance_reader.ts";
import type { PayoutReader } from "../../domain/payouts/payout_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** The other areas' readers a full profile is assembled from (built by adapters/services.ts). */
export interface FullProfileParts {
  users: Pick<AdminUserRepository, "findById">;
  profiles: Pick<ProfileRepository, "findByUserId">;
  ledger: Pick<LedgerBalanceReader, "availableBalance">;
  payouts: Pick<PayoutReader, "listForUser">;
}

/** A full-profile reader on a connection: stats and links read here, the rest through the areas' readers. */
export function createPostgresFullProfileReader(
  sql: SqlClient,
  { users, profiles, ledger, payouts: payoutRepo }: FullProfileParts,
): FullProfileReader {
  return {
    async read(userId, today) {
      const user = await users.findById(userId);
      if (!user) return null;
      const [profile, balance, [totals], payouts, links] = await Promise.all([
        profiles.findByUserId(userId),
        ledger.availableBalance(userId, today),
        // Earnings are read as decimal text: their sum can exceed 2^53 minor units.
        sql<{ clicks: number; sales: number; earnings: string }[]>`
          SELECT COALESCE(SUM(clicks), 0)::bigint AS clicks, COALESCE(SUM(sales), 0)::bigint AS sales,
                 COALESCE(SUM(earnings_minor), 0)::text AS earnings
          FROM daily_stats WHERE user_id = ${userId}`,
        payoutRepo.listForUser(userId),
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
          earnings: moneyTotal(totals.earnings),
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

// The admin history shows the payout as the payouts repository reads it, with the product title as `product`.
function toPayoutItem(p: Payout): PayoutHistoryItem {
  return {
    id: p.id,
    productId: p.productId,
    product: p.productTitle,
    amount: p.amount,
    method: p.method,
    accountType: p.accountType,
    accountLabel: p.accountLabel,
    accountName: p.accountName,
    bankName: p.bankName,
    accountNumber: p.accountNumber,
    status: p.status,
    transactionId: p.transactionId,
    rejectionReason: p.rejectionReason,
    requestedAt: p.requestedAt,
  };
}
