/** The users table's filter chips: one per lifecycle state, each with its count, and "All" (docs/first-week.md). */
import type { LifecycleState } from "@wire/profiles.ts";
import type { UserStateCountsJson } from "@wire/users.ts";
import { Badge, type BadgeVariant } from "@/components/Badge.tsx";
import { t } from "@/i18n/i18n.ts";

/** The states in chip order. */
export const STATE_ORDER: readonly LifecycleState[] = [
  "no_profile",
  "pending",
  "approved",
  "rejected",
  "blocked",
];

/** Each state's badge colour: green approved, yellow waiting, red refused or blocked, gray nothing yet. */
const STATE_VARIANT: Record<LifecycleState, BadgeVariant> = {
  no_profile: "gray",
  pending: "yellow",
  approved: "green",
  rejected: "red",
  blocked: "red",
};

/** The one badge a person's state shows as. */
export function StateBadge({ state }: { state: LifecycleState }) {
  return (
    <Badge variant={STATE_VARIANT[state]}>{t(`admp.state.${state}`)}</Badge>
  );
}

/** "All" and a toggle chip per state; the chosen one is pressed; choosing one puts it in the URL (Back works). */
export function UserStateChips(
  { counts, current, onChoose }: {
    counts: UserStateCountsJson | null;
    current: LifecycleState | "";
    onChoose: (state: LifecycleState | "") => void;
  },
) {
  const chip = (state: LifecycleState | "", label: string, n?: number) => (
    <li key={state || "all"}>
      <button
        type="button"
        className="state-chip"
        aria-pressed={current === state}
        onClick={() =>
          onChoose(state)}
      >
        {label} {n === undefined ? null : (
          <span className="state-chip-count">
            <bdi>{n.toLocaleString("en-US")}</bdi>
          </span>
        )}
      </button>
    </li>
  );
  return (
    <div
      className="state-filter"
      role="group"
      aria-label={t("admp.state.filter")}
    >
      <ul className="state-chips">
        {chip("", t("admp.state.all"), counts?.all)}
        {STATE_ORDER.map((s) => chip(s, t(`admp.state.${s}`), counts?.[s]))}
      </ul>
    </div>
  );
}
