/** In-memory audit trail, the twin of adapters/postgres/audit_repository.ts. */
import type { AuditRepository } from "../../domain/audit/audit_repository.ts";
import type { AuditLog, AuditLogReader } from "../../domain/audit/audit_log.ts";

/** An audit repository keeping rows in an array (exposed as `entries`, oldest first). */
export function createInMemoryAuditRepository(
  now: () => Date = () => new Date(),
): AuditRepository & AuditLogReader & { entries: AuditLog[] } {
  const entries: AuditLog[] = [];
  return {
    entries,
    append(entry) {
      entries.push({ id: entries.length + 1, ...entry, createdAt: now() });
      return Promise.resolve();
    },
    list(filter) {
      const action = filter.action?.toLowerCase();
      const matching = entries
        .filter((e) =>
          (!action || e.action.toLowerCase().includes(action)) &&
          (!filter.from || e.createdAt >= filter.from) &&
          (!filter.to || e.createdAt <= filter.to)
        )
        .sort((a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id
        );
      if (filter.pageSize === undefined) {
        return Promise.resolve({ rows: matching, total: matching.length });
      }
      const start = ((filter.page ?? 1) - 1) * filter.pageSize;
      return Promise.resolve({
        rows: matching.slice(start, start + filter.pageSize),
        total: matching.length,
      });
    },
  };
}
