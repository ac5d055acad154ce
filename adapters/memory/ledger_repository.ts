/** In-memory ledger for fast use-case tests: the same append and balance semantics as the postgres adapter. */
import type {
  LedgerEntryInput,
  LedgerRepository,
} from "../../domain/ledger/ledger_repository.ts";
import type { LedgerBalanceReader } from "../../domain/ledger/ledger_balance_reader.ts";
import { summarizeLedger } from "../../domain/ledger/summarize_ledger.ts";

/** The in-memory ledger: a LedgerRepository and LedgerBalanceReader, plus its rows for assertions. */
export interface InMemoryLedger extends LedgerRepository, LedgerBalanceReader {
  /** Every appended row, oldest first (copies). */
  entries(): LedgerEntryInput[];
}

/** An in-memory ledger; pass `rows` to share storage (e.g. with an in-memory unit of work snapshot). */
export function createInMemoryLedgerRepository(
  rows: LedgerEntryInput[] = [],
): InMemoryLedger {
  const forUser = (userId: number) => rows.filter((r) => r.userId === userId);
  return {
    append(entry) {
      const clash = rows.some((r) =>
        r.sourceType === entry.sourceType && r.sourceId === entry.sourceId &&
        r.kind === entry.kind
      );
      if (clash) return Promise.resolve(false);
      rows.push({ ...entry });
      return Promise.resolve(true);
    },
    availableBalance(userId, today) {
      return Promise.resolve(summarizeLedger(forUser(userId), today).available);
    },
    balanceSummary(userId, today) {
      return Promise.resolve(summarizeLedger(forUser(userId), today));
    },
    entries: () => rows.map((r) => ({ ...r })),
  };
}
