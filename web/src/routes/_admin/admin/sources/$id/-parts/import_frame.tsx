/** The CSV import page's header and way back (also while loading or failed). */
import { Link } from "@tanstack/react-router";
import { type ReactNode } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { buttonClass } from "@/components/Button.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { t } from "@/i18n/i18n.ts";

/** The title, the subtitle and the link back to the source (or to all sources). */
export function ImportFrame(
  { sourceId, children }: { sourceId?: number; children: ReactNode },
) {
  usePageTitle(t("admc.import.pageTitle"));
  return (
    <>
      <PageHeader
        title={t("admc.import.title")}
        subtitle={t("admc.import.subtitle")}
        actions={sourceId !== undefined
          ? (
            <Link
              className={buttonClass("ghost", "sm")}
              to="/admin/sources/$id"
              params={{ id: String(sourceId) }}
            >
              {t("admc.import.sourceEvents")}
            </Link>
          )
          : (
            <Link className={buttonClass("ghost", "sm")} to="/admin/sources">
              {t("admc.allSources")}
            </Link>
          )}
      />
      {children}
    </>
  );
}
