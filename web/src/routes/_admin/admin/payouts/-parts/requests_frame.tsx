/** The payout requests page's frame: title, header, alerts and card (also while loading or failed). */
import { type ReactNode } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { t } from "@/i18n/i18n.ts";

/** The title, header and card of the page, also while the list loads or failed. */
export function RequestsFrame(
  { error, notice, children }: {
    error?: string | null;
    notice?: string | null;
    children: ReactNode;
  },
) {
  usePageTitle(t("admm.requests.title"));
  return (
    <>
      <PageHeader
        title={t("admm.requests.title")}
        subtitle={t("admm.requests.subtitle")}
      />
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card>{children}</Card>
    </>
  );
}
