/** The email an affiliate receives when an announcement is published, in their language. */
import type { MailMessage } from "../../../domain/mail/mailer.ts";
import type { Announcement } from "../../../domain/announcements/announcement.ts";
import type { AnnouncementRecipient } from "../../../domain/announcements/announcement_repos.ts";
import { renderEmail } from "./render_email.ts";

/** The title and the text (paragraphs split at blank lines; plain text, escaped by the layout). */
export function announcementEmail(
  announcement: Announcement,
  to: AnnouncementRecipient,
  publicUrl: string,
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
    ...renderEmail({
      language: to.language,
      title,
      paragraphs: [
        ur ? `السلام علیکم ${to.name}،` : `Hi ${to.name},`,
        ...paragraphs,
      ],
      action: {
        label: ur ? "ان باکس کھولیں" : "Open your inbox",
        url: `${publicUrl}/inbox`,
      },
    }),
  };
}
