/**
 * EmptyState: what a list shows when it has nothing: docs/product.md's empty text as `title`, then what the list
 * will hold (`hint`) and the action that fills it (`children`), so an empty page always says where to go next.
 */
import type { ReactNode } from "react";

/** A centred empty-list message with what the list will hold and an optional action. */
export function EmptyState(
  { title, hint, children }: {
    title: string;
    hint?: ReactNode;
    children?: ReactNode;
  },
) {
  return (
    <div className="empty-state">
      <div className="empty-state-icon" aria-hidden="true">
        {/* An empty tray (not a bin: nothing was thrown away). */}
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M22 12h-6l-2 3h-4l-2-3H2" />
          <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
        </svg>
      </div>
      <p className="empty-state-title">{title}</p>
      {hint && <p className="empty-state-hint">{hint}</p>}
      {children}
    </div>
  );
}
