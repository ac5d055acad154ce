/** The email telling an affiliate about a published announcement, in their language (sent as an alert). */
import type { MailMessage } from "../../../domain/mail/mailer.ts";
import type { AnnouncementAlert } from "../../../domain/alerts/alert_item.ts";
import { renderEmail } from "./render_email.ts";

/**
 * The title and the text (paragraphs split at blank lines; plain text, escaped by the layout), then the alert
 * footer's lines (settings, unsubscribe) and the one-click unsubscribe headers.
 */
export function announcementEmail(
  announcement: AnnouncementAlert,
  to: { email: string; name: string; language: "en" | "ur" },
  publicUrl: string,
  footer: string[],
  headers: Record<string, string>,
): MailMessage {
  const ur = to.language === "ur";
  const title = ur ? announcement.titleUr : announcement.titleEn;
  const body = ur ? announcement.bodyUr : announcement.bodyEn;
  const paragraphs = body.split(/\n\s*\n/).map((p) => p.trim()).filter(
    Boolean,
  );
  return {
    to: to.email,
    subject: ur ? `کمائی: ${title}` : `Kamai: ${title}`,
    headers,
    ...renderEmail({
      language: to.language,
      title,
      paragraphs: [
        ur ? `السلام علیکم ${to.name}،` : `Hi ${to.name},`,
        ...paragraphs,
        ...footer,
      ],
      action: {
        label: ur ? "ان باکس کھولیں" : "Open your inbox",
        url: `${publicUrl}/inbox`,
      },
    }),
  };
}
