/** The batch page's header and way back, shared by the page and its loading and error views. */
import { Link } from "@tanstack/react-router";
import { type ReactNode } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { buttonClass } from "@/components/Button.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { t } from "@/i18n/i18n.ts";

/** The header and the way back, also while loading or after a failure. */
export function BatchFrame(
  { title = t("admm.batch.defaultTitle"), subtitle, children }: {
    title?: string;
    subtitle?: ReactNode;
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
          <Link
            className={buttonClass("ghost", "sm")}
            to="/admin/payouts/batches"
          >
            {t("admm.batch.allBatches")}
          </Link>
        }
      />
      {children}
    </>
  );
}
