/** AuditRepository: the append-only trail of admin actions, written in the same transaction as the change. */
export interface AuditEntryInput {
  adminId: number;
  /** A short verb phrase, e.g. "Approve Profile", "Update Commission", "Payout Paid", "Reject Payout", "Reset Password". */
  action: string;
  /** Human-readable details of what changed. */
  details: string;
}

/** The transaction-scoped port use cases call for every admin change. */
export interface AuditRepository {
  append(entry: AuditEntryInput): Promise<void>;
  /** Appends several rows in one statement, in the given order. */
  appendMany(entries: AuditEntryInput[]): Promise<void>;
}
