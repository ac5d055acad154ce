/**
 * /admin/conversions: every conversion, filtered in the URL (affiliate, offer, goal, source, status, period) and
 * paged on the server, with revenue; `?status=over_cap` is the cap review queue, decided one by one or in bulk.
 */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { adminRangeOf } from "@/components/AdminPeriodFilter.tsx";
import {
  type AdminOfferConversionJson,
  conversionsCsvName,
  decideConversions,
  type DecisionResult,
  fetchConversions,
  fetchConversionsCsv,
} from "@/lib/conversions.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { messageOf } from "@/lib/api.ts";
import {
  dateParam,
  enumParam,
  idParam,
  pageParam,
  pageSizeParam,
  patternParam,
  searchSchema,
} from "@/lib/list_search.ts";
import { PAGE_SIZE, pageCountOf } from "@/lib/paged_list.ts";
import { fetchProducts, type Product } from "@/lib/tracking_api.ts";
import { fetchSources, type Source } from "@/lib/sources_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { ConversionFilters } from "./-parts/conversion_filters.tsx";
import { PRESETS, STATUSES } from "./-parts/admin_conversion_search.ts";
import { adminConversionColumns } from "./-parts/admin_conversion_columns.tsx";
import { DecisionNotice, ReviewToolbar } from "./-parts/review_toolbar.tsx";

