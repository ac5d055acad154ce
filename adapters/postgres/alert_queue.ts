/** Postgres alert queue and settings (docs/alerts.md): alerts written in the change's transaction, choices per kind. */
import type {
  AlertQueue,
  AlertSettingsStore,
} from "../../domain/alerts/alert_repos.ts";
import {
  type AlertKind,
  type AlertMode,
  DEFAULT_ALERT_MODES,
} from "../../domain/alerts/alert_kinds.ts";
import { inTransaction } from "./event_outbox.ts";
import type { SqlClient } from "./unit_of_work.ts";

/**
 * The queue on a transaction (a unit of work's `alerts`): one statement writes the alerts with each person's mode,
 * skipping "off" kinds, admins and removed accounts, and adds the product's title to alerts about a product.
 */
export function createPostgresAlertQueue(sql: SqlClient): AlertQueue {
  return {
    async enqueue(alerts) {
      if (alerts.length === 0) return;
      const rows = JSON.stringify(alerts.map((a, ord) => ({
        ord,
        user_id: a.userId,
        kind: a.kind,
        default_mode: DEFAULT_ALERT_MODES[a.kind],
        payload: a.payload,
      })));
      await sql`
        INSERT INTO alert_items (user_id, kind, mode, payload)
        SELECT r.user_id, r.kind, COALESCE(s.mode, r.default_mode),
          CASE WHEN p.id IS NULL THEN r.payload
            ELSE r.payload || jsonb_build_object('productTitle', p.title) END
        FROM jsonb_to_recordset(${rows}::text::jsonb)
          AS r(ord int, user_id bigint, kind text, default_mode text, payload jsonb)
        JOIN users u ON u.id = r.user_id AND u.role = 'user' AND u.deleted_at IS NULL
        LEFT JOIN notification_settings s ON s.user_id = r.user_id AND s.kind = r.kind
        LEFT JOIN products p ON p.id = (r.payload->>'productId')::bigint
        WHERE COALESCE(s.mode, r.default_mode) <> 'off'
        ORDER BY r.ord`;
    },
  };
}

/** The settings store; a change also moves the person's waiting alerts of that kind (or drops them when off). */
export function createPostgresAlertSettingsStore(
  sql: SqlClient,
): AlertSettingsStore {
  return {
    async get(userId) {
      const rows = await sql<{ kind: AlertKind; mode: AlertMode }[]>`
        SELECT kind, mode FROM notification_settings WHERE user_id = ${userId}`;
      const stored: Partial<Record<AlertKind, AlertMode>> = {};
      for (const r of rows) {
        if (r.kind in DEFAULT_ALERT_MODES) stored[r.kind] = r.mode;
      }
      return stored;
    },
    async set(userId, changes) {
      await inTransaction(sql, async (tx) => {
        for (const [kind, mode] of Object.entries(changes)) {
          await tx`
            INSERT INTO notification_settings (user_id, kind, mode) VALUES (${userId}, ${kind}, ${mode})
            ON CONFLICT (user_id, kind) DO UPDATE SET mode = EXCLUDED.mode, updated_at = now()`;
          if (mode === "off") {
            await tx`DELETE FROM alert_items WHERE user_id = ${userId} AND kind = ${kind}`;
          } else {
            await tx`
              UPDATE alert_items SET mode = ${mode}
              WHERE user_id = ${userId} AND kind = ${kind} AND mode <> ${mode}`;
          }
        }
      });
    },
  };
}
