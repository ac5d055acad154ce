/** EmptyState: what a list shows when it has nothing (docs/product.md's empty texts go in `title`). */
import type { ReactNode } from "react";

/** A centred empty-list message with an optional action. */
export function EmptyState(
  { title, children }: { title: string; children?: ReactNode },
) {
  return (
    <div className="empty-state">
      <div className="empty-state-icon" aria-hidden="true">
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 7h18M6 7v11a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />
        </svg>
      </div>
      <p className="empty-state-title">{title}</p>
      {children}
    </div>
  );
}
