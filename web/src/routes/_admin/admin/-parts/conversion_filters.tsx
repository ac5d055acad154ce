/** The /admin/conversions filters: period, affiliate, offer, goal, source and status, each kept in the URL. */
import { getRouteApi, Link } from "@tanstack/react-router";
import { useState } from "react";
import { AdminPeriodFilter } from "@/components/AdminPeriodFilter.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { useAffiliateOptions } from "@/components/useAffiliateOptions.ts";
import { CONVERSION_STATES, statusLabel } from "@/lib/conversions.ts";
import type { Product } from "@/lib/tracking_api.ts";
import type { Source } from "@/lib/sources_api.ts";
import { t } from "@/i18n/i18n.ts";

const routeApi = getRouteApi("/_admin/admin/conversions");

/** An id filter as its select holds it ("" for all). */
const idText = (id: number) => id ? String(id) : "";

/** Every filter; a change goes to the URL and back to page 1. */
export function ConversionFilters(
  { products, sources }: { products: Product[]; sources: Source[] },
) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const affiliates = useAffiliateOptions(idText(search.userId));
  // The goal is typed; it reaches the URL on Enter or when the field is left, once it is a goal key (or empty).
  const [goal, setGoal] = useState(search.goal);
  const set = (patch: Partial<typeof search>) =>
    navigate({ search: (s) => ({ ...s, ...patch, page: 1 }) });
  const commitGoal = () => {
    const key = goal.trim().toLowerCase();
    if (key === search.goal) return;
    if (key === "" || /^[a-z0-9_]{1,32}$/.test(key)) set({ goal: key });
  };
  return (
    <div className="conversion-filters">
      <AdminPeriodFilter
        period={search}
        anyTime={t("conv.allTime")}
        onChange={(next) =>
          set({
            ...next,
            // The cast names the search's own type: the page must not reference the eager tree's constants.
            preset: next.preset as typeof search.preset,
          })}
      />
      <div className="filter-bar">
        <TextField
          label={t("conv.filter.findAffiliate")}
          type="search"
          value={affiliates.search}
          onChange={(e) => affiliates.setSearch(e.target.value)}
        />
        <SelectField
          label={t("conv.filter.affiliate")}
          value={idText(search.userId)}
          onChange={(e) => set({ userId: Number(e.target.value) || 0 })}
        >
          <option value="">{t("conv.filter.anyAffiliate")}</option>
          {affiliates.users.map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.name} ({u.email})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("conv.filter.offer")}
          value={idText(search.productId)}
          onChange={(e) => set({ productId: Number(e.target.value) || 0 })}
        >
          <option value="">{t("conv.filter.anyOffer")}</option>
          {products.map((p) => (
            <option key={p.id} value={String(p.id)}>{p.title}</option>
          ))}
        </SelectField>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            commitGoal();
          }}
        >
          <TextField
            label={t("conv.filter.goal")}
            hint={t("conv.filter.goalHint")}
            value={goal}
            dir="ltr"
            autoComplete="off"
            onChange={(e) => setGoal(e.target.value)}
            onBlur={commitGoal}
          />
        </form>
        <SelectField
          label={t("conv.filter.source")}
          value={idText(search.sourceId)}
          onChange={(e) => set({ sourceId: Number(e.target.value) || 0 })}
        >
          <option value="">{t("conv.filter.anySource")}</option>
          {sources.map((s) => (
            <option key={s.id} value={String(s.id)}>{s.name}</option>
          ))}
        </SelectField>
        <SelectField
          label={t("conv.filter.status")}
          value={search.status}
          onChange={(e) =>
            set({ status: e.target.value as typeof search.status })}
        >
          <option value="all">{t("conv.filter.anyStatus")}</option>
          {CONVERSION_STATES.map((s) => (
            <option key={s} value={s}>{statusLabel(s)}</option>
          ))}
        </SelectField>
      </div>
      <p className="conversion-filter-links">
        <Link
          to="/admin/conversions"
          search={{ status: "over_cap" }}
          onClick={() => setGoal("")}
        >
          {t("conv.filter.reviewQueue")}
        </Link>
        {" · "}
        <Link to="/admin/conversions" onClick={() => setGoal("")}>
          {t("conv.filter.clear")}
        </Link>
      </p>
    </div>
  );
}
