/** /admin/sources: the sales sources (the built-in API one included), creating, editing and deleting them. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { usePageTitle } from "../../../../components/usePageTitle.ts";
import { Alert } from "../../../../components/Alert.tsx";
import { Badge } from "../../../../components/Badge.tsx";
import { Button, buttonClass } from "../../../../components/Button.tsx";
import { Card } from "../../../../components/Card.tsx";
import { EmptyState } from "../../../../components/EmptyState.tsx";
import { Modal, useDialogs } from "../../../../components/Modal.tsx";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { CopyValue, SecretValue } from "../../../../components/SecretValue.tsx";
import { SourceConnectPanel } from "../../../../components/SourceConnectPanel.tsx";
import { SourceForm } from "../../../../components/SourceForm.tsx";
import { Loading } from "../../../../components/Spinner.tsx";
import { messageOf } from "../../../../lib/api.ts";
import { kindLabel } from "../../../../lib/source_connect.ts";
import {
  createSource,
  deleteSource,
  fetchSources,
  loadFailureMessage,
  patchSource,
  type Source,
} from "../../../../lib/sources_api.ts";
import type { CreateSourceBody } from "../../../../../../wire/sources.ts";

export const Route = createFileRoute("/_admin/admin/sources/")({
  loader: () => fetchSources(),
  pendingComponent: () => (
    <SourcesFrame>
      <Loading text="Loading sources..." />
    </SourcesFrame>
  ),
  errorComponent: ({ error }) => (
    <SourcesFrame>
      <Alert tone="error">
        {loadFailureMessage(error, "Failed to load sources.")}
      </Alert>
    </SourcesFrame>
  ),
  component: SourcesPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_admin/admin/sources/");

/** The page title and header, also while loading or after a failure. */
function SourcesFrame({ children }: { children: ReactNode }) {
  usePageTitle("Sales Sources");
  return (
    <>
      <PageHeader
        title="Sales Sources"
        subtitle="Where sales come from: your stores' webhooks, network postbacks, CSV reports and the signed API."
      />
      {children}
    </>
  );
}

function SourcesPage() {
  const sources = route.useLoaderData();
  const router = useRouter();
  const dialogs = useDialogs();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Source | null>(null);
  const [busy, setBusy] = useState(false);
  const [justCreated, setJustCreated] = useState<number | null>(null);
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);

  const create = async (body: CreateSourceBody) => {
    setBusy(true);
    setNotice(null);
    try {
      const created = await createSource(body);
      // With sync, the new list and the notice show together.
      await router.invalidate({ sync: true });
      setNotice({
        tone: "success",
        text:
          `Source “${created.name}” created. Follow “Connect your store” below.`,
      });
      setCreating(false);
      setJustCreated(created.id);
    } catch (error) {
      setNotice({
        tone: "error",
        text: messageOf(error, "Failed to create the source."),
      });
    } finally {
      setBusy(false);
    }
  };

  const save = async (body: CreateSourceBody) => {
    if (!editing) return;
    setBusy(true);
    setNotice(null);
    try {
      const { kind: _kind, ...changes } = body;
      // A secret left unchanged is not sent, so saving other fields never rotates it by accident.
      if (changes.secret === editing.secret) delete changes.secret;
      await patchSource(editing.id, changes);
      // With sync, the new list and the notice show together.
      await router.invalidate({ sync: true });
      setNotice({ tone: "success", text: "Source saved." });
      setEditing(null);
    } catch (error) {
      setNotice({
        tone: "error",
        text: messageOf(error, "Failed to save the source."),
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (source: Source) => {
    const sure = await dialogs.confirm(
      `Delete the source “${source.name}”? Deliveries to its URL will be refused from now on. Sales already recorded stay.`,
    );
    if (!sure) return;
    setNotice(null);
    try {
      await deleteSource(source.id);
      // With sync, the new list and the notice show together.
      await router.invalidate({ sync: true });
      setNotice({ tone: "success", text: `Source “${source.name}” deleted.` });
    } catch (error) {
      setNotice({
        tone: "error",
        text: messageOf(error, "Failed to delete the source."),
      });
    }
  };

  return (
    <SourcesFrame>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {creating
        ? (
          <Card title="New source">
            <SourceForm
              busy={busy}
              onSubmit={create}
              onCancel={() => setCreating(false)}
            />
          </Card>
        )
        : (
          <div className="source-actions">
            <Button type="button" onClick={() => setCreating(true)}>
              Add a source
            </Button>
            <Link
              className={buttonClass("secondary")}
              to="/admin/coupons"
            >
              Coupon codes
            </Link>
          </div>
        )}
      <h2 className="section-title">Your sources</h2>
      {sources.length === 0
        ? (
          <EmptyState title="No sources yet.">
            <p>
              Add a source for your Shopify or WooCommerce store, or for a
              network's postbacks.
            </p>
          </EmptyState>
        )
        : (
          <ul className="source-list">
            {sources.map((source) => (
              <li key={source.id}>
                <SourceCard
                  source={source}
                  open={source.id === justCreated}
                  onEdit={() => setEditing(source)}
                  onDelete={() => void remove(source)}
                />
              </li>
            ))}
          </ul>
        )}
      {editing && (
        <Modal
          title={`Edit ${editing.name}`}
          onClose={() => setEditing(null)}
        >
          <SourceForm
            source={editing}
            busy={busy}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
    </SourcesFrame>
  );
}

/** One source: its URL and secret to copy, its connect guide and its actions. */
function SourceCard(
  { source, open, onEdit, onDelete }: {
    source: Source;
    open: boolean;
    onEdit: () => void;
    onDelete: () => void;
  },
) {
  const builtIn = source.kind === "api";
  return (
    <article className="card" aria-label={source.name}>
      <div className="source-head">
        <h3 className="card-title">{source.name}</h3>
        <Badge variant={builtIn ? "gray" : "blue"}>
          {kindLabel(source.kind)}
        </Badge>
      </div>
      <p className="source-meta">
        Currency {source.currency}
        {source.kind === "postback" &&
          ` · commission on the ${
            source.commissionBase === "payout" ? "network's payout" : "sale"
          }`}
        {builtIn && " · built in"}
      </p>
      <p className="source-label">
        {source.kind === "postback" ? "Postback URL" : "Endpoint URL"}
      </p>
      <CopyValue value={source.endpointUrl} label={`${source.name} URL`} />
      {source.secret && (
        <>
          <p className="source-label">
            {source.kind === "shopify" ? "Signing key" : "Secret"}
          </p>
          <SecretValue secret={source.secret} label={`${source.name} secret`} />
        </>
      )}
      <SourceConnectPanel source={source} open={open} />
      <div className="source-actions">
        <Link
          className={buttonClass("secondary", "sm")}
          to="/admin/sources/$id"
          params={{ id: String(source.id) }}
        >
          Events
        </Link>
        <Link
          className={buttonClass("secondary", "sm")}
          to="/admin/sources/$id/import"
          params={{ id: String(source.id) }}
        >
          Import CSV
        </Link>
        {!builtIn && (
          <>
            <Button type="button" size="sm" variant="ghost" onClick={onEdit}>
              Edit
            </Button>
            <Button type="button" size="sm" variant="danger" onClick={onDelete}>
              Delete
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
