/**
 * ReceiversPanel: the body of the webhooks page (admin) and the postbacks page (affiliate), docs/webhooks.md: add a
 * receiver with its events, its secret shown once, switch it on or off, send a test, rotate the secret, delete it,
 * and the open one's delivery log with replay.
 */
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Card } from "./Card.tsx";
import { Alert } from "./Alert.tsx";
import { Badge } from "./Badge.tsx";
import { Button } from "./Button.tsx";
import { SelectField, TextField } from "./Field.tsx";
import { SecretValue } from "./SecretValue.tsx";
import { type DataColumn, DataTable } from "./DataTable.tsx";
import { DeliveryLog } from "./DeliveryLog.tsx";
import { useDialogs } from "./Modal.tsx";
import { messageOf } from "@/lib/api.ts";
import {
  createReceiver,
  deleteReceiver,
  type Delivery,
  patchReceiver,
  type Receiver,
  type ReceiverBase,
  replay,
  rotateSecret,
  sendTest,
} from "@/lib/webhooks_api.ts";
import { serverText, t } from "@/i18n/i18n.ts";

type Notice = { tone: "success" | "error"; text: string };

/** The texts a panel shows, by suffix: the admin's `admc.hooks.*` or the affiliate's `aff.pb.*`. */
export type PanelText =
  | "loadFailed"
  | "add"
  | "addButton"
  | "url"
  | "urlHint"
  | "events"
  | "added"
  | "addFailed"
  | "actionFailed"
  | "secretOnce"
  | "secret"
  | "all"
  | "none"
  | "noneHint"
  | "status"
  | "on"
  | "off"
  | "failing"
  | "test"
  | "testLabel"
  | "testQueued"
  | "log"
  | "logLabel"
  | "turnOff"
  | "turnOn"
  | "switchedOff"
  | "switchedOn"
  | "rotate"
  | "rotated"
  | "confirmDelete"
  | "deleteLabel"
  | "deleted"
  | "logTitle"
  | "refresh"
  | "closeLog"
  | "replayQueued"
  | "title"
  | "delete"
  | "method"
  | "product"
  | "allProducts";

/** What one page hands the panel: its API, its events, whether a method is chosen, its texts and URL state. */
export interface ReceiversPanelProps {
  base: ReceiverBase;
  events: readonly string[];
  withMethod: boolean;
  text(key: PanelText, vars?: Record<string, string | number>): string;
  hooks: Receiver[];
  log: Delivery[] | null;
  /** The receiver whose log is open ("" for none), kept in the URL by the page. */
  logId: string;
  setLogId(id: string): Promise<void>;
  /** Postbacks only: the affiliate's products, so one may be limited to a product (absent: no choice offered). */
  products?: readonly { id: number; title: string }[];
}

