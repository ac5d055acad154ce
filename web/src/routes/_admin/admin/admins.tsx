/** /admin/admins : the admins; invite one by email (or promote a user), remove one (never the last). */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Card } from "../../../components/Card.tsx";
import { Alert } from "../../../components/Alert.tsx";
import { Button } from "../../../components/Button.tsx";
import { TextField } from "../../../components/Field.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { Badge } from "../../../components/Badge.tsx";
import { type DataColumn, DataTable } from "../../../components/DataTable.tsx";
import { useDialogs } from "../../../components/Modal.tsx";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { api, messageOf } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import type {
  AdminAccountJson,
  AdminInvitedJson,
} from "../../../../../wire/admins.ts";
import type { MessageBody } from "../../../../../wire/common.ts";

export const Route = createFileRoute("/_admin/admin/admins")({
  loader: () => api<AdminAccountJson[]>("/api/admin/admins"),
  pendingComponent: () => (
    <AdminsFrame>
      <Card>
        <Loading />
      </Card>
    </AdminsFrame>
  ),
  errorComponent: ({ error }) => (
    <AdminsFrame>
      <Alert>{messageOf(error, "Failed to load the admins.")}</Alert>
    </AdminsFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/admins");

function AdminsFrame({ children }: { children: ReactNode }) {
  usePageTitle("Admins");
  return (
    <>
      <PageHeader
        title="Admins"
        subtitle="Who can run Kamai. With maker–checker on, a batch's results need a second admin."
      />
      {children}
    </>
  );
}

function Page() {
  const admins = routeApi.useLoaderData();
  const router = useRouter();
  const dialogs = useDialogs();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | "invite" | null>(null);

  const invite = async (e: FormEvent) => {
    e.preventDefault();
    setBusy("invite");
    setError(null);
    setNotice(null);
    try {
      const done = await api<AdminInvitedJson>("/api/admin/admins", {
        body: { email },
      });
      setEmail("");
      await router.invalidate({ sync: true });
      setNotice(done.message);
    } catch (err) {
      setError(messageOf(err, "Failed to invite the admin."));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (a: AdminAccountJson) => {
    if (!(await dialogs.confirm(`Remove ${a.email} as an admin?`))) return;
    setBusy(a.id);
    setError(null);
    setNotice(null);
    try {
      const done = await api<MessageBody>(`/api/admin/admins/${a.id}`, {
        method: "DELETE",
      });
      await router.invalidate({ sync: true });
      setNotice(done.message);
    } catch (err) {
      setError(messageOf(err, "Failed to remove the admin."));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<AdminAccountJson>[] = [
    { id: "name", header: "Name", accessorFn: (a) => a.name },
    { id: "email", header: "Email", accessorFn: (a) => a.email },
    {
      id: "state",
      header: "State",
      accessorFn: (a) => (a.isVerified ? "Active" : "Invited"),
      cell: (c) =>
        c.row.original.isVerified
          ? <Badge variant="green">Active</Badge>
          : <Badge variant="yellow">Invited</Badge>,
    },
    {
      id: "since",
      header: "Since",
      accessorFn: (a) => a.createdAt,
      cell: (c) => formatDateTime(c.row.original.createdAt),
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: (c) => (
        <Button
          size="sm"
          variant="danger"
          busy={busy === c.row.original.id}
          disabled={admins.length <= 1}
          onClick={() => remove(c.row.original)}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <AdminsFrame>
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card title="Admins" aria-label="Admins">
        <DataTable
          columns={columns}
          data={admins}
          emptyText="No admins."
          caption="Admins"
          stackOnPhones
          pageSize={Math.max(10, admins.length)}
        />
      </Card>
      <Card title="Invite an admin">
        <form
          className="admin-form"
          onSubmit={invite}
          noValidate
          aria-label="Invite an admin"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            hint="An existing user is made an admin; a new address gets a link to set a password."
          />
          <div className="admin-form-actions">
            <Button type="submit" busy={busy === "invite"}>Invite</Button>
          </div>
        </form>
      </Card>
    </AdminsFrame>
  );
}
