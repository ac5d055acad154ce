/** AdminInviteNotifier by email: the set-password link of an invited admin through the Mailer port. */
import type { Mailer } from "../../domain/mail/mailer.ts";
import type { AdminInviteNotifier } from "../../domain/users/admin_accounts.ts";
import { adminInvitationEmail } from "./templates/auth_emails.ts";

/** A notifier that hands the rendered invitation to `mailer`. */
export function createMailAdminInviteNotifier(
  mailer: Mailer,
): AdminInviteNotifier {
  return {
    adminInvitation: (notice) => mailer.send(adminInvitationEmail(notice)),
  };
}