/** Add, list, switch, test, rotate, delete receivers, and the open one's delivery log with replay. */
export function ReceiversPanel(
  {
    base,
    events: EVENTS,
    withMethod,
    text,
    hooks,
    log,
    logId,
    setLogId,
    products,
  }: ReceiversPanelProps,
) {
  const BASE = base;
  const search = { log: logId };
  const navigate = ({ search: next }: { search: { log: string } }) =>
    setLogId(next.log);
  const router = useRouter();
  const dialogs = useDialogs();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>([]);
  const [method, setMethod] = useState<"GET" | "POST">("POST");
  // "" is every product; otherwise the id of the one product the postback is limited to.
  const [productId, setProductId] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [secret, setSecret] = useState<{ id: number; value: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<string>, failure: string) => {
    setNotice(null);
    setBusy(true);
    try {
      const text = await work();
      await router.invalidate({ sync: true });
      setNotice({ tone: "success", text });
    } catch (error) {
      setNotice({ tone: "error", text: messageOf(error, failure) });
    } finally {
      setBusy(false);
    }
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    void act(async () => {
      const created = await createReceiver(BASE, {
        url: url.trim(),
        events,
        enabled: true,
        ...(withMethod ? { method } : {}),
        ...(products
          ? { productId: productId ? Number(productId) : null }
          : {}),
      });
      setSecret({ id: created.id, value: created.secret });
      setUrl("");
      setEvents([]);
      setProductId("");
      return text("added");
    }, text("addFailed"));
  };

  const remove = async (hook: Receiver) => {
    if (
      !(await dialogs.confirm(text("confirmDelete", { url: hook.url })))
    ) return;
    await act(async () => {
      await deleteReceiver(BASE, hook.id);
      if (search.log === String(hook.id)) {
        await navigate({ search: { log: "" } });
      }
      return text("deleted");
    }, text("actionFailed"));
  };

  const columns: DataColumn<Receiver>[] = [
    {
      id: "url",
      accessorKey: "url",
      header: text("url"),
      cell: (i) => (
        <span className="ltr break-all">{i.getValue() as string}</span>
      ),
    },
    {
      id: "events",
      accessorFn: (h) => h.events.join(", "),
      header: text("events"),
      cell: (i) => <span className="ltr">{i.getValue() as string}</span>,
    },
    ...(products
      ? [
        {
          id: "product",
          accessorFn: (h: Receiver) =>
            h.productId === null
              ? text("allProducts")
              : products.find((p) => p.id === h.productId)?.title ??
                `#${h.productId}`,
          header: text("product"),
        } satisfies DataColumn<Receiver>,
      ]
      : []),
    {
      id: "status",
      accessorFn: (h) => (h.enabled ? 1 : 0),
      header: text("status"),
      cell: ({ row }) =>
        row.original.enabled
          ? (
            <Badge variant={row.original.failingSince ? "yellow" : "green"}>
              {row.original.failingSince ? text("failing") : text("on")}
            </Badge>
          )
          : <Badge variant="gray">{text("off")}</Badge>,
    },
    {
      id: "actions",
      header: t("hooks.actions"),
      enableSorting: false,
      cell: ({ row }) => {
        const hook = row.original;
        return (
          <div className="row-actions">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={busy || !hook.enabled}
              onClick={() =>
                void act(async () => {
                  await sendTest(BASE, hook.id);
                  await navigate({ search: { log: String(hook.id) } });
                  return text("testQueued");
                }, text("actionFailed"))}
              aria-label={text("testLabel", { url: hook.url })}
            >
              {text("test")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() =>
                void navigate({ search: { log: String(hook.id) } })}
              aria-label={text("logLabel", { url: hook.url })}
            >
              {text("log")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await patchReceiver(BASE, hook.id, {
                    enabled: !hook.enabled,
                  });
                  return hook.enabled
                    ? text("switchedOff")
                    : text("switchedOn");
                }, text("actionFailed"))}
            >
              {hook.enabled ? text("turnOff") : text("turnOn")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  setSecret({
                    id: hook.id,
                    value: await rotateSecret(BASE, hook.id),
                  });
                  return text("rotated");
                }, text("actionFailed"))}
            >
              {text("rotate")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() => void remove(hook)}
              aria-label={text("deleteLabel", { url: hook.url })}
            >
              {text("delete")}
            </Button>
          </div>
        );
      },
    },
  ];

  const logHook = hooks.find((h) => String(h.id) === search.log);

  return (
    <>
      {notice && <Alert tone={notice.tone}>{serverText(notice.text)}</Alert>}
      {secret && (
        <Alert tone="success">
          <p>{text("secretOnce")}</p>
          <SecretValue secret={secret.value} label={text("secret")} />
        </Alert>
      )}
      <Card title={text("add")}>
        <form className="stack" onSubmit={add}>
          <TextField
            label={text("url")}
            hint={text("urlHint")}
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            autoComplete="off"
          />
          {withMethod && (
            <SelectField
              label={text("method")}
              value={method}
              onChange={(e) => setMethod(e.target.value as "GET" | "POST")}
            >
              {(["POST", "GET"] as const).map((m) => (
                <option key={m} value={m}>{m}</option>
              ))}
            </SelectField>
          )}
          {products && (
            <SelectField
              label={text("product")}
              value={productId}
              onChange={(e) => setProductId(e.target.value)}
            >
              <option value="">{text("allProducts")}</option>
              {products.map((p) => (
                <option key={p.id} value={String(p.id)}>{p.title}</option>
              ))}
            </SelectField>
          )}
          <fieldset className="field">
            <legend className="field-label">{text("events")}</legend>
            {EVENTS.map((event) => (
              <label key={event} className="checkbox-row ltr">
                <input
                  type="checkbox"
                  checked={events.includes(event)}
                  onChange={(e) =>
                    setEvents((list) =>
                      e.target.checked
                        ? [...list, event]
                        : list.filter((x) =>
                          x !== event
                        )
                    )}
                />{" "}
                {event}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={busy || events.length === 0}>
              {text("addButton")}
            </Button>
          </div>
        </form>
      </Card>
      <h2 className="section-title">{text("all")}</h2>
      <DataTable
        columns={columns}
        data={hooks}
        emptyText={text("none")}
        emptyHint={text("noneHint")}
        caption={text("title")}
        stackOnPhones
      />
      {search.log && (
        <Card
          title={text("logTitle", {
            url: logHook?.url ?? `#${search.log}`,
          })}
          aria-label={text("logTitle", {
            url: logHook?.url ?? `#${search.log}`,
          })}
        >
          <div className="row-actions">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => void router.invalidate({ sync: true })}
            >
              {text("refresh")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => void navigate({ search: { log: "" } })}
            >
              {text("closeLog")}
            </Button>
          </div>
          <DeliveryLog
            deliveries={log ?? []}
            onReplay={(delivery) =>
              void act(async () => {
                await replay(BASE, Number(search.log), delivery.id);
                return text("replayQueued");
              }, text("actionFailed"))}
          />
        </Card>
      )}
    </>
  );
}
