/** Outbox Mailer: keeps mail in the mail_outbox table (development), readable at /dev/mail. */
import type { Sql } from "postgres";
import type { Mailer } from "../../domain/mail/mailer.ts";

/** One stored message as the dev viewer shows it. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's extra headers (List-Unsubscribe, …), or null. */
  headers?: Record<string, string> | null;
  createdAt: string;
}

/** A Mailer that inserts each message into mail_outbox. */
export function createOutboxMailer(sql: Sql): Mailer {
  return {
    send: async (m) => {
      await sql`
        INSERT INTO mail_outbox (to_address, subject, text_body, html_body, headers)
        VALUES (${m.to}, ${m.subject}, ${m.text}, ${m.html}, ${
        m.headers ? JSON.stringify(m.headers) : null
      }::text::jsonb)`;
    },
    sendMany: async (messages) => {
      // Arrays, not one parameter per value: a batch's thousands of notices in one statement, in order.
      for (let i = 0; i < messages.length; i += 2_000) {
        const part = messages.slice(i, i + 2_000);
        await sql`
          INSERT INTO mail_outbox (to_address, subject, text_body, html_body, headers)
          SELECT t, s, x, h, hd::jsonb FROM unnest(${
          part.map((m) => m.to)
        }::text[], ${part.map((m) => m.subject)}::text[], ${
          part.map((m) => m.text)
        }::text[], ${part.map((m) => m.html)}::text[], ${
          part.map((m) => m.headers ? JSON.stringify(m.headers) : null)
        }::text[]) AS u(t, s, x, h, hd)`;
      }
    },
  };
}

/** The newest outbox messages first (at most `limit`). */
export async function listOutbox(
  sql: Sql,
  limit = 200,
): Promise<OutboxMessage[]> {
  const rows = await sql<
    {
      id: number;
      to: string;
      subject: string;
      text: string;
      html: string;
      headers: Record<string, string> | null;
      createdAt: Date;
    }[]
  >`
    SELECT id, to_address AS "to", subject, text_body AS "text", html_body AS "html", headers,
      created_at AS "createdAt"
    FROM mail_outbox ORDER BY id DESC LIMIT ${limit}`;
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    headers: typeof r.headers === "string" ? JSON.parse(r.headers) : r.headers,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
