/** /offers: the offer directory, public offers with the affiliate's own payout, searchable by words and goal type. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { fetchOffers, goalTypesOf } from "@/lib/directory_api.ts";
import { patternParam, searchSchema, textParam } from "@/lib/list_search.ts";
import { t } from "@/i18n/i18n.ts";
import { OfferCard } from "./-parts/offer_card.tsx";
import { OfferApply } from "./-parts/offer_apply.tsx";

export const Route = createFileRoute("/_user/offers")({
  // The filters live in the URL, so a reload or a shared link shows the same list.
  validateSearch: searchSchema({
    q: textParam,
    goalType: patternParam(/^[a-z0-9_]{1,32}$/, ""),
  }),
  search: { middlewares: [stripSearchParams({ q: "", goalType: "" })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const filtered = deps.q || deps.goalType;
    const [offers, all] = await Promise.all([
      fetchOffers(deps),
      filtered ? fetchOffers({ q: "", goalType: "" }) : null,
    ]);
    return { offers, goalTypes: goalTypesOf(all ?? offers) };
  },
  pendingComponent: () => (
    <OffersFrame>
      <Loading />
    </OffersFrame>
  ),
  errorComponent: () => (
    <OffersFrame>
      <Alert>{t("off.dir.loadFailed")}</Alert>
    </OffersFrame>
  ),
  component: OffersPage,
});

const route = getRouteApi("/_user/offers");

/** The title and header, also while loading or after a failure. */
function OffersFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("off.dir.title"));
  return (
    <>
      <PageHeader title={t("off.dir.title")} subtitle={t("off.dir.subtitle")} />
      {children}
    </>
  );
}

/** The search form and the offer cards. */
function OffersPage() {
  const { offers, goalTypes } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [q, setQ] = useState(search.q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate({ search: (s) => ({ ...s, q: q.trim() }) });
  };
  const filtered = search.q !== "" || search.goalType !== "";
  return (
    <OffersFrame>
      <form
        className="admin-form"
        role="search"
        aria-label={t("off.dir.searchLabel")}
        onSubmit={submit}
      >
        <div className="field">
          <label className="field-label" htmlFor="offer-search">
            {t("off.dir.search")}
          </label>
          <input
            id="offer-search"
            className="field-input"
            type="search"
            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="offer-goal">
            {t("off.dir.goalType")}
          </label>
          <select
            id="offer-goal"
            className="field-input"
            value={search.goalType}
            onChange={(e) =>
              navigate({ search: (s) => ({ ...s, goalType: e.target.value }) })}
          >
            <option value="">{t("off.dir.anyGoal")}</option>
            {goalTypes.map((key) => <option key={key} value={key}>{key}
            </option>)}
          </select>
        </div>
        <div className="admin-form-actions">
          <Button type="submit">{t("off.dir.searchButton")}</Button>
        </div>
      </form>
      {offers.length === 0
        ? (
          <EmptyState
            title={filtered ? t("off.dir.noMatch") : t("off.dir.empty")}
            hint={t("aff.empty.offersHint")}
          >
            {filtered && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setQ("");
                  navigate({ search: { q: "", goalType: "" } });
                }}
              >
                {t("aff.empty.clearSearch")}
              </Button>
            )}
          </EmptyState>
        )
        : (
          <div className="product-grid">
            {offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                actions={<OfferApply offer={offer} />}
              />
            ))}
          </div>
        )}
    </OffersFrame>
  );
}
