/** NoProducts: the affiliate's empty product list (dashboard and /my-links): the spec's text, what it will hold, where to get one. */
import { EmptyState } from "./EmptyState.tsx";
import { EmptyAction } from "./EmptyAction.tsx";
import { t } from "@/i18n/i18n.ts";

/** "No products assigned yet." with what the list holds and a link to the open offers. */
export function NoProducts() {
  return (
    <EmptyState title={t("aff.noProducts")} hint={t("aff.empty.productsHint")}>
      <EmptyAction to="/offers">{t("aff.empty.browseOffers")}</EmptyAction>
    </EmptyState>
  );
}
