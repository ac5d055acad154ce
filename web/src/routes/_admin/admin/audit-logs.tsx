/** /admin/audit-logs: the admin trail, newest first, filterable, 10 per page, with CSV export. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
} from "@tanstack/react-router";
import {
  dateParam,
  pageParam,
  searchSchema,
  textParam,
} from "@/lib/list_search.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { type FormEvent, type ReactNode, useState } from "react";
import { api, messageOf } from "@/lib/api.ts";
import {
  fetchPage,
  LIST_FORMAT_MESSAGES,
  pageCountOf,
} from "@/lib/paged_list.ts";
import { formatDateTime, karachiToday } from "@/lib/dates.ts";
import { downloadCsv } from "@/lib/csv.ts";
import {
  actionVariant,
  auditCsv,
  type AuditLogRow,
  detailParts,
} from "@/lib/audit_logs.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { textCell } from "@/components/TextCell.tsx";
import { TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { readyArea, t } from "@/i18n/i18n.ts";
// The filters and page live in the URL, so a reload or a shared link shows the same rows.
const auditSearch = searchSchema({
  action: textParam,
  from: dateParam,
  to: dateParam,
  page: pageParam,
});

export const Route = createFileRoute("/_admin/admin/audit-logs")({
  validateSearch: auditSearch,
  beforeLoad: () => readyArea("admin_people"),
  search: {
    middlewares: [stripSearchParams({ action: "", from: "", to: "", page: 1 })],
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    fetchPage<AuditLogRow>("/api/admin/audit-logs", deps.page - 1, {
      action: deps.action,
      from: deps.from,
      to: deps.to,
    }),
  pendingComponent: () => (
    <AuditFrame>
      <Loading text={t("admp.audit.loading")} />
    </AuditFrame>
  ),
  errorComponent: ({ error }) => (
    <AuditFrame>
      <Alert tone="error">
        {error instanceof Error &&
            (LIST_FORMAT_MESSAGES as readonly string[]).includes(error.message)
          ? error.message
          : messageOf(error, t("admp.audit.loadFailed"))}
      </Alert>
    </AuditFrame>
  ),
  component: AdminAuditLogsPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file (see docs/web.md).
const routeApi = getRouteApi("/_admin/admin/audit-logs");

/** The title and header of the page, also while a page loads or failed. */
function AuditFrame(
  { actions, children }: { actions?: ReactNode; children: ReactNode },
) {
  usePageTitle(t("admp.audit.title"));
  return (
    <>
      <PageHeader
        title={t("admp.audit.title")}
        subtitle={t("admp.audit.subtitle")}
        actions={actions}
      />
      {children}
    </>
  );
}

/**
 * `text` with each short hyphenated word ("JC-7788") kept on one line: a line may part after a hyphen, which cuts an
 * id in two. Long runs (emails, URLs) may still wrap.
 */
function keepWords(text: string): ReactNode[] {
  return text.split(/(\s+)/).map((word, i) =>
    word.includes("-") && word.length <= 24
      ? <span key={i} className="keep-word">{word}</span>
      : word
  );
}

/** The log's columns (read at render: their headers follow the language). */
const columns = (): DataColumn<AuditLogRow>[] => [
  {
    id: "createdAt",
    accessorKey: "createdAt",
    header: t("admp.audit.date"),
    cell: (i) => formatDateTime(i.getValue() as string),
  },
  {
    // The admin's name, not "Admin ID 1" (the CSV keeps the spec's Admin ID column).
    id: "admin",
    accessorFn: (r) =>
      r.adminName ?? t("admp.audit.adminNumber", { id: r.adminId }),
    header: t("admp.audit.admin"),
    cell: textCell,
  },
  {
    id: "action",
    accessorKey: "action",
    header: t("admp.audit.action"),
    cell: (i) => (
      <Badge variant={actionVariant(i.getValue() as string)}>
        <bdi>{i.getValue() as string}</bdi>
      </Badge>
    ),
  },
  {
    id: "details",
    accessorKey: "details",
    header: t("admp.audit.details"),
    // Long details wrap instead of running off the table's edge. They are English as written (history is never
    // rewritten): left to right as a whole, also on an Urdu page.
    cell: ({ row }) => (
      <span className="audit-details" dir="ltr">
        {detailParts(row.original.details, row.original.userNames).map((
          part,
          n,
        ) =>
          "userId" in part
            ? (
              <Link
                key={n}
                to="/admin/user-profile/$id"
                params={{ id: String(part.userId) }}
                title={part.text}
              >
                <bdi>{part.name}</bdi>
              </Link>
            )
            : <span key={n}>{keepWords(part.text)}</span>
        )}
      </span>
    ),
    enableSorting: false,
  },
];

interface Filters {
  action: string;
  from: string;
  to: string;
}

/** The filters as query parameters (empty ones are left out). */
function filterParams(filters: Filters): Record<string, string> {
  return { action: filters.action, from: filters.from, to: filters.to };
}

/** The page: the server pages the log (10 rows a page), so a million rows never reach the browser at once. */
function AdminAuditLogsPage() {
  const logs = routeApi.useLoaderData();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const filters: Filters = {
    action: search.action,
    from: search.from,
    to: search.to,
  };
  const [draft, setDraft] = useState<Filters>(filters);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    navigate({ search: { ...draft, action: draft.action.trim(), page: 1 } });
  };

  const exportCsv = async () => {
    setNotice(null);
    if (logs.total === 0) {
      globalThis.alert(t("admp.audit.nothingToSave"));
      return;
    }
    try {
      // The export holds every row the filters match, not only the page on screen.
      const qs = new URLSearchParams(
        Object.entries(filterParams(filters)).filter(([, v]) => v.trim()),
      ).toString();
      const all = await api<AuditLogRow[]>(
        `/api/admin/audit-logs${qs ? `?${qs}` : ""}`,
      );
      downloadCsv(`audit_logs_${karachiToday()}.csv`, auditCsv(all));
    } catch {
      setNotice(t("admp.audit.csvFailed"));
    }
  };

  return (
    <AuditFrame
      actions={
        <Button variant="secondary" onClick={exportCsv}>
          {t("admp.audit.export")}
        </Button>
      }
    >
      {notice && <Alert tone="error">{notice}</Alert>}
      <Card>
        <form
          className="toolbar"
          onSubmit={apply}
          aria-label={t("admp.audit.filter")}
        >
          <TextField
            label={t("admp.audit.action")}
            placeholder={t("admp.audit.actionExample")}
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          />
          <TextField
            label={t("admp.audit.from")}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            label={t("admp.audit.to")}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <Button type="submit">{t("admp.audit.apply")}</Button>
        </form>
        <DataTable
          columns={columns()}
          data={logs.rows}
          emptyText={t("admp.audit.none")}
          emptyHint={t("admp.audit.noneHint")}
          caption={t("admp.audit.caption")}
          stackOnPhones
          server={{
            pageIndex: logs.pageIndex,
            pageCount: pageCountOf(logs.total),
            onPageChange: (index) =>
              navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
          }}
        />
      </Card>
    </AuditFrame>
  );
}
