/** /admin/users: every user in a sortable, searchable table paged on the server, with Block/Unblock, Reset password and Profile. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { useEffect, useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import type { AdminUser } from "../../../components/admin_user.ts";
import { api, messageOf } from "../../../lib/api.ts";
import {
  fetchPage,
  type ListPage,
  pageCountOf,
} from "../../../lib/paged_list.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { Alert } from "../../../components/Alert.tsx";
import { Badge } from "../../../components/Badge.tsx";
import { Button, buttonClass } from "../../../components/Button.tsx";
import { Card } from "../../../components/Card.tsx";
import { type DataColumn, DataTable } from "../../../components/DataTable.tsx";
import { TextField } from "../../../components/Field.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { useDialogs } from "../../../components/Modal.tsx";
export const Route = createFileRoute("/_admin/admin/users")({
  component: Page,
});

function Page() {
  usePageTitle("Users");
  return <AdminUsersPage />;
}

const MIN_PASSWORD = 6;
// Typing pauses this long before the search goes to the server.
const SEARCH_DELAY_MS = 250;

/** The page. */
function AdminUsersPage() {
  const dialogs = useDialogs();
  const [users, setUsers] = useState<ListPage<AdminUser> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [pageIndex, setPageIndex] = useState(0);
  const [sort, setSort] = useState<{ id: string; desc: boolean }>({
    id: "createdAt",
    desc: true,
  });
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    const next = query.trim();
    // Only a changed search goes back to page 1: on mount this would otherwise undo a quick "Next page".
    if (next === search) return;
    const timer = setTimeout(() => {
      setPageIndex(0);
      setSearch(next);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, search]);

  useEffect(() => {
    let current = true;
    fetchPage<AdminUser>("/api/admin/users", pageIndex, {
      q: search,
      sort: `${sort.desc ? "-" : ""}${sort.id}`,
    }).then((page) => {
      if (current) {
        setError(null);
        setUsers(page);
      }
    }).catch((e) =>
      current && setError(messageOf(e, "Failed to fetch users."))
    );
    return () => {
      current = false;
    };
  }, [search, pageIndex, sort]);

  const toggleBlock = async (user: AdminUser) => {
    setBusy(user.id);
    setNotice(null);
    try {
      const result = await api<{ message: string; isApproved: boolean }>(
        `/api/admin/users/${user.id}/toggle-block`,
        {
          method: "POST",
        },
      );
      setUsers((page) =>
        page && {
          ...page,
          rows: page.rows.map((u) =>
            u.id === user.id ? { ...u, isApproved: result.isApproved } : u
          ),
        }
      );
      setNotice({ tone: "success", text: result.message });
    } catch (e) {
      setNotice({
        tone: "error",
        text: messageOf(e, "Failed to update user status."),
      });
    } finally {
      setBusy(null);
    }
  };

  const resetPassword = async (user: AdminUser) => {
    const password = await dialogs.prompt(`New password for ${user.email}`);
    // The spec: an empty entry cancels.
    if (!password) return;
    if (password.length < MIN_PASSWORD) {
      setNotice({
        tone: "error",
        text: "Password should be at least 6 characters.",
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
      setNotice({ tone: "success", text: "Password reset successfully." });
    } catch (e) {
      setNotice({
        tone: "error",
        text: messageOf(e, "Failed to reset password."),
      });
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<DataColumn<AdminUser>[]>(() => [
    { id: "name", accessorKey: "name", header: "Name" },
    { id: "email", accessorKey: "email", header: "Email" },
    { id: "role", accessorKey: "role", header: "Role" },
    {
      id: "isVerified",
      accessorKey: "isVerified",
      header: "Verified",
      cell: (info) =>
        info.getValue()
          ? <Badge variant="green">Yes</Badge>
          : <Badge variant="gray">No</Badge>,
    },
    {
      id: "isApproved",
      accessorKey: "isApproved",
      header: "Status",
      cell: (info) =>
        info.getValue()
          ? <Badge variant="green">Approved</Badge>
          : <Badge variant="red">Not approved</Badge>,
    },
    {
      id: "createdAt",
      accessorKey: "createdAt",
      header: "Joined",
      cell: (info) => formatDateTime(info.getValue() as string),
    },
    {
      id: "actions",
      header: "Actions",
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
              aria-label={`${
                user.isApproved ? "Block" : "Unblock"
              } ${user.email}`}
            >
              {user.isApproved ? "Block" : "Unblock"}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy === user.id}
              onClick={() => resetPassword(user)}
              aria-label={`Reset password of ${user.email}`}
            >
              Reset password
            </Button>
            <Link
              to="/admin/user-profile/$id"
              params={{ id: String(user.id) }}
              className={buttonClass("ghost", "sm")}
              aria-label={`Profile of ${user.email}`}
            >
              Profile
            </Link>
          </div>
        );
      },
    },
  ], [busy]);

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Block or unblock access, reset passwords and open full profiles."
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Card>
        <div className="toolbar">
          <TextField
            label="Search"
            type="search"
            placeholder="Name or email"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        {error
          ? <Alert tone="error">{error}</Alert>
          : !users
          ? <Loading text="Loading users..." />
          : (
            <div className="users-table">
              <DataTable
                columns={columns}
                data={users.rows}
                emptyText="No users found."
                caption="Users"
                stackOnPhones
                server={{
                  pageIndex: users.pageIndex,
                  pageCount: pageCountOf(users.total),
                  onPageChange: setPageIndex,
                  sort,
                  onSortChange: (next) => {
                    setPageIndex(0);
                    setSort(next);
                  },
                }}
              />
            </div>
          )}
      </Card>
    </>
  );
}
