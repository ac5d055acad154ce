/** Risk flags: a signal on an affiliate, with its evidence, that may hold their payouts until an admin clears it. */

/** The signals Kamai raises (docs/risk.md). */
export const RISK_KINDS = [
  "shared_identity",
  "account_change",
  "click_burst",
  "conversion_pattern",
  "self_dealing",
] as const;
/** One of the signals. */
export type RiskKind = typeof RISK_KINDS[number];

/** How serious: a high flag always holds payouts; a medium one only when the setting says any open flag holds. */
export type RiskSeverity = "high" | "medium";

/** Open until an admin clears it (checked, fine) or dismisses it (a false signal). */
export const RISK_STATUSES = ["open", "cleared", "dismissed"] as const;
/** A flag's status. */
export type RiskStatus = typeof RISK_STATUSES[number];

/** Evidence is a small JSON object saying what was seen (accounts, counts, ids). */
export type RiskEvidence = Record<
  string,
  string | number | boolean | null | number[] | string[]
>;

/** A flag to raise; the evidence key makes two raises of the same thing one open flag. */
export interface NewRiskFlag {
  userId: number;
  kind: RiskKind;
  severity: RiskSeverity;
  evidenceKey: string;
  evidence: RiskEvidence;
}

/** A stored flag. */
export interface RiskFlag {
  id: number;
  userId: number;
  userEmail: string;
  userName: string;
  /** The names of the people the evidence lists (`users`), by id as text; an id no longer found is left out. */
  evidenceUserNames: Record<string, string>;
  kind: RiskKind;
  severity: RiskSeverity;
  evidence: RiskEvidence;
  status: RiskStatus;
  createdAt: Date;
  clearedBy: number | null;
  clearedAt: Date | null;
  note: string | null;
}

/** The risk settings (kept in the settings row). */
export interface RiskSettings {
  /** A link receiving more hits than this from one visitor key or network prefix in an hour is a click burst. */
  clickBurst: number;
  /** Refunds and reversals above this share of sales (basis points) is a conversion pattern out of line. */
  refundRateBp: number;
  /** When on, any open flag holds payouts, not only high ones. */
  anyFlagHolds: boolean;
}

/** Whether `flag` (open) holds its affiliate's payouts under `settings`. */
export function holdsPayouts(
  flag: { severity: RiskSeverity; status: RiskStatus },
  settings: Pick<RiskSettings, "anyFlagHolds">,
): boolean {
  return flag.status === "open" &&
    (flag.severity === "high" || settings.anyFlagHolds);
}

/** What each kind is called on screens and in mail. */
export const RISK_KIND_LABELS: Record<RiskKind, string> = {
  shared_identity: "Shared IBAN, wallet or CNIC",
  account_change: "Payout account changed before a request",
  click_burst: "Click burst",
  conversion_pattern: "Conversion pattern out of line",
  self_dealing: "Self-dealing",
};

/** The messages of the risk rules (shared with the risk screens). */
export const RISK_MESSAGES = {
  held:
    "This payout is held by an open risk flag on the affiliate. Clear the flag (with a note) or reject the payout.",
  note: "Write a note of 1 to 1000 characters saying why.",
  notFound: "Risk flag not found.",
  notOpen: "This flag is no longer open.",
} as const;

/** True for one of the kinds. */
export function isRiskKind(value: unknown): value is RiskKind {
  return typeof value === "string" &&
    (RISK_KINDS as readonly string[]).includes(value);
}
