/** AuditLog: one recorded admin action as the audit screens read it. */
export interface AuditLog {
  id: number;
  adminId: number;
  action: string;
  details: string;
  createdAt: Date;
}

/** Filters and paging for reading the trail; dates are inclusive instants in UTC. */
export interface AuditLogFilter {
  /** Case-insensitive substring of the action, e.g. "Payout". */
  action?: string;
  from?: Date;
  to?: Date;
  /** 1-based page; with pageSize absent every matching row is returned. */
  page?: number;
  pageSize?: number;
}

/** A page of audit rows, newest first, with the total count of matching rows. */
export interface AuditLogPage {
  rows: AuditLog[];
  total: number;
}

/** AuditLogReader: the read side of the trail (the write side is AuditRepository). */
export interface AuditLogReader {
  list(filter: AuditLogFilter): Promise<AuditLogPage>;
}
