/**
 * Session visitors: the redirect's visitor key of a signed-in user's browser, recorded on GET /api/auth/me so a
 * click from that browser on the user's own link can be recognised (docs/risk.md, self-dealing). Cheap: one upsert
 * per user, browser and hour per instance, written after the answer, never waited for.
 */
import type { VisitorHasher } from "./visitor_hash.ts";
import { addressGroup } from "../../domain/shared/address_group.ts";
import type { SqlClient } from "../postgres/unit_of_work.ts";

/** Records the visitor key of a signed-in request. */
export interface SessionVisitorRecorder {
  /** Notes that `userId` is signed in from this address and agent; answers once written (or skipped). */
  note(userId: number, address: string | null, agent: string): Promise<void>;
}

const REWRITE_MS = 60 * 60 * 1000;
const MAX_REMEMBERED = 50_000;

/** A recorder writing session_visitors on `sql`, with the redirect's hasher. */
export function createSessionVisitorRecorder(
  sql: SqlClient,
  hashVisitor: VisitorHasher,
  now: () => Date,
  onError: (error: unknown) => void = (e) =>
    console.error("session visitor not recorded:", e),
): SessionVisitorRecorder {
  const written = new Map<string, number>();
  return {
    async note(userId, address, agent) {
      // The same key the redirect computes: the address group (IPv6 /64) and the user agent.
      const visitor = hashVisitor(addressGroup(address ?? "unknown"), agent);
      const key = `${userId}|${visitor}`;
      const at = now();
      const last = written.get(key);
      if (last !== undefined && at.getTime() - last < REWRITE_MS) return;
      if (written.size >= MAX_REMEMBERED) written.clear();
      written.set(key, at.getTime());
      try {
        await sql`
          INSERT INTO session_visitors (visitor_hash, user_id, last_seen_at)
          VALUES (${visitor}, ${userId}, ${at.toISOString()})
          ON CONFLICT (visitor_hash, user_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`;
      } catch (error) {
        written.delete(key);
        onError(error);
      }
    },
  };
}
