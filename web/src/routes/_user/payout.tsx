/** /payout : Request Payout — balance (available, on hold by date, paid), the request form and the history. */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { PendingTerms } from "@/components/PendingTerms.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { PayoutHistoryTable } from "@/components/PayoutHistoryTable.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import { fetchBalance, fetchMyPayouts, type Payout } from "@/lib/payouts.ts";
import { displaySettings } from "@/lib/display_settings.ts";
import type { SavedAccountJson } from "@wire/payout_accounts.ts";

import { t } from "@/i18n/i18n.ts";
import { BalanceCard } from "./-parts/balance_card.tsx";
import {
  PayoutRequestForm,
  type ProductOption,
} from "./-parts/payout_request_form.tsx";
export const Route = createFileRoute("/_user/payout")({
  loader: async () => {
    // The product list is asked for apart, so a failed history still leaves the form its products.
    const products = api<ProductOption[]>("/api/products").then(
      (items) => Array.isArray(items) ? items : [],
      () => [] as ProductOption[],
    );
    // Saved accounts and the minimum are extras: without them the form still works as typed.
    const accounts = api<SavedAccountJson[]>("/api/payout-accounts").then(
      (items) => Array.isArray(items) ? items : [],
      () => [] as SavedAccountJson[],
    );
    const settings = displaySettings();
    try {
      const payouts = await fetchMyPayouts();
      return {
        payouts,
        products: await products,
        accounts: await accounts,
        settings: await settings,
        balance: await fetchBalance(payouts),
        loadError: null,
      };
    } catch (error) {
      // The page still shows the fallback balance and the form, with the failure above them.
      return {
        payouts: [] as Payout[],
        products: await products,
        accounts: await accounts,
        settings: await settings,
        balance: await fetchBalance(null),
        loadError: messageOf(error, t("aff.payout.loadFailed")),
      };
    }
  },
  pendingComponent: () => (
    <PayoutFrame>
      <Card>
        <Loading />
      </Card>
    </PayoutFrame>
  ),
  errorComponent: ({ error }) => (
    <PayoutFrame>
      <Alert>{messageOf(error, t("aff.payout.loadFailed"))}</Alert>
    </PayoutFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_user/payout");

/** The title and header, also while loading or after a failure. */
function PayoutFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.payout.title"));
  return (
    <>
      <PageHeader
        title={t("aff.payout.title")}
        subtitle={t("aff.payout.subtitle")}
      />
      <PendingTerms />
      {children}
    </>
  );
}

function Page() {
  const { payouts, products, accounts, settings, balance, loadError } = route
    .useLoaderData();
  const router = useRouter();
  return (
    <PayoutFrame>
      {loadError && <Alert>{loadError}</Alert>}
      <BalanceCard balance={balance} />
      <Card title={t("aff.payout.newRequest")}>
        <PayoutRequestForm
          products={products}
          accounts={accounts}
          settings={settings}
          balance={balance.balance}
          // With sync, the new balance and history show together with the success message.
          onDone={() => router.invalidate({ sync: true })}
        />
      </Card>
      <Card title={t("payout.historyCaption")}>
        <PayoutHistoryTable payouts={payouts} />
      </Card>
    </PayoutFrame>
  );
}
