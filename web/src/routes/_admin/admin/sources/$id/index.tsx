/** /admin/sources/{id}: one source's deliveries, newest first, filtered by outcome in the URL, with manual attribution. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
} from "@tanstack/react-router";
import { useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { buttonClass } from "@/components/Button.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import { SelectField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { OUTCOMES } from "@/components/outcome_badge.ts";
import { pageCountOf } from "@/lib/paged_list.ts";
import { enumParam, pageParam, searchSchema } from "@/lib/list_search.ts";
import { kindText } from "@/components/source_kind_text.ts";
import { outcomeText } from "@/components/outcome_text.ts";
import {
  fetchSource,
  fetchSourceEvents,
  loadFailureMessage,
  type SourceEvent,
} from "@/lib/sources_api.ts";
import { fetchProducts } from "@/lib/tracking_api.ts";
import type { ProductJson as Product } from "@wire/products.ts";
import type { SourceEventOutcome } from "@wire/sources.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { EventsFrame } from "./-parts/events_frame.tsx";
import { eventColumns } from "./-parts/event_columns.tsx";
import { AttributeDialog } from "./-parts/attribute_dialog.tsx";

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

function SourceEventsPage() {
  const { source, events, products } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [attributing, setAttributing] = useState<SourceEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = eventColumns(setAttributing);

  // The Actions column only where a row can be attributed, so it takes no width otherwise.
  const attributable = events.rows.some((e) =>
    e.outcome === "unattributed" && e.userId === null
  );
  const converted = events.rows.some((e) => e.conversion);
  const shown = columns.filter((c) =>
    (attributable || c.id !== "actions") &&
    (converted || c.id !== "conversion")
  );

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
