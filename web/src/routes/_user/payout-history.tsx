/** /payout-history : the affiliate's payout history with status badges and invoices. */
import { createFileRoute, getRouteApi, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { buttonClass } from "@/components/Button.tsx";
import { EmptyAction } from "@/components/EmptyAction.tsx";
import { PayoutHistoryTable } from "@/components/PayoutHistoryTable.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { fetchMyPayouts } from "@/lib/payouts.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_user/payout-history")({
  loader: fetchMyPayouts,
  pendingComponent: () => (
    <HistoryFrame>
      <Loading />
    </HistoryFrame>
  ),
  // docs/product.md §8: the alert, and the list emptied.
  errorComponent: () => (
    <HistoryFrame error={t("aff.history.loadFailed")}>
      <PayoutHistoryTable payouts={[]} />
    </HistoryFrame>
  ),
  component: Page,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_user/payout-history");

/** The header and card of the page, also while the history loads or failed. */
function HistoryFrame(
  { error, children }: { error?: string; children: ReactNode },
) {
  usePageTitle(t("aff.history.title"));
  return (
    <>
      <PageHeader
        title={t("aff.history.title")}
        actions={
          <Link className={buttonClass("primary")} to="/payout">
            {t("aff.history.request")}
          </Link>
        }
      />
      {error && <Alert>{error}</Alert>}
      <Card>{children}</Card>
    </>
  );
}

function Page() {
  return (
    <HistoryFrame>
      <PayoutHistoryTable
        payouts={routeApi.useLoaderData()}
        emptyAction={
          <EmptyAction to="/payout">{t("aff.empty.requestPayout")}</EmptyAction>
        }
      />
    </HistoryFrame>
  );
}
