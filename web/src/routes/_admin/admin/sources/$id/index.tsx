/** /admin/sources/{id}: one source's deliveries, newest first, filtered by outcome in the URL, with manual attribution. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { AffiliateProductPickers } from "@/components/AffiliateProductPickers.tsx";
import { useAffiliateOptions } from "@/components/useAffiliateOptions.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { SelectField } from "@/components/Field.tsx";
import { Modal } from "@/components/Modal.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { OUTCOMES, outcomeVariant } from "@/components/outcome_badge.ts";
import { messageOf } from "@/lib/api.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { pageCountOf } from "@/lib/paged_list.ts";
import { enumParam, pageParam, searchSchema } from "@/lib/list_search.ts";
import { kindText } from "@/components/source_kind_text.ts";
import { outcomeText, reasonText } from "@/components/outcome_text.ts";
import {
  attributeEvent,
  fetchSource,
  fetchSourceEvents,
  loadFailureMessage,
  type SourceEvent,
} from "@/lib/sources_api.ts";
import { fetchProducts } from "@/lib/tracking_api.ts";
import type { ProductJson as Product } from "@wire/products.ts";
import type { SourceEventOutcome } from "@wire/sources.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

const EVENT_OUTCOMES = OUTCOMES.filter((o) =>
  o !== "error"
) as SourceEventOutcome[];

// The outcome filter ("" for all) and the 1-based page live in the URL; anything broken falls back.
const eventsSearch = searchSchema({
  outcome: enumParam(["", ...EVENT_OUTCOMES], ""),
  page: pageParam,
});

export const Route = createFileRoute("/_admin/admin/sources/$id/")({
  validateSearch: eventsSearch,
  // The area's texts (English, and Urdu for an Urdu reader) before the page renders; a bare import of
  // areas/admin_catalog.ts here would stay in the eager route tree that every first load fetches.
  beforeLoad: () => readyArea("admin_catalog"),
  search: { middlewares: [stripSearchParams({ outcome: "", page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps }) => {
    const id = Number(params.id);
    const [source, events, products] = await Promise.all([
      fetchSource(id),
      fetchSourceEvents(id, deps.page - 1, deps.outcome),
      // For the Attribute dialog; a failed catalog only leaves its product picker empty.
      fetchProducts().catch(() => [] as Product[]),
    ]);
    return { source, events, products };
  },
  pendingComponent: () => (
    <EventsFrame>
      <Loading text={t("admc.events.loading")} />
    </EventsFrame>
  ),
  errorComponent: ({ error }) => (
    <EventsFrame>
      <Alert tone="error">
        {loadFailureMessage(error, t("admc.events.loadFailed"))}
      </Alert>
    </EventsFrame>
  ),
  component: SourceEventsPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_admin/admin/sources/$id/");

/** The header and the way back, also while loading or after a failure. */
function EventsFrame(
  { title = t("admc.events.title"), subtitle, children }: {
    title?: string;
    subtitle?: string;
    children: ReactNode;
  },
) {
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link className={buttonClass("ghost", "sm")} to="/admin/sources">
            {t("admc.allSources")}
          </Link>
        }
      />
      {children}
    </>
  );
}

