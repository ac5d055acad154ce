/**
 * ApiKeysPanel: the body of the operators' /admin/api-keys and the affiliates' /settings/api-keys (docs/api-keys.md):
 * make a key (seen this once), each key's last use, revoke one.
 */
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Card } from "./Card.tsx";
import { Alert } from "./Alert.tsx";
import { Badge } from "./Badge.tsx";
import { Button } from "./Button.tsx";
import { SecretValue } from "./SecretValue.tsx";
import { type DataColumn, DataTable } from "./DataTable.tsx";
import { useDialogs } from "./Modal.tsx";
import { ApiKeyForm } from "./ApiKeyForm.tsx";
import type { KeysTextOf } from "./api_key_texts.ts";
import { fieldFromBody, useAction } from "@/lib/use_action.ts";
import { formatDateTime } from "@/lib/dates.ts";
import type { ListedKey } from "@/lib/api_keys_api.ts";
import { t } from "@/i18n/i18n.ts";

/** What one page hands the panel: its keys, its calls, its scopes (none: read-only keys) and its texts. */
export interface ApiKeysPanelProps {
  keys: ListedKey[];
  /** The scopes a key may be given; absent for affiliates' read-only keys (no scope column either). */
  scopes?: readonly string[];
  create(body: { name: string; scopes?: string[] }): Promise<
    ListedKey & {
      key: string;
    }
  >;
  revoke(id: number): Promise<void>;
  text: KeysTextOf;
}

/** The panel. */
export function ApiKeysPanel(
  { keys, scopes, create, revoke, text }: ApiKeysPanelProps,
) {
  const router = useRouter();
  const dialogs = useDialogs();
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useAction<number | "make">({
    fieldOf: fieldFromBody(["name", "scopes"]),
  });

  const make = async (name: string, chosen: string[]) => {
    setNotice(null);
    setMade(null);
    const created = await action.run(
      () => create(scopes ? { name, scopes: chosen } : { name }),
      text("makeFailed"),
      "make",
    );
    if (!created) return false;
    setMade({ name: created.name, key: created.key });
    await router.invalidate({ sync: true });
    return true;
  };

  const revokeKey = async (key: ListedKey) => {
    if (!(await dialogs.confirm(text("confirmRevoke", { name: key.name })))) {
      return;
    }
    setNotice(null);
    const done = await action.run(
      async () => {
        await revoke(key.id);
        await router.invalidate({ sync: true });
        return true;
      },
      text("revokeFailed"),
      key.id,
    );
    if (done) setNotice(text("revoked", { name: key.name }));
  };

  const columns: DataColumn<ListedKey>[] = [
    { id: "name", header: text("name"), accessorFn: (k) => k.name },
    {
      id: "prefix",
      header: text("key"),
      accessorFn: (k) => k.prefix,
      cell: (c) => <code className="ltr">{c.row.original.prefix}…</code>,
    },
    ...(scopes
      ? [{
        id: "scopes",
        header: text("scopes"),
        accessorFn: (k: ListedKey) => k.scopes.join(", "),
        cell: (c: { getValue(): unknown }) => (
          <span className="ltr">{c.getValue() as string}</span>
        ),
      }]
      : []),
    {
      id: "created",
      header: text("created"),
      accessorFn: (k) => k.createdAt,
      cell: (c) => formatDateTime(c.row.original.createdAt),
    },
    {
      id: "lastUsed",
      header: text("lastUsed"),
      accessorFn: (k) => k.lastUsedAt ?? "",
      cell: (c) =>
        c.row.original.lastUsedAt
          ? formatDateTime(c.row.original.lastUsedAt)
          : text("never"),
    },
    {
      id: "status",
      header: text("status"),
      accessorFn: (k) => (k.revokedAt ? 0 : 1),
      cell: (c) =>
        c.row.original.revokedAt !== null
          ? <Badge variant="gray">{text("revokedBadge")}</Badge>
          : <Badge variant="green">{text("active")}</Badge>,
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
            onClick={() => void revokeKey(key)}
            aria-label={text("revokeLabel", { name: key.name })}
          >
            {text("revoke")}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      {action.formError && <Alert>{action.formError.message}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {made && (
        <Card title={text("madeTitle", { name: made.name })}>
          <p>{text("shownOnce")}</p>
          <SecretValue secret={made.key} label={text("theKey")} />
        </Card>
      )}
      <ApiKeyForm
        scopes={scopes}
        busy={action.running === "make"}
        nameError={action.fieldError("name")}
        scopesError={action.fieldError("scopes")}
        onMake={make}
        text={text}
      />
      <h2 className="section-title">{text("all")}</h2>
      <DataTable
        columns={columns}
        data={keys}
        emptyText={text("none")}
        emptyHint={text("noneHint")}
        caption={text("title")}
        stackOnPhones
      />
    </>
  );
}
