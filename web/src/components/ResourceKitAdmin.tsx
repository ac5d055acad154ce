/** ResourceKitAdmin: on an admin's product card, the product's resource kit with add (image, caption, note) and remove (docs/sharing.md). */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "./Button.tsx";
import { SelectField, TextAreaField, TextField } from "./Field.tsx";
import { Alert } from "./Alert.tsx";
import { messageOf } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import {
  addResource,
  fetchResources,
  type ProductResource,
  removeResource,
} from "@/lib/resources_api.ts";
import {
  MAX_RESOURCE_TEXT,
  RESOURCE_MESSAGES,
} from "@domain/products/product_resource.ts";
import { type MessageKey, serverText, t } from "@/i18n/i18n.ts";
import "@/i18n/areas/admin_catalog.ts";

type Kind = "caption-en" | "caption-ur" | "note" | "image";

// Keys, read at render time (a language switch remounts the tree).
const KIND_LABELS: Record<Kind, MessageKey> = {
  "caption-en": "admc.kit.captionEn",
  "caption-ur": "admc.kit.captionUr",
  note: "admc.kit.note",
  image: "admc.kit.image",
};

/** The kit of one product for the admin, loaded the first time it is opened. */
export function ResourceKitAdmin(
  { productId, title }: { productId: number; title: string },
) {
  const [open, setOpen] = useState(false);
  const [kit, setKit] = useState<ProductResource[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // "add" is the form's submit; a resource id is that resource's Remove.
  const { running, error, setError, run } = useAction<"add" | number>();
  const [kind, setKind] = useState<Kind>("caption-en");
  const [text, setText] = useState("");
  const file = useRef<HTMLInputElement>(null);

  const load = () =>
    fetchResources(productId).then(
      (r) => setKit(r),
      (e) => setLoadError(messageOf(e, t("admc.kit.loadFailed"))),
    );
  useEffect(() => {
    if (open && !kit) void load();
    // Loads on the first opening only; adds and removes load it again themselves.
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const picked = file.current?.files?.[0];
    if (kind === "image" && !picked) {
      setError(serverText(RESOURCE_MESSAGES.imageMissing));
      return;
    }
    await run(
      async () => {
        if (kind === "image") {
          const form = new FormData();
          form.set("kind", "image");
          form.set("text", text);
          form.set("image", picked!);
          await addResource(productId, form);
        } else if (kind === "note") {
          await addResource(productId, { kind: "note", text });
        } else {
          await addResource(productId, {
            kind: "caption",
            language: kind === "caption-ur" ? "ur" : "en",
            text,
          });
        }
        setText("");
        if (file.current) file.current.value = "";
        setNotice(t("admc.kit.added"));
        await load();
      },
      t("admc.kit.addFailed"),
      "add",
    );
  };

  const remove = async (r: ProductResource) => {
    setNotice(null);
    await run(
      async () => {
        await removeResource(productId, r.id);
        setNotice(t("admc.kit.removed"));
        await load();
      },
      t("admc.kit.removeFailed"),
      r.id,
    );
  };

  return (
    <details
      className="share-tools resource-kit"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className={buttonClass("secondary", "sm")}>
        {t("admc.kit.title")}
      </summary>
      {open && (
        <section
          className="share-panel"
          aria-label={t("admc.kit.label", { title })}
        >
          {error && <Alert>{error.message}</Alert>}
          {notice && <Alert tone="success">{notice}</Alert>}
          {loadError
            ? <p className="error-text" role="alert">{loadError}</p>
            : !kit
            ? <p className="loading-text">{t("admc.kit.loading")}</p>
            : kit.length === 0
            ? <p className="field-hint">{t("admc.kit.none")}</p>
            : (
              <ul
                className="resource-admin-list"
                aria-label={t("admc.kit.listLabel")}
              >
                {kit.map((r) => (
                  <li key={r.id}>
                    {r.imageUrl && <img src={r.imageUrl} alt={r.text} />}
                    <span className="resource-language">
                      {r.kind === "caption"
                        ? r.language === "ur"
                          ? t("admc.kit.urduCaption")
                          : t("admc.kit.englishCaption")
                        : r.kind === "note"
                        ? t("admc.kit.noteKind")
                        : t("admc.kit.image")}
                    </span>
                    <span
                      className="resource-text"
                      lang={r.language ?? undefined}
                      dir={r.language === "ur" ? "rtl" : undefined}
                    >
                      {r.text}
                    </span>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t("admc.kit.removeLabel", {
                        kind: r.kind,
                        id: r.id,
                      })}
                      busy={running === r.id}
                      onClick={() => remove(r)}
                    >
                      {t("admc.kit.remove")}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          <form
            className="share-editor"
            aria-label={t("admc.kit.addLabel", { title })}
            onSubmit={submit}
          >
            <SelectField
              label={t("admc.kit.resource")}
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
            >
              {(Object.keys(KIND_LABELS) as Kind[]).map((k) => (
                <option key={k} value={k}>{t(KIND_LABELS[k])}</option>
              ))}
            </SelectField>
            {kind === "image"
              ? (
                <>
                  <div className="field">
                    <label
                      className="field-label"
                      htmlFor={`kit-file-${productId}`}
                    >
                      {t("admc.kit.imageFile")}
                    </label>
                    <input
                      id={`kit-file-${productId}`}
                      ref={file}
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                    />
                  </div>
                  <TextField
                    label={t("admc.description")}
                    hint={t("admc.kit.imageHint")}
                    value={text}
                    maxLength={MAX_RESOURCE_TEXT}
                    onChange={(e) => setText(e.target.value)}
                  />
                </>
              )
              : (
                <TextAreaField
                  label={t("admc.kit.text")}
                  hint={kind === "note"
                    ? t("admc.kit.noteHint")
                    : t("admc.kit.captionHint")}
                  value={text}
                  rows={3}
                  maxLength={MAX_RESOURCE_TEXT}
                  lang={kind === "caption-ur" ? "ur" : undefined}
                  dir={kind === "caption-ur" ? "rtl" : undefined}
                  onChange={(e) => setText(e.target.value)}
                />
              )}
            <div className="share-actions">
              <Button size="sm" type="submit" busy={running === "add"}>
                {t("admc.kit.add")}
              </Button>
            </div>
          </form>
        </section>
      )}
    </details>
  );
}
