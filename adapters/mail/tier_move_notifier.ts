/** TierMoveNotifier by email: tells an affiliate the tier job moved them, in their language. */
import type { Mailer } from "../../domain/mail/mailer.ts";
import type { TierMoveNotifier } from "../../domain/offers/run_tier_job.ts";
import { tierMoveEmail } from "./templates/tier_emails.ts";

/** A notifier that emails; a mail outage is logged and never undoes the committed move. */
export function createMailTierMoveNotifier(
  mailer: Mailer,
  publicUrl: string,
): TierMoveNotifier {
  return {
    async moved(notice) {
      try {
        await mailer.send(tierMoveEmail(notice, publicUrl));
      } catch (error) {
        console.error("tier move email not sent:", error);
      }
    },
  };
}
