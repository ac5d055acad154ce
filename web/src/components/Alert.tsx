/** Alert: a message box; errors interrupt (role=alert), other tones are announced politely. */
import type { ReactNode } from "react";

/** Tone of an alert. */
export type AlertTone = "error" | "success" | "info" | "warning";

/** A coloured message box announced to assistive technology. */
export function Alert(
  { tone = "error", id, children }: {
    tone?: AlertTone;
    /** Lets fields point at this message with aria-describedby. */
    id?: string;
    children: ReactNode;
  },
) {
  return (
    <div
      id={id}
      className={`alert alert-${tone}`}
      role={tone === "error" ? "alert" : "status"}
      aria-live={tone === "error" ? "assertive" : "polite"}
    >
      <div className="alert-body">{children}</div>
    </div>
  );
}
