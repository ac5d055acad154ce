/** PageHeader: the title row of a signed-in page, with optional subtitle and actions. */
import type { ReactNode } from "react";

/** A page's h1 with optional subtitle and right-aligned actions. */
export function PageHeader(
  { title, subtitle, actions }: {
    title: string;
    subtitle?: ReactNode;
    actions?: ReactNode;
  },
) {
  return (
    <header className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}
