/** /admin/users: every user in a sortable, searchable table paged on the server, with Block/Unblock, Reset password and Profile. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { ToggleBlock, UserJson } from "@wire/users.ts";
import { api, messageOf } from "@/lib/api.ts";
import { fetchPage, PAGE_SIZE, pageCountOf } from "@/lib/paged_list.ts";
import {
  pageParam,
  pageSizeParam,
  patternParam,
  searchSchema,
  textParam,
} from "@/lib/list_search.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";
import { roleLabel } from "@/lib/people.ts";
const DEFAULT_SORT = "-createdAt";

// Search, sort and page live in the URL, so a reload, Back or a shared link shows the same table.
const usersSearch = searchSchema({
  q: textParam,
  // "name" sorts ascending, "-name" descending (the server's sort parameter).
  sort: patternParam(/^-?\w+$/, DEFAULT_SORT),
  page: pageParam,
  pageSize: pageSizeParam,
});

export const Route = createFileRoute("/_admin/admin/users")({
  validateSearch: usersSearch,
  beforeLoad: () => readyArea("admin_people"),
  search: {
    middlewares: [
      stripSearchParams({
        q: "",
        sort: DEFAULT_SORT,
        page: 1,
        pageSize: PAGE_SIZE,
      }),
    ],
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    fetchPage<UserJson>("/api/admin/users", deps.page - 1, {
      q: deps.q,
      sort: deps.sort,
    }, deps.pageSize),
  pendingComponent: () => (
    <UsersFrame>
      <Loading text={t("admp.users.loading")} />
    </UsersFrame>
  ),
  errorComponent: ({ error }) => (
    <UsersFrame>
      <Alert tone="error">{messageOf(error, t("admp.users.loadFailed"))}</Alert>
    </UsersFrame>
  ),
  component: AdminUsersPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file (see docs/web.md).
const routeApi = getRouteApi("/_admin/admin/users");

/** The header and card around the table, also while it loads or failed. */
function UsersFrame(
  { notice, toolbar, children }: {
    notice?: ReactNode;
    toolbar?: ReactNode;
    children: ReactNode;
  },
) {
  usePageTitle(t("admp.users.title"));
  return (
    <>
      <PageHeader
        title={t("admp.users.title")}
        subtitle={t("admp.users.subtitle")}
      />
      {notice}
      <Card>
        <div className="toolbar">{toolbar}</div>
        {children}
      </Card>
    </>
  );
}

const MIN_PASSWORD = 6;
// Typing pauses this long before the search goes to the server.
const SEARCH_DELAY_MS = 250;

