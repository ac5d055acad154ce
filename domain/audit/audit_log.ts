/** AuditLog: one recorded admin action as the audit screens read it. */
export interface AuditLog {
  id: number;
  adminId: number;
  /** The admin's name now (null when the account is gone). */
  adminName: string | null;
  action: string;
  details: string;
  /** Names of the people the details mention as "user #id", by id (the details stay as written). */
  userNames: Record<string, string>;
  createdAt: Date;
}

/** The user ids a details text mentions as "user #12" (any case), in order, each once. */
export function mentionedUserIds(details: string): number[] {
  const ids = [...details.matchAll(/\buser #(\d{1,15})\b/gi)].map((m) =>
    Number(m[1])
  );
  return [...new Set(ids)];
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
