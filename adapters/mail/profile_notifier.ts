/** ProfileNotifier by email: tells the affiliate that their profile was approved or rejected, through the Mailer port. */
import type { Mailer, MailMessage } from "../../domain/mail/mailer.ts";
import type { ProfileNotifier } from "../../domain/profiles/profile_notifier.ts";
import {
  profileApprovedEmail,
  profileRejectedEmail,
} from "./templates/profile_emails.ts";

/** A notifier that emails; a mail outage is logged, never undoes or fails the committed decision. */
export function createMailProfileNotifier(
  mailer: Mailer,
  publicUrl: string,
): ProfileNotifier {
  const send = async (message: MailMessage) => {
    try {
      await mailer.send(message);
    } catch (error) {
      console.error("profile decision email failed:", error);
    }
  };
  return {
    profileApproved: ({ email, name }) =>
      send(profileApprovedEmail({ to: email, name, publicUrl })),
    profileRejected: ({ email, name, reason }) =>
      send(profileRejectedEmail({ to: email, name, reason, publicUrl })),
  };
}
