/** /admin/products/{id}: an offer's goals, payout rules (with history) and caps (docs/offers.md). */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { Alert } from "@/components/Alert.tsx";
import { buttonClass } from "@/components/Button.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { fetchProducts } from "@/lib/tracking_api.ts";
import {
  fetchCaps,
  fetchGoals,
  fetchGroups,
  fetchRules,
} from "@/lib/offers_api.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { GoalsEditor } from "./-parts/offers/goals_editor.tsx";
import { RulesEditor } from "./-parts/offers/rules_editor.tsx";
import { CapsEditor } from "./-parts/offers/caps_editor.tsx";

export const Route = createFileRoute("/_admin/admin/products_/$id")({
  beforeLoad: () => readyArea("offers"),
  loader: async ({ params }) => {
    const id = Number(params.id);
    try {
      const [products, goals, rules, caps, groups] = await Promise.all([
        fetchProducts(),
        fetchGoals(id),
        fetchRules({ offerId: id }),
        fetchCaps(id),
        fetchGroups(),
      ]);
      const product = products.find((p) => p.id === id) ?? null;
      return { id, product, goals, rules, caps, groups, failed: false };
    } catch {
      return {
        id,
        product: null,
        goals: [],
        rules: [],
        caps: [],
        groups: [],
        failed: true,
      };
    }
  },
  pendingComponent: () => <Loading />,
  component: OfferPage,
});

const routeApi = getRouteApi("/_admin/admin/products_/$id");

/** The offer page. */
function OfferPage() {
  const router = useRouter();
  const data = routeApi.useLoaderData();
  const title = data.product
    ? t("off.offer.title", { title: data.product.title })
    : t("off.offer.notFound");
  usePageTitle(title);
  const reload = () => router.invalidate({ sync: true });
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t("off.offer.subtitle")}
        actions={
          <Link className={buttonClass("ghost", "sm")} to="/admin/products">
            {t("off.offer.back")}
          </Link>
        }
      />
      {data.failed && <Alert tone="error">{t("off.loadFailed")}</Alert>}
      {data.product && (
        <>
          <GoalsEditor
            productId={data.id}
            goals={data.goals}
            onSaved={reload}
          />
          <RulesEditor
            productId={data.id}
            goals={data.goals}
            groups={data.groups}
            rules={data.rules}
            onChanged={reload}
          />
          <CapsEditor
            productId={data.id}
            goals={data.goals}
            caps={data.caps}
            onChanged={reload}
          />
        </>
      )}
    </>
  );
}
