/**
 * DeepLinks: on an affiliate's product card, tracked links to other pages of the product's shop (docs/deep-links.md):
 * make one (a page address and an optional name), copy it, delete it. Loaded the first time it is opened.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Button, buttonClass } from "./Button.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { TextField } from "./Field.tsx";
import { messageOf } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import {
  createDeepLink,
  type DeepLink,
  deleteDeepLink,
  fetchDeepLinks,
} from "@/lib/tracking_api.ts";
import { t } from "@/i18n/i18n.ts";

/** The deep links of one affiliate link; `allowedDomains` says where they may lead (none: the panel says so). */
export function DeepLinks(
  { linkId, title, allowedDomains }: {
    linkId: number;
    title: string;
    allowedDomains: string[];
  },
) {
  const [open, setOpen] = useState(false);
  const [links, setLinks] = useState<DeepLink[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const action = useAction<number | "create">();
  useEffect(() => {
    if (!open || links || allowedDomains.length === 0) return;
    let live = true;
    setLoadError(null);
    fetchDeepLinks(linkId).then(
      (r) => live && setLinks(r),
      (e) => live && setLoadError(messageOf(e, t("aff.deep.loadFailed"))),
    );
    return () => {
      live = false;
    };
  }, [open, links, linkId, allowedDomains.length]);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const made = await action.run(
      () => createDeepLink(linkId, url.trim(), name),
      t("aff.deep.createFailed"),
      "create",
    );
    if (made) {
      setLinks((old) => [made, ...(old ?? [])]);
      setUrl("");
      setName("");
    }
  };
  const remove = async (d: DeepLink) => {
    if (!globalThis.confirm(t("aff.deep.confirmDelete", { name: d.name }))) {
      return;
    }
    const done = await action.run(
      () => deleteDeepLink(linkId, d.id).then(() => true),
      t("aff.deep.deleteFailed"),
      d.id,
    );
    if (done) setLinks((old) => old?.filter((x) => x.id !== d.id) ?? null);
  };
  return (
    <details
      className="share-tools deep-links"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className={buttonClass("secondary", "sm")}>
        {t("aff.deep.title")}
      </summary>
      {open && (
        <section
          className="share-panel"
          aria-label={t("aff.deep.of", { title })}
        >
          {allowedDomains.length === 0
            ? <p className="field-hint">{t("aff.deep.noDomains")}</p>
            : (
              <>
                <p className="field-hint">
                  {t("aff.deep.hint")}{" "}
                  <span className="ltr">{allowedDomains.join(", ")}</span>
                </p>
                <form className="deep-link-form" onSubmit={create} noValidate>
                  <TextField
                    label={t("aff.deep.url")}
                    type="url"
                    inputMode="url"
                    dir="ltr"
                    required
                    value={url}
                    placeholder={`https://${
                      allowedDomains[0].replace(/^\*\./, "")
                    }/…`}
                    onChange={(e) => setUrl(e.target.value)}
                    error={action.running === null && action.error
                      ? action.error.message
                      : null}
                  />
                  <TextField
                    label={t("aff.deep.name")}
                    hint={t("aff.deep.nameHint")}
                    maxLength={100}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                  />
                  <Button
                    type="submit"
                    size="sm"
                    disabled={action.busy || url.trim() === ""}
                  >
                    {action.running === "create"
                      ? t("aff.deep.creating")
                      : t("aff.deep.create")}
                  </Button>
                </form>
                {loadError
                  ? <p className="error-text" role="alert">{loadError}</p>
                  : !links
                  ? <p className="loading-text">{t("aff.deep.loading")}</p>
                  : links.length === 0
                  ? (
                    <p className="field-hint">
                      {t("aff.deep.none")} {t("aff.empty.deepLinksHint")}
                    </p>
                  )
                  : (
                    <ul
                      className="deep-link-list"
                      aria-label={t("aff.deep.list")}
                    >
                      {links.map((d) => (
                        <li key={d.id}>
                          <strong className="deep-link-name">{d.name}</strong>
                          <span className="deep-link-url ltr">{d.url}</span>
                          <span className="product-link ltr">
                            {d.trackedUrl}
                          </span>
                          <span className="deep-link-actions">
                            <CopyButton
                              text={d.trackedUrl}
                              label={t("aff.deep.copyOf", { name: d.name })}
                            />
                            <Button
                              type="button"
                              size="sm"
                              variant="danger"
                              disabled={action.busy}
                              aria-label={t("aff.deep.deleteOf", {
                                name: d.name,
                              })}
                              onClick={() => remove(d)}
                            >
                              {t("aff.deep.delete")}
                            </Button>
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
              </>
            )}
        </section>
      )}
    </details>
  );
}
