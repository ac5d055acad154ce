/** MailerSend Mailer: sends through the MailerSend HTTP API (https://developers.mailersend.com). */
import type { Mailer } from "../../domain/mail/mailer.ts";

/** Where and as whom to send. */
export interface MailerSendOptions {
  apiKey: string;
  /** "Kamai <no-reply@example.com>" or a bare address. */
  from: string;
  fetch?: typeof fetch;
  endpoint?: string;
}

/** Splits "Name <address>" into its parts. */
export function parseSender(from: string): { email: string; name?: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  if (!match) return { email: from.trim() };
  return match[1]
    ? { email: match[2].trim(), name: match[1].replace(/^"|"$/g, "") }
    : { email: match[2].trim() };
}

/**
 * A message's extra headers as MailerSend takes them: List-Unsubscribe in its own `list_unsubscribe` field, the
 * others (List-Unsubscribe-Post) as `headers: [{ name, value }]`.
 */
export function mailerSendHeaders(
  headers: Record<string, string> | undefined,
): { list_unsubscribe?: string; headers?: { name: string; value: string }[] } {
  if (!headers) return {};
  const { "List-Unsubscribe": listUnsubscribe, ...rest } = headers;
  const others = Object.entries(rest).map(([name, value]) => ({ name, value }));
  return {
    // MailerSend takes the URL itself (it writes the header's angle brackets).
    ...(listUnsubscribe
      ? { list_unsubscribe: listUnsubscribe.replace(/^<([^<>]*)>$/, "$1") }
      : {}),
    ...(others.length > 0 ? { headers: others } : {}),
  };
}

/** A Mailer posting to MailerSend's /v1/email; throws when MailerSend refuses, so callers see the fault. */
export function createMailerSendMailer(options: MailerSendOptions): Mailer {
  const doFetch = options.fetch ?? fetch;
  const endpoint = options.endpoint ?? "https://api.mailersend.com/v1/email";
  const from = parseSender(options.from);
  return {
    send: async (m) => {
      const res = await doFetch(endpoint, {
        method: "POST",
        headers: {
          "authorization": `Bearer ${options.apiKey}`,
          "content-type": "application/json",
          "x-requested-with": "XMLHttpRequest",
        },
        body: JSON.stringify({
          from,
          to: [{ email: m.to }],
          subject: m.subject,
          text: m.text,
          html: m.html,
          ...mailerSendHeaders(m.headers),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        const detail = await res.text().catch(() => "");
        throw new Error(
          `MailerSend refused the message (${res.status}): ${
            detail.slice(0, 300)
          }`,
        );
      }
      await res.body?.cancel();
    },
  };
}
