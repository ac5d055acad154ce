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
  createdAt: string;
}

/** A Mailer that inserts each message into mail_outbox. */
export function createOutboxMailer(sql: Sql): Mailer {
  return {
    send: async (m) => {
      await sql`
        INSERT INTO mail_outbox (to_address, subject, text_body, html_body)
        VALUES (${m.to}, ${m.subject}, ${m.text}, ${m.html})`;
    },
    sendMany: async (messages) => {
      // Arrays, not one parameter per value: a batch's thousands of notices in one statement, in order.
      for (let i = 0; i < messages.length; i += 2_000) {
        const part = messages.slice(i, i + 2_000);
        await sql`
          INSERT INTO mail_outbox (to_address, subject, text_body, html_body)
          SELECT * FROM unnest(${part.map((m) => m.to)}::text[], ${
          part.map((m) => m.subject)
        }::text[], ${part.map((m) => m.text)}::text[], ${
          part.map((m) => m.html)
        }::text[])`;
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
      createdAt: Date;
    }[]
  >`
    SELECT id, to_address AS "to", subject, text_body AS "text", html_body AS "html", created_at AS "createdAt"
    FROM mail_outbox ORDER BY id DESC LIMIT ${limit}`;
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
