/** The postgres.js ledger: appends to ledger_entries and reads balances as sums of its rows. */
import type { SqlClient } from "./unit_of_work.ts";
import type {
  LedgerEntryInput,
  LedgerRepository,
} from "../../domain/ledger/ledger_repository.ts";
import type {
  BalanceSummary,
  LedgerBalanceReader,
} from "../../domain/ledger/ledger_balance_reader.ts";
import {
  addMoneyTotals,
  type MoneyTotal,
  moneyTotal,
} from "../../domain/shared/money.ts";
import type { CalendarDate } from "../../domain/shared/karachi_date.ts";

/** A ledger repository on a connection or transaction; also answers balance queries. */
export function createPostgresLedgerRepository(
  sql: SqlClient,
): LedgerRepository & LedgerBalanceReader {
  return {
    async append(entry: LedgerEntryInput): Promise<boolean> {
      // ON CONFLICT keeps a replayed cause (same source and kind) from counting twice without aborting the transaction.
      const rows = await sql`
        INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
        VALUES (${entry.userId}, ${entry.productId}, ${entry.kind}, ${entry.amount}, ${entry.availableOn}::text::date,
                ${entry.sourceType}, ${entry.sourceId})
        ON CONFLICT (source_type, source_id, kind) DO NOTHING
        RETURNING id`;
      return rows.length === 1;
    },

    async appendMany(entries: LedgerEntryInput[]): Promise<number> {
      let appended = 0;
      // Seven arrays per statement rather than seven parameters per row (postgres caps a statement at 65,535);
      // ORDER BY n feeds the rows in the given order, so the balance guard sees each release before its payment.
      for (let i = 0; i < entries.length; i += 10_000) {
        const part = entries.slice(i, i + 10_000);
        const rows = await sql`
          INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
          SELECT user_id, product_id::bigint, kind, amount_minor, available_on::date, source_type, source_id
          FROM unnest(${part.map((e) => e.userId)}::bigint[], ${
          part.map((e) => e.productId === null ? null : String(e.productId))
        }::text[], ${part.map((e) => e.kind)}::text[], ${
          part.map((e) => e.amount)
        }::bigint[], ${part.map((e) => e.availableOn)}::text[], ${
          part.map((e) => e.sourceType)
        }::text[], ${part.map((e) => e.sourceId)}::bigint[])
            WITH ORDINALITY AS e(user_id, product_id, kind, amount_minor, available_on, source_type, source_id, n)
          ORDER BY n
          ON CONFLICT (source_type, source_id, kind) DO NOTHING
          RETURNING id`;
        appended += rows.length;
      }
      return appended;
    },

    async availableBalances(userIds: number[], today: CalendarDate) {
      const rows = await sql<{ user_id: number; available: string }[]>`
        SELECT user_id, COALESCE(SUM(amount_minor), 0)::text AS available
        FROM ledger_entries WHERE user_id = ANY(${userIds}::bigint[]) AND available_on <= ${today}::date
        GROUP BY user_id`;
      const balances = new Map<number, MoneyTotal>(
        userIds.map((id) => [id, moneyTotal(0)]),
      );
      for (const r of rows) {
        balances.set(Number(r.user_id), moneyTotal(r.available));
      }
      return balances;
    },

    // Sums are read as decimal text: they can exceed 2^53 minor units, which the int8-as-number parser refuses.
    async availableBalance(userId: number, today: CalendarDate) {
      const [row] = await sql`
        SELECT COALESCE(SUM(amount_minor), 0)::text AS available
        FROM ledger_entries WHERE user_id = ${userId} AND available_on <= ${today}::date`;
      return moneyTotal(row.available);
    },

    async balanceSummary(
      userId: number,
      today: CalendarDate,
    ): Promise<BalanceSummary> {
      const [totals] = await sql`
        SELECT
          COALESCE(SUM(amount_minor) FILTER (WHERE available_on <= ${today}::date), 0)::text AS available,
          COALESCE(-SUM(amount_minor) FILTER (WHERE kind IN ('payout_paid', 'payout_tax')), 0)::text
            AS total_paid,
          COALESCE(-SUM(amount_minor) FILTER (WHERE kind IN ('payout_reserved', 'payout_released')), 0)::text
            AS reserved,
          COALESCE(SUM(amount_minor) FILTER (
            WHERE kind IN ('pending_earning', 'pending_approved', 'pending_reversal')), 0)::text AS pending_approval
        FROM ledger_entries WHERE user_id = ${userId}`;
      const held = await sql`
        SELECT available_on::text AS available_on, SUM(amount_minor)::text AS amount
        FROM ledger_entries
        WHERE user_id = ${userId} AND kind IN ('earning', 'earning_reversal') AND available_on > ${today}::date
        GROUP BY available_on
        HAVING SUM(amount_minor) <> 0
        ORDER BY available_on`;
      const pending = held.map((r) => ({
        availableOn: String(r.available_on),
        amount: moneyTotal(r.amount),
      }));
      return {
        available: moneyTotal(totals.available),
        pending,
        pendingTotal: addMoneyTotals(...pending.map((p) => p.amount)),
        pendingApproval: moneyTotal(totals.pending_approval),
        totalPaid: moneyTotal(totals.total_paid),
        reserved: moneyTotal(totals.reserved),
      };
    },
  };
}
