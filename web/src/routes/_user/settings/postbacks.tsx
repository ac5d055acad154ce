/**
 * /settings/postbacks: an affiliate's postbacks to their own tracker (docs/webhooks.md): up to 5, GET with macros or
 * signed POST, "Send test", and each one's delivery log (the postback in the URL) with replay.
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
import { ReceiversPanel } from "@/components/ReceiversPanel.tsx";
import { messageOf } from "@/lib/api.ts";
import { fetchDeliveries, fetchReceivers } from "@/lib/webhooks_api.ts";
import { fetchMyProducts } from "@/lib/tracking_api.ts";
import { t } from "@/i18n/i18n.ts";

const BASE = "/api/affiliate/postbacks";
// Plain list (not the domain's): the events of an affiliate's own conversions (docs/webhooks.md).
const EVENTS = [
  "conversion.pending",
  "conversion.approved",
  "conversion.reversed",
] as const;

export const Route = createFileRoute("/_user/settings/postbacks")({
  validateSearch: searchSchema({ log: patternParam(/^\d{1,15}$/, "") }),
  search: { middlewares: [stripSearchParams({ log: "" })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [hooks, log, mine] = await Promise.all([
      fetchReceivers(BASE),
      deps.log ? fetchDeliveries(BASE, Number(deps.log)) : null,
      fetchMyProducts(),
    ]);
    // A postback may be limited to one of the affiliate's own products.
    const products = mine.map((m) => ({
      id: m.product.id,
      title: m.product.title,
    }));
    return { hooks, log, products };
  },
  pendingComponent: () => (
    <PostbacksFrame>
      <Loading text={t("aff.pb.loading")} />
    </PostbacksFrame>
  ),
  errorComponent: ({ error }) => (
    <PostbacksFrame>
      <Alert tone="error">{messageOf(error, t("aff.pb.loadFailed"))}</Alert>
    </PostbacksFrame>
  ),
  component: PostbacksPage,
});

// Read through getRouteApi, not Route, so the page chunk does not import the route file (docs/web.md).
const route = getRouteApi("/_user/settings/postbacks");

function PostbacksFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.pb.title"));
  return (
    <>
      <PageHeader title={t("aff.pb.title")} subtitle={t("aff.pb.subtitle")} />
      {children}
    </>
  );
}

function PostbacksPage() {
  const { hooks, log, products } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <PostbacksFrame>
      <ReceiversPanel
        base={BASE}
        events={EVENTS}
        withMethod
        products={products}
        text={(key, vars) => t(`aff.pb.${key}`, vars)}
        hooks={hooks}
        log={log}
        logId={search.log}
        setLogId={(id) => navigate({ search: { log: id } })}
      />
    </PostbacksFrame>
  );
}
