/** /conversions: the affiliate's own conversions, paged on the server, each with its earning and why, and a CSV. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import { EmptyAction } from "@/components/EmptyAction.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { conversionColumns } from "@/components/ConversionParts.tsx";
import {
  conversionsCsvName,
  fetchConversions,
  fetchConversionsCsv,
  type OfferConversionJson,
} from "@/lib/conversions.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { messageOf } from "@/lib/api.ts";
import {
  dateParam,
  enumParam,
  pageParam,
  pageSizeParam,
  searchSchema,
} from "@/lib/list_search.ts";
import { PAGE_SIZE, pageCountOf } from "@/lib/paged_list.ts";
import { reportPresetRange } from "@/lib/periods.ts";
import { useAction } from "@/lib/use_action.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { ConversionRange } from "./-parts/conversion_range.tsx";

// The preset values of REPORT_PRESETS; written out so the eager route tree does not pull in lib/periods.ts.
const PRESETS = [
  "today",
  "yesterday",
  "last2",
  "last7",
  "last30",
  "last3m",
  "last7m",
  "last1y",
  "custom",
  "thisMonth",
  "lastMonth",
  "last6m",
  "thisYear",
] as const;

export const Route = createFileRoute("/_user/conversions")({
  // The range and the page live in the URL, so a reload or a shared link shows the same list.
  validateSearch: searchSchema({
    preset: enumParam(PRESETS, "last30"),
    startDate: dateParam,
    endDate: dateParam,
    page: pageParam,
    pageSize: pageSizeParam,
  }),
  search: {
    middlewares: [
      stripSearchParams({
        preset: "last30",
        startDate: "",
        endDate: "",
        page: 1,
        pageSize: PAGE_SIZE,
      }),
    ],
  },
  beforeLoad: () => readyArea("conversions"),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const range = rangeOf(deps.preset, deps.startDate, deps.endDate);
    if (!range) return { range, items: [], total: 0, page: 1, pageSize: 1 };
    const answer = await fetchConversions<OfferConversionJson>(
      "/api/user/conversions",
      {
        from: range.from,
        to: range.to,
        page: deps.page,
        pageSize: deps.pageSize,
      },
    );
    return { range, ...answer };
  },
  pendingComponent: () => (
    <ConversionsFrame>
      <Loading />
    </ConversionsFrame>
  ),
  errorComponent: ({ error }) => (
    <ConversionsFrame>
      <Alert>{messageOf(error, t("conv.loadFailed"))}</Alert>
    </ConversionsFrame>
  ),
  component: ConversionsPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file.
const routeApi = getRouteApi("/_user/conversions");

/** The inclusive Karachi range of a preset, or of a custom range once it is one. */
function rangeOf(
  preset: string,
  startDate: string,
  endDate: string,
): { from: string; to: string } | null {
  if (preset === "custom") {
    return startDate && endDate && endDate >= startDate
      ? { from: startDate, to: endDate }
      : null;
  }
  const range = reportPresetRange(preset);
  return range ? { from: range.startDate, to: range.endDate } : null;
}

/** The title, header and range filter, also while the list loads or failed (so another range can be picked). */
function ConversionsFrame(
  { actions, children }: { actions?: ReactNode; children: ReactNode },
) {
  usePageTitle(t("conv.title"));
  return (
    <>
      <PageHeader
        title={t("conv.title")}
        subtitle={t("conv.subtitle")}
        actions={actions}
      />
      <ConversionRange />
      {children}
    </>
  );
}

/** The list: one server page, a pager, and the CSV of the whole range. */
function ConversionsPage() {
  const navigate = routeApi.useNavigate();
  const list = routeApi.useLoaderData();
  const { busy, error, run } = useAction();
  const columns = conversionColumns<OfferConversionJson>("affiliate");
  const download = () =>
    run(async () => {
      const range = list.range;
      downloadCsv(
        conversionsCsvName(range?.from, range?.to),
        await fetchConversionsCsv("/api/user/conversions", {
          from: range?.from,
          to: range?.to,
        }),
      );
    }, t("conv.csvFailed"));
  return (
    <ConversionsFrame
      actions={
        <Button
          type="button"
          variant="secondary"
          onClick={download}
          disabled={busy || list.total === 0}
        >
          {t("conv.downloadCsv")}
        </Button>
      }
    >
      {error && <Alert>{error.message}</Alert>}
      <DataTable
        columns={[
          columns.time,
          columns.offer,
          columns.goal,
          columns.orderId,
          columns.amount,
          columns.status,
          columns.earning,
          columns.why,
        ]}
        data={list.items}
        emptyText={t("conv.empty")}
        emptyHint={t("aff.empty.conversionsHint")}
        emptyAction={
          <EmptyAction to="/my-links">{t("aff.empty.shareLinks")}</EmptyAction>
        }
        caption={t("conv.caption")}
        stackOnPhones
        rowProps={(r) => ({ id: `conversion-${r.id}` })}
        server={{
          pageIndex: list.page - 1,
          pageCount: pageCountOf(list.total, list.pageSize),
          onPageChange: (index) =>
            navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
        }}
      />
    </ConversionsFrame>
  );
}
