/** Spinner and Loading: progress indicators announced to screen readers. */
import { t } from "@/i18n/i18n.ts";

/** A spinning ring; decorative unless given a label. */
export function Spinner(
  { size = "sm", label }: { size?: "sm" | "lg"; label?: string },
) {
  return (
    <span
      className={size === "lg" ? "spinner spinner-lg" : "spinner"}
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A centred spinner with a visible text, for sections that are loading. */
export function Loading({ text = t("app.loading") }: { text?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <Spinner size="lg" />
      <span>{text}</span>
    </div>
  );
}
