/** Alert settings wire shapes (docs/alerts.md): every kind's mode, "instant", "digest" or "off". */
import { z } from "zod";
import { ALERT_MODES } from "../domain/alerts/alert_kinds.ts";

/** One kind's mode. */
export const alertMode = z.enum(ALERT_MODES).meta({
  description:
    '"instant" (an email at once, at most one per kind in 10 minutes), "digest" (the 09:00 Asia/Karachi daily email) or "off"',
});

const kinds = {
  conversionPending: alertMode,
  conversionApproved: alertMode,
  conversionReversed: alertMode,
  capReached: alertMode,
  applicationDecided: alertMode,
  payoutPaid: alertMode,
  payoutFailed: alertMode,
  announcements: alertMode,
};

/** GET/PUT /api/user/notification-settings answer: every kind's mode now. */
export const notificationSettings = z.object(kinds).meta({
  id: "NotificationSettings",
});
/** Every kind's mode. */
export type NotificationSettingsJson = z.infer<typeof notificationSettings>;

/** PUT body: the kinds to change (others keep their mode); an unknown kind is refused. */
export const notificationSettingsBody = z.object(kinds).partial().strict()
  .meta({ id: "NotificationSettingsChange" });

/** /api/unsubscribe query: the signed token of an alert email. */
export const unsubscribeQuery = z.object({
  token: z.string().min(1).max(200).meta({
    description: "The token of the email's List-Unsubscribe link",
  }),
});

/** POST /api/unsubscribe answer (JSON unless the caller asked for HTML). */
export const unsubscribed = z.object({
  message: z.string(),
  kinds: z.array(z.string()).meta({ description: "The kinds turned off" }),
}).meta({ id: "Unsubscribed" });
/** The unsubscribe answer. */
export type UnsubscribedJson = z.infer<typeof unsubscribed>;
