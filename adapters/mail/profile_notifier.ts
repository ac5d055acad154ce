/** ProfileNotifier by email: tells the affiliate that their profile was approved or rejected, through the Mailer port. */
import type { Mailer, MailMessage } from "../../domain/mail/mailer.ts";
import type { ProfileNotifier } from "../../domain/profiles/profile_repos.ts";
import type { UserLanguage } from "../../domain/auth/user_repository.ts";
import {
  profileApprovedEmail,
  profileRejectedEmail,
} from "./templates/profile_emails.ts";

/** A notifier that emails; a mail outage is logged, never undoes or fails the committed decision. */
export function createMailProfileNotifier(
  mailer: Mailer,
  publicUrl: string,
  /** The person's language for the email (users.language); English when absent or unknown. */
  languageOf: (userId: number) => Promise<UserLanguage | null> = () =>
    Promise.resolve(null),
): ProfileNotifier {
  const language = async (userId: number) => {
    try {
      return await languageOf(userId);
    } catch {
      return null;
    }
  };
  const send = async (message: MailMessage) => {
    try {
      await mailer.send(message);
    } catch (error) {
      console.error("profile decision email failed:", error);
    }
  };
  return {
    profileApproved: async ({ userId, email, name }) =>
      send(
        profileApprovedEmail({
          to: email,
          name,
          publicUrl,
          language: await language(userId),
        }),
      ),
    profileRejected: async ({ userId, email, name, reason }) =>
      send(
        profileRejectedEmail({
          to: email,
          name,
          reason,
          publicUrl,
          language: await language(userId),
        }),
      ),
  };
}
