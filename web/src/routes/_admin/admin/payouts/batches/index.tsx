/** /admin/payouts/batches : payout batches, newest first, with their progress and file; and the file layouts. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
} from "@tanstack/react-router";
import { type ReactNode } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import { formatDollars } from "@/lib/money.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { methodLabel } from "@/lib/payouts.ts";
import { patternParam, searchSchema } from "@/lib/list_search.ts";
import type { BatchJson, FileLayoutJson } from "@wire/batches.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { LayoutsCard } from "./-parts/layouts_card.tsx";

export const Route = createFileRoute("/_admin/admin/payouts/batches/")({
  // ?created=1,2 names the batches just made, so the page can say so after a reload too.
  validateSearch: searchSchema({ created: patternParam(/^\d+(,\d+)*$/, "") }),
  search: { middlewares: [stripSearchParams({ created: "" })] },
  beforeLoad: () => readyArea("admin_money"),
  loader: async () => {
    const [batches, layouts] = await Promise.all([
      api<BatchJson[]>("/api/payouts/admin/batches"),
      api<FileLayoutJson[]>("/api/payouts/admin/layouts"),
    ]);
    return { batches, layouts };
  },
  pendingComponent: () => (
    <BatchesFrame>
      <Card>
        <Loading />
      </Card>
    </BatchesFrame>
  ),
  errorComponent: ({ error }) => (
    <BatchesFrame>
      <Alert>{messageOf(error, t("admm.batches.loadFailed"))}</Alert>
    </BatchesFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/batches/");

/** The title and header, also while the list loads or failed. */
function BatchesFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admm.batches.title"));
  return (
    <>
      <PageHeader
        title={t("admm.batches.title")}
        subtitle={t("admm.batches.subtitle")}
      />
      <p>
        <Link to="/admin/payouts/requests">
          {t("admm.batches.selectLink")}
        </Link>
      </p>
      {children}
    </>
  );
}

const columns: DataColumn<BatchJson>[] = [
  {
    id: "reference",
    get header() {
      return t("admm.batches.colBatch");
    },
    accessorFn: (b) => b.reference,
    cell: (c) => (
      <Link
        to="/admin/payouts/batches/$id"
        params={{ id: String(c.row.original.id) }}
      >
        {c.row.original.reference}
      </Link>
    ),
  },
  {
    id: "rail",
    get header() {
      return t("admm.batches.colRail");
    },
    accessorFn: (b) => methodLabel(b.rail),
  },
  {
    id: "created",
    get header() {
      return t("admm.batches.colCreated");
    },
    accessorFn: (b) => b.createdAt ?? "",
    cell: (c) => (
      <span>
        {formatDateTime(c.row.original.createdAt ?? null)}
        <span className="payout-user-email">
          {c.row.original.createdByEmail}
        </span>
      </span>
    ),
  },
  {
    id: "count",
    get header() {
      return t("admm.batches.colPayouts");
    },
    accessorFn: (b) => b.count,
  },
  {
    id: "total",
    get header() {
      return t("admm.batches.colTotal");
    },
    accessorFn: (b) => b.total,
    cell: (c) => (
      <span className="ltr">{formatDollars(c.row.original.total)}</span>
    ),
  },
  {
    id: "progress",
    get header() {
      return t("admm.batches.colProgress");
    },
    accessorFn: (b) => b.processing ?? 0,
    cell: (c) =>
      t("admm.batches.progress", {
        paid: c.row.original.paid ?? 0,
        failed: c.row.original.failed ?? 0,
        processing: c.row.original.processing ?? 0,
      }),
  },
];

function Page() {
  const { batches, layouts } = routeApi.useLoaderData();
  const { created } = routeApi.useSearch();
  const createdCount = created ? created.split(",").length : 0;

  return (
    <BatchesFrame>
      {createdCount > 0 && (
        <Alert tone="success">
          {createdCount === 1
            ? t("admm.batches.createdOne")
            : t("admm.batches.createdMany", { n: createdCount })}{" "}
          {t("admm.batches.downloadEach")}
        </Alert>
      )}
      <Card
        title={t("admm.batches.card")}
        aria-label={t("admm.batches.caption")}
      >
        <DataTable
          columns={columns}
          data={batches}
          emptyText={t("admm.batches.empty")}
          caption={t("admm.batches.caption")}
          stackOnPhones
          pageSize={Math.max(10, batches.length)}
        />
      </Card>
      <LayoutsCard layouts={layouts} />
    </BatchesFrame>
  );
}
