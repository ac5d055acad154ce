/** PayoutHold: on the payout desk, why a payout is held (its affiliate is blocked, or an open risk flag holds it), and
 * the notices of holds: what "select all" skipped and what a refused batch named (docs/payout-operations.md). */
import { Link } from "@tanstack/react-router";
import type { Payout } from "@/lib/payouts.ts";
import { t } from "@/i18n/i18n.ts";
import { Badge } from "./Badge.tsx";
import { riskKindLabel } from "./RiskFlagList.tsx";
import "@/i18n/areas/admin_money.ts";

/** "Blocked" (to the affiliate's profile) or "Held: {flag kind} (#id)" (to the flag, listed above the table). */
export function PayoutHoldBadge({ payout }: { payout: Payout }) {
  const hold = payout.hold;
  if (!hold) return null;
  const id = `payout-hold-${payout.id}`;
  if (hold.reason === "blocked") {
    return (
      <Link
        to="/admin/user-profile/$id"
        params={{ id: String(payout.userId) }}
        className="payout-held"
        id={id}
      >
        <Badge variant="red">{t("admm.requests.heldBlocked")}</Badge>
      </Link>
    );
  }
  return (
    <a href={`#risk-flag-${hold.flagId}`} className="payout-held" id={id}>
      <Badge variant="red">
        {t("admm.requests.heldFlag", {
          kind: riskKindLabel(hold.flagKind),
          id: hold.flagId,
        })}
      </Badge>
    </a>
  );
}

/** How many of `payouts` "select all" skipped and why, e.g. "2 skipped: 1 blocked, 1 held by a risk flag"; null when none. */
export function skippedNotice(payouts: readonly Payout[]): string | null {
  const blocked = payouts.filter((p) => p.hold?.reason === "blocked").length;
  const flagged = payouts.filter((p) => p.hold?.reason === "risk_flag").length;
  if (blocked + flagged === 0) return null;
  const reasons = [
    blocked ? t("admm.requests.skippedBlocked", { n: blocked }) : null,
    flagged ? t("admm.requests.skippedFlagged", { n: flagged }) : null,
  ].filter((r) => r !== null);
  return t("admm.requests.skipped", {
    n: blocked + flagged,
    reasons: reasons.join(t("admm.requests.listSeparator")),
  });
}

/** The desk's own words for a PAYOUT_HELD refusal (the body's `held`), in the reader's language. */
export function heldRefusal(held: unknown): string {
  const ids = Array.isArray(held)
    ? held.map((h) => `#${(h as { payoutId?: unknown }).payoutId}`)
    : [];
  return t("admm.requests.heldRefused", { ids: ids.join(", ") });
}
