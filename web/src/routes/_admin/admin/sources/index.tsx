/** /admin/sources: the sales sources (the built-in API one included), creating, editing and deleting them. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { Modal, useDialogs } from "@/components/Modal.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { CopyValue, SecretValue } from "@/components/SecretValue.tsx";
import { SourceConnectPanel } from "@/components/SourceConnectPanel.tsx";
import { SourceForm } from "@/components/SourceForm.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { kindText } from "@/components/source_kind_text.ts";
import {
  createSource,
  deleteSource,
  fetchSources,
  loadFailureMessage,
  patchSource,
  type Source,
} from "@/lib/sources_api.ts";
import type { CreateSourceBody } from "@wire/sources.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { useAction } from "@/lib/use_action.ts";

export const Route = createFileRoute("/_admin/admin/sources/")({
  // The area's texts (English, and Urdu for an Urdu reader) before the page renders; a bare import of
  // areas/admin_catalog.ts here would stay in the eager route tree that every first load fetches.
  beforeLoad: () => readyArea("admin_catalog"),
  loader: () => fetchSources(),
  pendingComponent: () => (
    <SourcesFrame>
      <Loading text={t("admc.sources.loading")} />
    </SourcesFrame>
  ),
  errorComponent: ({ error }) => (
    <SourcesFrame>
      <Alert tone="error">
        {loadFailureMessage(error, t("admc.sources.loadFailed"))}
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
  usePageTitle(t("admc.sources.title"));
  return (
    <>
      <PageHeader
        title={t("admc.sources.title")}
        subtitle={t("admc.sources.subtitle")}
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
  const { running, error, run } = useAction<"save" | "remove">();
  const busy = running === "save";
  const [justCreated, setJustCreated] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const create = async (body: CreateSourceBody) => {
    setNotice(null);
    await run(
      async () => {
        const created = await createSource(body);
        // With sync, the new list and the notice show together.
        await router.invalidate({ sync: true });
        setNotice(t("admc.sources.created", { name: created.name }));
        setCreating(false);
        setJustCreated(created.id);
      },
      t("admc.sources.createFailed"),
      "save",
    );
  };

  const save = async (body: CreateSourceBody) => {
    if (!editing) return;
    setNotice(null);
    await run(
      async () => {
        const { kind: _kind, ...changes } = body;
        // A secret left unchanged is not sent, so saving other fields never rotates it by accident.
        if (changes.secret === editing.secret) delete changes.secret;
        await patchSource(editing.id, changes);
        // With sync, the new list and the notice show together.
        await router.invalidate({ sync: true });
        setNotice(t("admc.sources.saved"));
        setEditing(null);
      },
      t("admc.sources.saveFailed"),
      "save",
    );
  };

  const remove = async (source: Source) => {
    const sure = await dialogs.confirm(
      t("admc.sources.confirmDelete", { name: source.name }),
    );
    if (!sure) return;
    setNotice(null);
    await run(
      async () => {
        await deleteSource(source.id);
        // With sync, the new list and the notice show together.
        await router.invalidate({ sync: true });
        setNotice(t("admc.sources.deleted", { name: source.name }));
      },
      t("admc.sources.deleteFailed"),
      "remove",
    );
  };

  return (
    <SourcesFrame>
      {error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
      {creating
        ? (
          <Card title={t("admc.sources.new")}>
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
              {t("admc.sources.add")}
            </Button>
            <Link
              className={buttonClass("secondary")}
              to="/admin/coupons"
            >
              {t("admc.sources.coupons")}
            </Link>
          </div>
        )}
      <h2 className="section-title">{t("admc.sources.yours")}</h2>
      {sources.length === 0
        ? (
          <EmptyState title={t("admc.sources.none")}>
            <p>{t("admc.sources.noneText")}</p>
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
          title={t("admc.sources.editTitle", { name: editing.name })}
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
        <h3 className="card-title">
          <bdi>{source.name}</bdi>
        </h3>
        <Badge variant={builtIn ? "gray" : "blue"}>
          {kindText(source.kind)}
        </Badge>
      </div>
      <p className="source-meta">
        {t("admc.sources.currency", { currency: source.currency })}
        {source.kind === "postback" &&
          (source.commissionBase === "payout"
            ? t("admc.sources.onPayout")
            : t("admc.sources.onSale"))}
        {builtIn && t("admc.sources.builtIn")}
      </p>
      <p className="source-label">
        {source.kind === "postback"
          ? t("admc.sources.postbackUrl")
          : t("admc.sources.endpointUrl")}
      </p>
      <CopyValue
        value={source.endpointUrl}
        label={t("admc.sources.urlLabel", { name: source.name })}
      />
      {source.secret && (
        <>
          <p className="source-label">
            {source.kind === "shopify"
              ? t("admc.sources.signingKey")
              : t("admc.sources.secret")}
          </p>
          <SecretValue
            secret={source.secret}
            label={t("admc.sources.secretLabel", { name: source.name })}
          />
        </>
      )}
      <SourceConnectPanel source={source} open={open} />
      <div className="source-actions">
        <Link
          className={buttonClass("secondary", "sm")}
          to="/admin/sources/$id"
          params={{ id: String(source.id) }}
        >
          {t("admc.sources.events")}
        </Link>
        <Link
          className={buttonClass("secondary", "sm")}
          to="/admin/sources/$id/import"
          params={{ id: String(source.id) }}
        >
          {t("admc.importCsv")}
        </Link>
        {!builtIn && (
          <>
            <Button type="button" size="sm" variant="ghost" onClick={onEdit}>
              {t("admc.edit")}
            </Button>
            <Button type="button" size="sm" variant="danger" onClick={onDelete}>
              {t("admc.delete")}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
