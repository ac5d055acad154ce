/**
 * AnnouncementNotifier by email: one message per recipient in their language, sent together. The one place a
 * per-affiliate notification setting plugs in (docs/announcements.md "Email"): `chooseAtOnce` keeps the
 * recipients who want this kind of email at once; without it everyone in the audience is mailed.
 */
import type { Mailer } from "../../domain/mail/mailer.ts";
import type {
  AnnouncementNotifier,
  AnnouncementRecipient,
} from "../../domain/announcements/announcement_repos.ts";
import { announcementEmail } from "./templates/announcement_emails.ts";

/** Options: the mailer, the app's address and the optional settings filter. */
export interface AnnouncementMailOptions {
  mailer: Mailer;
  publicUrl: string;
  chooseAtOnce?(
    recipients: AnnouncementRecipient[],
  ): Promise<AnnouncementRecipient[]>;
}

/** A notifier that emails; a mail outage is logged and answers 0, never undoing the publish. */
export function createMailAnnouncementNotifier(
  options: AnnouncementMailOptions,
): AnnouncementNotifier {
  const { mailer, publicUrl } = options;
  return {
    async published(announcement, audience) {
      const recipients = options.chooseAtOnce
        ? await options.chooseAtOnce(audience)
        : audience;
      const messages = recipients.map((r) =>
        announcementEmail(announcement, r, publicUrl)
      );
      if (messages.length === 0) return 0;
      try {
        if (mailer.sendMany) await mailer.sendMany(messages);
        else for (const m of messages) await mailer.send(m);
        return messages.length;
      } catch (error) {
        console.error("announcement email not sent:", error);
        return 0;
      }
    },
  };
}
