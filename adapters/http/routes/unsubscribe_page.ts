/**
 * The small pages of one-click unsubscribe (docs/alerts.md): a GET only shows a form (mail scanners open links, so
 * nothing changes on GET); the form POSTs the same URL, as a mail client's one-click does (RFC 8058).
 */
import { escapeHtml } from "../../mail/templates/render_email.ts";

/** The page's words per language. */
const WORDS = {
  en: {
    title: "Unsubscribe",
    ask:
      "Stop these Kamai emails? You can turn them back on at any time in your notification settings.",
    button: "Unsubscribe",
    done: "You are unsubscribed. Kamai will not send these emails again.",
    settings: "Notification settings",
  },
  ur: {
    title: "ای میلز بند کریں",
    ask:
      "کمائی کی یہ ای میلز بند کر دیں؟ آپ انہیں کسی بھی وقت نوٹیفکیشن سیٹنگز میں دوبارہ چالو کر سکتے ہیں۔",
    button: "ای میلز بند کریں",
    done: "یہ ای میلز بند ہو گئی ہیں۔ کمائی یہ ای میلز دوبارہ نہیں بھیجے گی۔",
    settings: "نوٹیفکیشن سیٹنگز",
  },
} as const;

/** What the page shows: the confirmation form, or the result. */
export type UnsubscribePageState = "ask" | "done";

/** The page in `language`; `action` is the URL the form posts to (the link itself). */
export function unsubscribePage(
  state: UnsubscribePageState,
  language: "en" | "ur",
  action: string,
): string {
  const w = WORDS[language];
  const body = state === "ask"
    ? `<p>${escapeHtml(w.ask)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:10px 20px;font-size:16px;background:#0f766e;color:#fff;border:0;border-radius:6px;">${
      escapeHtml(w.button)
    }</button>
</form>`
    : `<p>${escapeHtml(w.done)}</p>`;
  return `<!doctype html>
<html lang="${language}" dir="${language === "ur" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)} · Kamai</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937;">
<main><h1>${escapeHtml(w.title)}</h1>
${body}
<p><a href="/settings/notifications">${escapeHtml(w.settings)}</a></p></main>
</body></html>`;
}
