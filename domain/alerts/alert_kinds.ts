/**
 * The kinds of alert an affiliate chooses "instant", "digest" or "off" for (docs/alerts.md): one table the settings,
 * the emails and the web read. A new kind is a row here, its email texts (adapters/mail/templates/alert_emails.ts)
 * and its labels in the web catalogues.
 */

/** How a kind reaches the affiliate: an email at once (burst-limited), in the 09:00 Karachi digest, or not at all. */
export type AlertMode = "instant" | "digest" | "off";

/** Every mode, in the order the screen offers them. */
export const ALERT_MODES = [
  "instant",
  "digest",
  "off",
] as const satisfies readonly AlertMode[];

/** Every kind, in the order the screen lists them. */
export const ALERT_KINDS = [
  "conversionPending",
  "conversionApproved",
  "conversionReversed",
  "capReached",
  "applicationDecided",
  "payoutPaid",
  "payoutFailed",
  "announcements",
] as const;

/** One kind of alert. */
export type AlertKind = typeof ALERT_KINDS[number];

/**
 * What a kind does for someone who never chose: money that moved (approved, reversed, paid, failed), a cap reached,
 * a decision and the program's announcements at once; sales still waiting for the store's approval in the digest,
 * since they come in bursts and decide nothing yet.
 */
export const DEFAULT_ALERT_MODES: Readonly<Record<AlertKind, AlertMode>> = {
  conversionPending: "digest",
  conversionApproved: "instant",
  conversionReversed: "instant",
  capReached: "instant",
  applicationDecided: "instant",
  payoutPaid: "instant",
  payoutFailed: "instant",
  announcements: "instant",
};

/** A person's mode for every kind. */
export type AlertSettings = Record<AlertKind, AlertMode>;

/** True for a known kind. */
export function isAlertKind(value: unknown): value is AlertKind {
  return typeof value === "string" &&
    (ALERT_KINDS as readonly string[]).includes(value);
}

/** True for a known mode. */
export function isAlertMode(value: unknown): value is AlertMode {
  return typeof value === "string" &&
    (ALERT_MODES as readonly string[]).includes(value);
}

/** The stored choices over the defaults. */
export function settingsWithDefaults(
  stored: Partial<Record<AlertKind, AlertMode>>,
): AlertSettings {
  return { ...DEFAULT_ALERT_MODES, ...stored };
}

/** At most one instant email per person and kind in this many minutes; what comes meanwhile folds into the next. */
export const ALERT_WINDOW_MINUTES = 10;

/**
 * The kinds that come in bursts (a store's sales, a cap hit by many sales) and so wait for the window. The others
 * follow a person's decision (a payout paid or failed, an application decided, an announcement): each goes out at
 * once, what waits at that moment folded into one email, so a payout's email is never held back by an earlier one.
 */
export const WINDOWED_KINDS: readonly AlertKind[] = [
  "conversionPending",
  "conversionApproved",
  "conversionReversed",
  "capReached",
];

/** The Karachi hour (0–23) from which the day's digests go out. */
export const DIGEST_HOUR = 9;
