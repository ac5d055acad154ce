/** Stores of accepted ALTCHA signatures: a table (survives restarts, shared by instances) or memory. */
import type { Sql } from "postgres";
import type { UsedPayloadStore } from "./altcha_verifier.ts";

/** UsedPayloadStore over used_captcha_payloads; the primary key makes "first use wins" atomic. */
export function createPostgresUsedPayloadStore(sql: Sql): UsedPayloadStore {
  return {
    markUsed: async (signature, expiresAt) => {
      await sql`DELETE FROM used_captcha_payloads WHERE expires_at < now()`;
      const rows = await sql`
        INSERT INTO used_captcha_payloads (signature, expires_at) VALUES (${signature}, ${expiresAt})
        ON CONFLICT (signature) DO NOTHING RETURNING signature`;
      return rows.length === 1;
    },
  };
}

/** UsedPayloadStore in process memory, for when no database is at hand. */
export function createInMemoryUsedPayloadStore(): UsedPayloadStore {
  const used = new Map<string, number>();
  return {
    markUsed: (signature, expiresAt) => {
      const now = Date.now();
      for (const [s, exp] of used) if (exp < now) used.delete(s);
      if (used.has(signature)) return Promise.resolve(false);
      used.set(signature, expiresAt.getTime());
      return Promise.resolve(true);
    },
  };
}
