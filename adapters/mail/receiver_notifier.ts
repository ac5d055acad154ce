/** The email telling a webhook's or postback's owner that Kamai switched it off after three days of failures. */
import type { Mailer } from "../../domain/mail/mailer.ts";
import type { ReceiverNotifier } from "../../domain/events/deliver_due_events.ts";
import { renderEmail } from "./templates/render_email.ts";

/** Mails the owner; a failure is logged, never retried as a delivery. */
export function createMailReceiverNotifier(
  mailer: Mailer,
  publicUrl: string,
): ReceiverNotifier {
  return {
    async receiverDisabled(to, receiver) {
      const what = receiver.kind === "webhook" ? "webhook" : "postback";
      const page = receiver.kind === "webhook"
        ? "/admin/webhooks"
        : "/settings/postbacks";
      try {
        await mailer.send({
          to: to.email,
          subject: `Kamai switched off your ${what} to ${receiver.url}`,
          ...renderEmail({
            title: `Your ${what} was switched off`,
            paragraphs: [
              `Hi ${to.name},`,
              `Every delivery to ${receiver.url} has failed since ${receiver.since.toISOString()}, so Kamai switched this ${what} off and stopped retrying.`,
              `Fix the receiver, then switch the ${what} back on and replay the deliveries you need from its log.`,
            ],
            action: { label: `Open ${what}s`, url: `${publicUrl}${page}` },
          }),
        });
      } catch (error) {
        console.error("receiver switch-off email not sent:", error);
      }
    },
  };
}
