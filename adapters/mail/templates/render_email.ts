/** The one email layout: a title, paragraphs and an optional button, as readable HTML and plain text. */

/** What an email says. */
export interface EmailContent {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line under the button, e.g. when the link expires. */
  footnote?: string;
  /** The language it is written in; Urdu mails read right to left (docs/i18n.md). English by default. */
  language?: "en" | "ur";
}

/** The layout's own words, per language. */
const LAYOUT_TEXT = {
  en: {
    brand: "Kamai",
    copyLink: "If the button does not work, copy this link into your browser:",
    footer: "Kamai · Sub-affiliate programme for Pakistan",
    signature: "— Kamai",
  },
  ur: {
    brand: "کمائی",
    copyLink: "اگر بٹن کام نہ کرے تو یہ لنک کاپی کر کے اپنے براؤزر میں کھولیں:",
    footer: "کمائی · پاکستان کا سب ایفیلیئٹ پروگرام",
    signature: "— کمائی",
  },
} as const;

/** The rendered bodies. */
export interface RenderedEmail {
  html: string;
  text: string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Renders content with the Kamai layout: inline styles, because mail clients ignore style sheets. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { title, paragraphs, action, footnote } = content;
  const language = content.language ?? "en";
  const words = LAYOUT_TEXT[language];
  const dir = language === "ur" ? "rtl" : "ltr";
  const paragraphHtml = paragraphs
    .map((p) =>
      `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;">${
        escapeHtml(p)
      }</p>`
    )
    .join("\n");
  const actionHtml = action
    ? `<p style="margin:24px 0;"><a href="${
      escapeHtml(action.url)
    }" style="display:inline-block;padding:12px 24px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;font-size:16px;">${
      escapeHtml(action.label)
    }</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280;">${words.copyLink}<br><a dir="ltr" href="${
      escapeHtml(action.url)
    }" style="color:#0f766e;word-break:break-all;">${
      escapeHtml(action.url)
    }</a></p>`
    : "";
  const footnoteHtml = footnote
    ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280;">${
      escapeHtml(footnote)
    }</p>`
    : "";
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${
    escapeHtml(title)
  }</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#f3f4f6;font-family:Inter,Segoe UI,Helvetica,Arial,'Noto Naskh Arabic',Tahoma,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0f766e;">${words.brand}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827;">${
    escapeHtml(title)
  }</h1>
${paragraphHtml}
${actionHtml}
${footnoteHtml}
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#9ca3af;">${words.footer}</p>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    title,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    words.signature,
  ].join("\n");
  return { html, text };
}
