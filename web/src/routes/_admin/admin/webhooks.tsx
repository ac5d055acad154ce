/**
 * /admin/webhooks: the operator's webhooks (docs/webhooks.md): add one with its events, see its secret once, switch it
 * on or off, send a test, rotate the secret, delete it, and read its delivery log (the webhook in the URL) with replay.
 */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import { patternParam, searchSchema } from "@/lib/list_search.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { messageOf } from "@/lib/api.ts";
import { fetchDeliveries, fetchReceivers } from "@/lib/webhooks_api.ts";
import { ReceiversPanel } from "@/components/ReceiversPanel.tsx";
import { readyArea, t } from "@/i18n/i18n.ts";

const BASE = "/api/admin/webhooks";
// Plain list (not the domain's): the page names the events an operator may choose (docs/webhooks.md).
const EVENTS = [
  "conversion.created",
  "conversion.approved",
  "conversion.reversed",
  "payout.requested",
  "payout.paid",
  "payout.failed",
  "payout.rejected",
  "affiliate.registered",
  "affiliate.approved",
  "risk.flag_raised",
] as const;

export const Route = createFileRoute("/_admin/admin/webhooks")({
  validateSearch: searchSchema({ log: patternParam(/^\d{1,15}$/, "") }),
  search: { middlewares: [stripSearchParams({ log: "" })] },
  beforeLoad: () => readyArea("admin_catalog"),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [hooks, log] = await Promise.all([
      fetchReceivers(BASE),
      deps.log ? fetchDeliveries(BASE, Number(deps.log)) : null,
    ]);
    return { hooks, log };
  },
  pendingComponent: () => (
    <HooksFrame>
      <Loading text={t("admc.hooks.loading")} />
    </HooksFrame>
  ),
  errorComponent: ({ error }) => (
    <HooksFrame>
      <Alert tone="error">{messageOf(error, t("admc.hooks.loadFailed"))}</Alert>
    </HooksFrame>
  ),
  component: WebhooksPage,
});

// Read through getRouteApi, not Route, so the page chunk does not import the route file (docs/web.md).
const route = getRouteApi("/_admin/admin/webhooks");

function HooksFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admc.hooks.title"));
  return (
    <>
      <PageHeader
        title={t("admc.hooks.title")}
        subtitle={t("admc.hooks.subtitle")}
      />
      {children}
    </>
  );
}

function WebhooksPage() {
  const { hooks, log } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <HooksFrame>
      <ReceiversPanel
        base={BASE}
        events={EVENTS}
        withMethod={false}
        text={(key, vars) =>
          key === "delete"
            ? t("admc.delete")
            // Webhooks get every product's events: the product choice is the postbacks' and never shown here.
            : key === "product" || key === "allProducts"
            ? t("admc.product")
            : t(`admc.hooks.${key}`, vars)}
        hooks={hooks}
        log={log}
        logId={search.log}
        setLogId={(id) => navigate({ search: { log: id } })}
      />
    </HooksFrame>
  );
}
