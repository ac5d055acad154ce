/** FullProfile: everything an admin sees about one user on /admin/user-profile/{id}. */
import type { Money, MoneyTotal } from "../shared/money.ts";
import type { StoredProfile } from "../profiles/profile.ts";
import type { UserSummary } from "./user_summary.ts";

/** One payout request of the user, newest first in the history. */
export interface PayoutHistoryItem {
  id: number;
  productId: number | null;
  product: string | null;
  amount: Money;
  method: string;
  accountType: string | null;
  accountLabel: string | null;
  accountName: string | null;
  bankName: string | null;
  accountNumber: string | null;
  status: string;
  transactionId: string | null;
  rejectionReason: string | null;
  requestedAt: Date;
}

/** A product link assigned to the user. */
export interface AssignedLinkItem {
  id: number;
  productName: string;
  customLink: string;
  code: string;
}

/** The user's totals: all-time stats and the available balance today. */
export interface FullProfileStats {
  clicks: number;
  sales: number;
  earnings: MoneyTotal;
  balance: MoneyTotal;
}

/** The full profile of one user. */
export interface FullProfile {
  user: UserSummary;
  profile: StoredProfile | null;
  stats: FullProfileStats;
  payoutHistory: PayoutHistoryItem[];
  assignedLinks: AssignedLinkItem[];
}

/** FullProfileReader: reads the full profile; null when the user does not exist. */
export interface FullProfileReader {
  read(userId: number, today: string): Promise<FullProfile | null>;
}
