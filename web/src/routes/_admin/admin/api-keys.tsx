/**
 * /admin/api-keys: the operators' API keys (docs/api-keys.md): make one with a name and scopes, see the key once,
 * see each key's last use, revoke one.
 */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { SecretValue } from "@/components/SecretValue.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { messageOf } from "@/lib/api.ts";
import { fieldFromBody, useAction } from "@/lib/use_action.ts";
import { formatDateTime } from "@/lib/dates.ts";
import {
  type ApiKey,
  createApiKey,
  fetchApiKeys,
  revokeApiKey,
} from "@/lib/api_keys_api.ts";
import { ApiKeyForm } from "./-parts/api_key_form.tsx";
import { readyArea, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin/admin/api-keys")({
  beforeLoad: () => readyArea("admin_catalog"),
  loader: () => fetchApiKeys(),
  pendingComponent: () => (
    <KeysFrame>
      <Loading text={t("admc.keys.loading")} />
    </KeysFrame>
  ),
  errorComponent: ({ error }) => (
    <KeysFrame>
      <Alert tone="error">{messageOf(error, t("admc.keys.loadFailed"))}</Alert>
    </KeysFrame>
  ),
  component: ApiKeysPage,
});

// Read through getRouteApi, not Route, so the page chunk does not import the route file (docs/web.md).
const route = getRouteApi("/_admin/admin/api-keys");

function KeysFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admc.keys.title"));
  return (
    <>
      <PageHeader
        title={t("admc.keys.title")}
        subtitle={t("admc.keys.subtitle")}
      />
      {children}
    </>
  );
}

function ApiKeysPage() {
  const keys = route.useLoaderData();
  const router = useRouter();
  const dialogs = useDialogs();
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useAction<number | "make">({
    fieldOf: fieldFromBody(["name", "scopes"]),
  });

  const make = async (name: string, scopes: string[]) => {
    setNotice(null);
    setMade(null);
    const created = await action.run(
      () => createApiKey({ name, scopes }),
      t("admc.keys.makeFailed"),
      "make",
    );
    if (!created) return false;
    setMade({ name: created.name, key: created.key });
    await router.invalidate({ sync: true });
    return true;
  };

  const revoke = async (key: ApiKey) => {
    if (
      !(await dialogs.confirm(t("admc.keys.confirmRevoke", { name: key.name })))
    ) {
      return;
    }
    setNotice(null);
    const done = await action.run(
      async () => {
        await revokeApiKey(key.id);
        await router.invalidate({ sync: true });
        return true;
      },
      t("admc.keys.revokeFailed"),
      key.id,
    );
    if (done) setNotice(t("admc.keys.revoked", { name: key.name }));
  };

  const columns: DataColumn<ApiKey>[] = [
    { id: "name", header: t("admc.keys.name"), accessorFn: (k) => k.name },
    {
      id: "prefix",
      header: t("admc.keys.key"),
      accessorFn: (k) => k.prefix,
      cell: (c) => <code className="ltr">{c.row.original.prefix}…</code>,
    },
    {
      id: "scopes",
      header: t("admc.keys.scopes"),
      accessorFn: (k) => k.scopes.join(", "),
      cell: (c) => <span className="ltr">{c.getValue() as string}</span>,
    },
    {
      id: "created",
      header: t("admc.keys.created"),
      accessorFn: (k) => k.createdAt,
      cell: (c) => formatDateTime(c.row.original.createdAt),
    },
    {
      id: "lastUsed",
      header: t("admc.keys.lastUsed"),
      accessorFn: (k) => k.lastUsedAt ?? "",
      cell: (c) =>
        c.row.original.lastUsedAt
          ? formatDateTime(c.row.original.lastUsedAt)
          : t("admc.keys.never"),
    },
    {
      id: "status",
      header: t("admc.keys.status"),
      accessorFn: (k) => (k.revokedAt ? 0 : 1),
      cell: (c) => <KeyStatus revoked={c.row.original.revokedAt !== null} />,
    },
    {
      id: "actions",
      header: t("hooks.actions"),
      enableSorting: false,
      cell: (c) => {
        const key = c.row.original;
        if (key.revokedAt) return null;
        return (
          <Button
            size="sm"
            variant="danger"
            busy={action.running === key.id}
            disabled={action.busy}
            onClick={() => void revoke(key)}
            aria-label={t("admc.keys.revokeLabel", { name: key.name })}
          >
            {t("admc.keys.revoke")}
          </Button>
        );
      },
    },
  ];

  return (
    <KeysFrame>
      {action.formError && <Alert>{action.formError.message}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {made && (
        <Card title={t("admc.keys.madeTitle", { name: made.name })}>
          <p>{t("admc.keys.shownOnce")}</p>
          <SecretValue secret={made.key} label={t("admc.keys.theKey")} />
        </Card>
      )}
      <ApiKeyForm
        busy={action.running === "make"}
        nameError={action.fieldError("name")}
        scopesError={action.fieldError("scopes")}
        onMake={make}
      />
      <h2 className="section-title">{t("admc.keys.all")}</h2>
      <DataTable
        columns={columns}
        data={keys}
        emptyText={t("admc.keys.none")}
        caption={t("admc.keys.title")}
        stackOnPhones
      />
    </KeysFrame>
  );
}

/** Whether a key still works. */
function KeyStatus({ revoked }: { revoked: boolean }) {
  if (revoked) {
    return <Badge variant="gray">{t("admc.keys.revokedBadge")}</Badge>;
  }
  return <Badge variant="green">{t("admc.keys.active")}</Badge>;
}
