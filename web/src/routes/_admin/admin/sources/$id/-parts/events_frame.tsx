/** The source events page's header and way back (also while loading or failed). */
import { Link } from "@tanstack/react-router";
import { type ReactNode } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { buttonClass } from "@/components/Button.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { t } from "@/i18n/i18n.ts";

/** The header and the way back, also while loading or after a failure. */
export function EventsFrame(
  { title = t("admc.events.title"), subtitle, children }: {
    title?: string;
    subtitle?: string;
    children: ReactNode;
  },
) {
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link className={buttonClass("ghost", "sm")} to="/admin/sources">
            {t("admc.allSources")}
          </Link>
        }
      />
      {children}
    </>
  );
}