export const Route = createFileRoute("/_admin/admin/conversions")({
  validateSearch: searchSchema({
    preset: enumParam(PRESETS, "all"),
    startDate: dateParam,
    endDate: dateParam,
    userId: idParam,
    productId: idParam,
    goal: patternParam(/^[a-z0-9_]{1,32}$/, ""),
    sourceId: idParam,
    status: enumParam(STATUSES, "all"),
    page: pageParam,
    pageSize: pageSizeParam,
  }),
  search: {
    // Clean URLs: a filter at its default is left out (?status=over_cap is the review queue's whole address).
    middlewares: [
      stripSearchParams({
        preset: "all",
        startDate: "",
        endDate: "",
        userId: 0,
        productId: 0,
        goal: "",
        sourceId: 0,
        status: "all",
        page: 1,
        pageSize: PAGE_SIZE,
      }),
    ],
  },
  beforeLoad: () => readyArea("conversions"),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const range = deps.preset === "all"
      ? undefined
      : adminRangeOf(deps.preset, deps.startDate, deps.endDate);
    // The pickers' lists: a failure leaves their select with "All" only, and the list still shows.
    const products = fetchProducts().catch(() => [] as Product[]);
    const sources = fetchSources().catch(() => [] as Source[]);
    const filters = {
      from: range?.startDate,
      to: range?.endDate,
      userId: deps.userId || undefined,
      productId: deps.productId || undefined,
      goal: deps.goal,
      sourceId: deps.sourceId || undefined,
      status: deps.status === "all" ? "" : deps.status,
    };
    const list = range === null
      ? { items: [], total: 0, page: 1, pageSize: deps.pageSize }
      : await fetchConversions<AdminOfferConversionJson>(
        "/api/admin/conversions",
        { ...filters, page: deps.page, pageSize: deps.pageSize },
      );
    return {
      ...list,
      filters,
      products: await products,
      sources: await sources,
    };
  },
  pendingComponent: () => (
    <AdminConversionsFrame>
      <Loading />
    </AdminConversionsFrame>
  ),
  errorComponent: ({ error }) => (
    <AdminConversionsFrame
      filters={<ConversionFilters products={[]} sources={[]} />}
    >
      <Alert>{messageOf(error, t("conv.loadFailed"))}</Alert>
    </AdminConversionsFrame>
  ),
  component: AdminConversionsPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file.
const routeApi = getRouteApi("/_admin/admin/conversions");

/** The title and header, also while the list loads or failed. */
function AdminConversionsFrame(
  { actions, children, filters }: {
    actions?: ReactNode;
    children: ReactNode;
    filters?: ReactNode;
  },
) {
  usePageTitle(t("conv.adminTitle"));
  return (
    <>
      <PageHeader
        title={t("conv.adminTitle")}
        subtitle={t("conv.adminSubtitle")}
        actions={actions}
      />
      {filters}
      {children}
    </>
  );
}

/** The list with its filters, the review toolbar, and the CSV of every row the filters match. */
function AdminConversionsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const router = useRouter();
  const dialogs = useDialogs();
  const list = routeApi.useLoaderData();
  const { busy, running, error, setError, run } = useAction<
    number | "bulk" | "csv"
  >();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<
    { decision: "approve" | "reject"; answer: DecisionResult } | null
  >(null);
  // Only conversions still over a cap on this page can be chosen; a row decided since leaves the selection.
  const reviewable = list.items.filter((r) => r.status === "over_cap");
  const chosen = reviewable.filter((r) => selected.has(r.id)).map((r) => r.id);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Asks, then sends one decision for `ids`; the list and the nav load again before the outcome shows. */
  const decide = async (
    ids: number[],
    decision: "approve" | "reject",
    key: number | "bulk",
  ) => {
    if (ids.length === 0) return;
    let reason: string | undefined;
    if (decision === "approve") {
      const ok = await dialogs.confirm(
        ids.length === 1
          ? t("conv.review.approveOne", { id: ids[0] })
          : t("conv.review.approveMany", { count: ids.length }),
      );
      if (!ok) return;
    } else {
      const entered = await dialogs.prompt(
        t("conv.review.rejectReason", { count: ids.length }),
      );
      if (entered === null) return;
      reason = entered.trim();
      if (!reason) {
        setError(t("conv.review.reasonRequired"));
        return;
      }
    }
    setResult(null);
    await run(
      async () => {
        const answer = await decideConversions({ ids, decision, reason });
        setSelected(new Set());
        await router.invalidate({ sync: true });
        setResult({ decision, answer });
      },
      t("conv.review.failed"),
      key,
    );
  };

  const download = () =>
    run(
      async () => {
        downloadCsv(
          conversionsCsvName(list.filters.from, list.filters.to),
          await fetchConversionsCsv("/api/admin/conversions", list.filters),
        );
      },
      t("conv.csvFailed"),
      "csv",
    );

  const filtered = search.userId || search.productId || search.goal ||
    search.sourceId || search.status !== "all" || search.preset !== "all";
  return (
    <AdminConversionsFrame
      filters={
        <ConversionFilters products={list.products} sources={list.sources} />
      }
      actions={
        <Button
          type="button"
          variant="secondary"
          onClick={download}
          busy={running === "csv"}
          disabled={busy || list.total === 0}
        >
          {t("conv.downloadCsv")}
        </Button>
      }
    >
      {error && <Alert>{error.message}</Alert>}
      {result && <DecisionNotice {...result} />}
      {reviewable.length > 0 && (
        <ReviewToolbar
          chosen={chosen.length}
          busy={running === "bulk"}
          disabled={busy}
          onSelectPage={() => setSelected(new Set(reviewable.map((r) => r.id)))}
          onClear={() => setSelected(new Set())}
          onApprove={() => decide(chosen, "approve", "bulk")}
          onReject={() => decide(chosen, "reject", "bulk")}
        />
      )}
      <p className="conversion-total" aria-live="polite">
        {t("conv.total", { count: list.total })}
      </p>
      <DataTable
        columns={adminConversionColumns({
          selected,
          toggle,
          running: typeof running === "number" ? running : null,
          busy,
          onApprove: (r) => decide([r.id], "approve", r.id),
          onReject: (r) => decide([r.id], "reject", r.id),
        })}
        data={list.items}
        emptyText={search.status === "over_cap"
          ? t("conv.emptyReview")
          : filtered
          ? t("conv.emptyFiltered")
          : t("conv.empty")}
        caption={t("conv.adminCaption")}
        stackOnPhones
        rowProps={(r) => ({ id: `conversion-${r.id}` })}
        server={{
          pageIndex: list.page - 1,
          pageCount: pageCountOf(list.total, list.pageSize),
          onPageChange: (index) =>
            navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
        }}
      />
    </AdminConversionsFrame>
  );
}
