/** /admin/users: every user in a sortable, searchable table paged on the server, with Block/Unblock, Reset password and Profile. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type {
  ToggleBlock,
  UserJson,
  UserStateCountsJson,
} from "@wire/users.ts";
import { api, messageOf } from "@/lib/api.ts";
import { fetchPage, PAGE_SIZE, pageCountOf } from "@/lib/paged_list.ts";
import {
  enumParam,
  pageParam,
  pageSizeParam,
  patternParam,
  searchSchema,
  textParam,
} from "@/lib/list_search.ts";
import { Alert } from "@/components/Alert.tsx";
import { Card } from "@/components/Card.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import { TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";
import { useAction } from "@/lib/use_action.ts";
import { userColumns } from "./-parts/user_columns.tsx";
import { STATE_ORDER, UserStateChips } from "./-parts/user_state_chips.tsx";
import { EmptyAction } from "@/components/EmptyAction.tsx";

const DEFAULT_SORT = "-createdAt";

// Search, sort and page live in the URL, so a reload, Back or a shared link shows the same table.
const usersSearch = searchSchema({
  q: textParam,
  // One lifecycle state, or "" for everyone (docs/first-week.md).
  state: enumParam(["", ...STATE_ORDER] as const, ""),
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
        state: "",
        sort: DEFAULT_SORT,
        page: 1,
        pageSize: PAGE_SIZE,
      }),
    ],
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [page, counts] = await Promise.all([
      fetchPage<UserJson>("/api/admin/users", deps.page - 1, {
        q: deps.q,
        state: deps.state,
        sort: deps.sort,
      }, deps.pageSize),
      // The chips' counts are a nicety: the table shows without them.
      api<UserStateCountsJson>(
        `/api/admin/user-states${
          deps.q.trim() ? `?q=${encodeURIComponent(deps.q.trim())}` : ""
        }`,
      ).catch(() => null),
    ]);
    return { ...page, counts };
  },
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
  const [notice, setNotice] = useState<string | null>(null);
  const [query, setQuery] = useState(search.q);
  const { running, error, setError, run } = useAction<number>();
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
    setNotice(null);
    await run(
      async () => {
        const result = await api<ToggleBlock>(
          `/api/admin/users/${user.id}/toggle-block`,
          {
            method: "POST",
          },
        );
        // The loader fetches the page again, with the user's new status.
        await router.invalidate({ sync: true });
        setNotice(serverText(result.message));
      },
      t("admp.users.updateFailed"),
      user.id,
    );
  };

  const resetPassword = async (user: UserJson) => {
    const password = await dialogs.prompt(
      t("admp.users.newPassword", { email: user.email }),
    );
    // docs/product.md: an empty entry cancels.
    if (!password) return;
    if (password.length < MIN_PASSWORD) {
      setError(t("admp.users.passwordShort"));
      return;
    }
    setNotice(null);
    await run(
      async () => {
        await api(`/api/admin/users/${user.id}/reset-password`, {
          method: "POST",
          body: { password },
        });
        setNotice(t("admp.users.passwordReset"));
      },
      t("admp.users.resetFailed"),
      user.id,
    );
  };

  const columns = useMemo(
    () => userColumns({ running, toggleBlock, resetPassword }),
    [running],
  );

  return (
    <UsersFrame
      notice={error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
      toolbar={
        <>
          <UserStateChips
            counts={users.counts}
            current={search.state}
            onChoose={(state) =>
              navigate({ search: (s) => ({ ...s, state, page: 1 }) })}
          />
          <TextField
            label={t("admp.users.search")}
            type="search"
            placeholder={t("admp.users.nameOrEmail")}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </>
      }
    >
      <div className="users-table">
        <DataTable
          columns={columns}
          data={users.rows}
          emptyText={t("admp.users.none")}
          emptyHint={t("admp.users.noneHint")}
          emptyAction={
            <EmptyAction to="/admin/overview">
              {t("admp.empty.shareSignup")}
            </EmptyAction>
          }
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