function SourceEventsPage() {
  const { source, events, products } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [attributing, setAttributing] = useState<SourceEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: DataColumn<SourceEvent>[] = [
    {
      id: "receivedAt",
      accessorKey: "receivedAt",
      header: t("admc.events.received"),
      cell: (i) => formatDateTime(i.getValue() as string),
      enableSorting: false,
    },
    {
      id: "kind",
      accessorKey: "kind",
      header: t("admc.events.kind"),
      cell: (i) => (
        <span className="source-event-kind ltr">{i.getValue() as string}</span>
      ),
      enableSorting: false,
    },
    {
      id: "orderId",
      accessorKey: "orderId",
      header: t("admc.events.order"),
      cell: (i) => (
        <span className="break-all ltr">{(i.getValue() as string) ?? "-"}</span>
      ),
      enableSorting: false,
    },
    {
      id: "outcome",
      accessorKey: "outcome",
      header: t("admc.outcome"),
      cell: (i) => (
        <Badge variant={outcomeVariant(i.getValue() as string)}>
          {outcomeText(i.getValue() as string)}
        </Badge>
      ),
      enableSorting: false,
    },
    {
      id: "who",
      header: t("admc.events.who"),
      cell: ({ row }) => {
        const e = row.original;
        if (e.userId === null) return "-";
        return `${e.user ?? t("admc.userNumber", { id: e.userId })} · ${
          e.product ?? t("admc.productNumber", { id: String(e.productId) })
        }`;
      },
      enableSorting: false,
    },
    {
      id: "reason",
      accessorKey: "reason",
      header: t("admc.reason"),
      cell: (i) => {
        const reason = i.getValue() as string | null;
        return reason === null ? "-" : reasonText(reason);
      },
      enableSorting: false,
    },
    {
      id: "actions",
      header: t("admc.actions"),
      cell: ({ row }) =>
        row.original.outcome === "unattributed" && row.original.userId === null
          ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => setAttributing(row.original)}
            >
              {t("admc.events.attribute")}
            </Button>
          )
          : null,
      enableSorting: false,
    },
  ];

  // The Actions column only where a row can be attributed, so it takes no width otherwise.
  const attributable = events.rows.some((e) =>
    e.outcome === "unattributed" && e.userId === null
  );
  const shown = attributable
    ? columns
    : columns.filter((c) => c.id !== "actions");

  return (
    <EventsFrame
      title={t("admc.events.pageTitle", { name: source.name })}
      subtitle={t("admc.events.subtitle", { kind: kindText(source.kind) })}
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="filter-bar">
        <SelectField
          label={t("admc.outcome")}
          value={search.outcome}
          onChange={(e) =>
            navigate({
              search: {
                outcome: e.target.value as SourceEventOutcome | "",
                page: 1,
              },
            })}
        >
          <option value="">{t("admc.events.all")}</option>
          {EVENT_OUTCOMES.map((o) => (
            <option key={o} value={o}>{outcomeText(o)}</option>
          ))}
        </SelectField>
        {source.kind !== "api" && (
          // The built-in api source takes no import (docs/sources.md, CSV import).
          <Link
            className={buttonClass("secondary")}
            to="/admin/sources/$id/import"
            params={{ id: String(source.id) }}
          >
            {t("admc.importCsv")}
          </Link>
        )}
      </div>
      <div className="source-events">
        <DataTable
          columns={shown}
          data={events.rows}
          emptyText={search.outcome
            ? t("admc.events.noneOf", { outcome: outcomeText(search.outcome) })
            : t("admc.events.none")}
          caption={t("admc.events.caption", { name: source.name })}
          stackOnPhones
          server={{
            pageIndex: events.pageIndex,
            pageCount: pageCountOf(events.total),
            onPageChange: (index) =>
              navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
          }}
        />
      </div>
      {attributing && (
        <AttributeDialog
          sourceId={source.id}
          event={attributing}
          products={products}
          onClose={() => setAttributing(null)}
          onDone={(text) => {
            setAttributing(null);
            setNotice(text);
          }}
        />
      )}
    </EventsFrame>
  );
}

/** Picks the affiliate and product an unattributed sale belongs to, and records it (once). */
function AttributeDialog(
  { sourceId, event, products, onClose, onDone }: {
    sourceId: number;
    event: SourceEvent;
    products: Product[];
    onClose: () => void;
    onDone: (message: string) => void;
  },
) {
  const router = useRouter();
  const [userId, setUserId] = useState("");
  const [productId, setProductId] = useState("");
  const affiliates = useAffiliateOptions(userId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!userId || !productId) {
      setError(t("admc.events.pick"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await attributeEvent(sourceId, event.id, {
        userId: Number(userId),
        productId: Number(productId),
      });
      // With sync, the row shows attributed when the dialog closes with its notice.
      await router.invalidate({ sync: true });
      onDone(t("admc.events.attributed", { order: event.orderId ?? event.id }));
    } catch (failure) {
      setError(messageOf(failure, t("admc.events.attributeFailed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t("admc.events.dialogTitle", { order: event.orderId ?? "" })}
      onClose={onClose}
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={t("admc.events.dialogLabel")}
      >
        <p className="field-hint">{t("admc.events.dialogHint")}</p>
        {affiliates.failed && <Alert>{t("admc.events.affiliatesFailed")}
        </Alert>}
        <AffiliateProductPickers
          affiliates={affiliates}
          products={products}
          userId={userId}
          productId={productId}
          onUser={setUserId}
          onProduct={setProductId}
          missingErrorId={error ? "attribute-error" : undefined}
        />
        {error && (
          <p id="attribute-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t("app.cancel")}
          </Button>
          <Button type="submit" busy={busy}>
            {t("admc.events.attribute")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