/** The page: one server page of users; typing, sorting and paging change the URL, and the loader fetches. */
function AdminUsersPage() {
  const dialogs = useDialogs();
  const router = useRouter();
  const users = routeApi.useLoaderData();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);
  const [query, setQuery] = useState(search.q);
  const [busy, setBusy] = useState<number | null>(null);
  const sort = {
    id: search.sort.replace(/^-/, ""),
    desc: search.sort.startsWith("-"),
  };

  useEffect(() => {
    const next = query.trim();
    // Only a changed search goes back to page 1: on mount this would otherwise undo a quick "Next page".
    if (next === search.q) return;
    const timer = setTimeout(() => {
      navigate({ search: (s) => ({ ...s, q: next, page: 1 }) });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, search.q]);

  const toggleBlock = async (user: UserJson) => {
    setBusy(user.id);
    setNotice(null);
    try {
      const result = await api<ToggleBlock>(
        `/api/admin/users/${user.id}/toggle-block`,
        {
          method: "POST",
        },
      );
      // The loader fetches the page again, with the user's new status.
      await router.invalidate({ sync: true });
      setNotice({ tone: "success", text: serverText(result.message) });
    } catch (e) {
      setNotice({
        tone: "error",
        text: messageOf(e, t("admp.users.updateFailed")),
      });
    } finally {
      setBusy(null);
    }
  };

  const resetPassword = async (user: UserJson) => {
    const password = await dialogs.prompt(
      t("admp.users.newPassword", { email: user.email }),
    );
    // docs/product.md: an empty entry cancels.
    if (!password) return;
    if (password.length < MIN_PASSWORD) {
      setNotice({
        tone: "error",
        text: t("admp.users.passwordShort"),
      });
      return;
    }
    setBusy(user.id);
    setNotice(null);
    try {
      await api(`/api/admin/users/${user.id}/reset-password`, {
        method: "POST",
        body: { password },
      });
      setNotice({ tone: "success", text: t("admp.users.passwordReset") });
    } catch (e) {
      setNotice({
        tone: "error",
        text: messageOf(e, t("admp.users.resetFailed")),
      });
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<DataColumn<UserJson>[]>(() => [
    { id: "name", accessorKey: "name", header: t("admp.name") },
    { id: "email", accessorKey: "email", header: t("admp.email") },
    {
      id: "role",
      accessorKey: "role",
      header: t("admp.users.role"),
      cell: (info) => roleLabel(info.getValue() as string),
    },
    {
      id: "isVerified",
      accessorKey: "isVerified",
      header: t("admp.users.verified"),
      cell: (info) =>
        info.getValue()
          ? <Badge variant="green">{t("admp.users.yes")}</Badge>
          : <Badge variant="gray">{t("admp.users.no")}</Badge>,
    },
    {
      id: "isApproved",
      accessorKey: "isApproved",
      header: t("admp.users.status"),
      cell: (info) =>
        info.getValue()
          ? <Badge variant="green">{t("admp.approved")}</Badge>
          : <Badge variant="red">{t("admp.notApproved")}</Badge>,
    },
    {
      id: "createdAt",
      accessorKey: "createdAt",
      header: t("admp.users.joined"),
      cell: (info) => formatDateTime(info.getValue() as string),
    },
    {
      id: "actions",
      header: t("admp.actions"),
      enableSorting: false,
      cell: (info) => {
        const user = info.row.original;
        return (
          <div className="row-actions">
            <Button
              size="sm"
              variant={user.isApproved ? "danger" : "secondary"}
              busy={busy === user.id}
              onClick={() => toggleBlock(user)}
              aria-label={t(
                user.isApproved
                  ? "admp.users.blockLabel"
                  : "admp.users.unblockLabel",
                { email: user.email },
              )}
            >
              {t(user.isApproved ? "admp.users.block" : "admp.users.unblock")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy === user.id}
              onClick={() => resetPassword(user)}
              aria-label={t("admp.users.resetLabel", { email: user.email })}
            >
              {t("admp.users.resetPassword")}
            </Button>
            <Link
              to="/admin/user-profile/$id"
              params={{ id: String(user.id) }}
              className={buttonClass("ghost", "sm")}
              aria-label={t("admp.users.profileLabel", { email: user.email })}
            >
              {t("admp.users.profile")}
            </Link>
          </div>
        );
      },
    },
  ], [busy]);

  return (
    <UsersFrame
      notice={notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      toolbar={
        <TextField
          label={t("admp.users.search")}
          type="search"
          placeholder={t("admp.users.nameOrEmail")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      }
    >
      <div className="users-table">
        <DataTable
          columns={columns}
          data={users.rows}
          emptyText={t("admp.users.none")}
          caption={t("admp.users.title")}
          stackOnPhones
          server={{
            pageIndex: users.pageIndex,
            pageCount: pageCountOf(users.total, search.pageSize),
            onPageChange: (index) =>
              navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
            sort,
            onSortChange: (next) =>
              navigate({
                search: (s) => ({
                  ...s,
                  sort: `${next.desc ? "-" : ""}${next.id}`,
                  page: 1,
                }),
              }),
          }}
        />
      </div>
    </UsersFrame>
  );
}
