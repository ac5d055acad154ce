/** /admin/admins : the admins; invite one by email (or promote a user), remove one (never the last). */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { TextField } from "@/components/Field.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { Badge } from "@/components/Badge.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { textCell } from "@/components/TextCell.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import { formatDateTime } from "@/lib/dates.ts";
import type { AdminAccountJson, AdminInvitedJson } from "@wire/admins.ts";
import type { MessageBody } from "@wire/common.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin/admin/admins")({
  beforeLoad: () => readyArea("admin_people"),
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
      <Alert>{messageOf(error, t("admp.admins.loadFailed"))}</Alert>
    </AdminsFrame>
  ),
  component: Page,
});

// Read through getRouteApi, not Route (docs/web.md).
const routeApi = getRouteApi("/_admin/admin/admins");

function AdminsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admp.admins.title"));
  return (
    <>
      <PageHeader
        title={t("admp.admins.title")}
        subtitle={t("admp.admins.subtitle")}
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
  const [notice, setNotice] = useState<string | null>(null);
  const { running, error, run } = useAction<number | "invite">();

  const invite = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    await run(
      async () => {
        const done = await api<AdminInvitedJson>("/api/admin/admins", {
          body: { email },
        });
        setEmail("");
        await router.invalidate({ sync: true });
        setNotice(serverText(done.message));
      },
      t("admp.admins.inviteFailed"),
      "invite",
    );
  };

  const remove = async (a: AdminAccountJson) => {
    if (
      !(await dialogs.confirm(
        t("admp.admins.confirmRemove", { email: a.email }),
      ))
    ) return;
    setNotice(null);
    await run(
      async () => {
        const done = await api<MessageBody>(`/api/admin/admins/${a.id}`, {
          method: "DELETE",
        });
        await router.invalidate({ sync: true });
        setNotice(serverText(done.message));
      },
      t("admp.admins.removeFailed"),
      a.id,
    );
  };

  const columns: DataColumn<AdminAccountJson>[] = [
    {
      id: "name",
      header: t("admp.name"),
      accessorFn: (a) => a.name,
      cell: textCell,
    },
    {
      id: "email",
      header: t("admp.email"),
      accessorFn: (a) => a.email,
      cell: textCell,
    },
    {
      id: "state",
      header: t("admp.admins.state"),
      accessorFn: (a) =>
        t(a.isVerified ? "admp.admins.active" : "admp.admins.invited"),
      cell: (c) => {
        const active = c.row.original.isVerified;
        return active
          ? <Badge variant="green">{t("admp.admins.active")}</Badge>
          : <Badge variant="yellow">{t("admp.admins.invited")}</Badge>;
      },
    },
    {
      id: "since",
      header: t("admp.admins.since"),
      accessorFn: (a) => a.createdAt,
      cell: (c) => formatDateTime(c.row.original.createdAt),
    },
    {
      id: "actions",
      header: t("admp.actions"),
      enableSorting: false,
      cell: (c) => (
        <Button
          size="sm"
          variant="danger"
          busy={running === c.row.original.id}
          disabled={admins.length <= 1}
          onClick={() => remove(c.row.original)}
        >
          {t("admp.admins.remove")}
        </Button>
      ),
    },
  ];

  return (
    <AdminsFrame>
      {error && <Alert>{error.message}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card title={t("admp.admins.title")} aria-label={t("admp.admins.title")}>
        <DataTable
          columns={columns}
          data={admins}
          emptyText={t("admp.admins.none")}
          caption={t("admp.admins.title")}
          stackOnPhones
          pageSize={Math.max(10, admins.length)}
        />
      </Card>
      <Card title={t("admp.admins.invite")}>
        <form
          className="admin-form"
          onSubmit={invite}
          noValidate
          aria-label={t("admp.admins.invite")}
        >
          <TextField
            label={t("admp.email")}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            hint={t("admp.admins.inviteHint")}
          />
          <div className="admin-form-actions">
            <Button type="submit" busy={running === "invite"}>
              {t("admp.admins.inviteButton")}
            </Button>
          </div>
        </form>
      </Card>
    </AdminsFrame>
  );
}
