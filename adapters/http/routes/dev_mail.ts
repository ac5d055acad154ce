/** Development mail viewer: the outbox as JSON (/api/dev/mail) and as a page (/dev/mail). Never mounted in production. */
import { Hono } from "hono";
import type { OutboxMessage } from "../../mail/outbox_mailer.ts";
import { escapeHtml } from "../../mail/templates/render_email.ts";
import { DOCUMENT_POLICY } from "../security_headers.ts";
import { isLoopbackPeer } from "../loopback_peer.ts";

/** Escapes text and turns http(s) URLs in it into links. */
function linkify(text: string): string {
  return text.split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>`
        : escapeHtml(part)
    )
    .join("");
}

function renderMessage(m: OutboxMessage): string {
  return `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${
    escapeHtml(m.createdAt)
  } · #${m.id}</p>
<pre>${linkify(m.text)}</pre>
<details><summary>HTML version</summary><iframe sandbox title="HTML body of message ${m.id}" srcdoc="${
    escapeHtml(m.html)
  }"></iframe></details>
</article>`;
}

/** Renders the viewer page. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const body = messages.length === 0
    ? "<p>No mail yet.</p>"
    : messages.map(renderMessage).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kamai · development mail</title>
<style>
body{font-family:Inter,system-ui,sans-serif;margin:0;padding:24px;background:#f3f4f6;color:#111827}
h1{margin:0 0 16px;font-size:22px}
article{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
h2{font-size:17px;margin:0 0 4px}.meta{color:#6b7280;font-size:13px;margin:0 0 12px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;margin:0 0 8px}
a{color:#0f766e}iframe{width:100%;height:480px;border:1px solid #e5e7eb;border-radius:6px}
</style></head>
<body><h1>Development mail outbox</h1><p class="meta">Newest first. Messages are kept in the database, not sent.</p>
${body}
</body></html>`;
}

/** GET /api/dev/mail and GET /dev/mail; mount at "/" in development only. */
export function createDevMailRoutes(
  outbox: { list(): Promise<OutboxMessage[]> },
): Hono {
  const app = new Hono();
  app.get("/api/dev/mail", async (c) => {
    // Live reset links are in here: only this machine may read them (the socket's peer, never a header).
    if (!isLoopbackPeer(c)) return c.notFound();
    c.header("Cache-Control", "no-store");
    return c.json(await outbox.list());
  });
  app.get("/dev/mail", async (c) => {
    if (!isLoopbackPeer(c)) return c.notFound();
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", DOCUMENT_POLICY);
    return c.html(renderOutboxPage(await outbox.list()));
  });
  return app;
}
