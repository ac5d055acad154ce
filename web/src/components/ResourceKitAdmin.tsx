/** ResourceKitAdmin: on an admin's product card, the product's resource kit with add (image, caption, note) and remove (docs/sharing.md). */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "./Button.tsx";
import { SelectField, TextAreaField, TextField } from "./Field.tsx";
import { Alert } from "./Alert.tsx";
import { messageOf } from "../lib/api.ts";
import {
  addResource,
  fetchResources,
  type ProductResource,
  removeResource,
} from "../lib/resources_api.ts";
import {
  MAX_RESOURCE_TEXT,
  RESOURCE_MESSAGES,
} from "../../../domain/products/product_resource.ts";

type Kind = "caption-en" | "caption-ur" | "note" | "image";

const KIND_LABELS: Record<Kind, string> = {
  "caption-en": "Caption (English)",
  "caption-ur": "Caption (Urdu)",
  note: "Note for affiliates",
  image: "Image",
};

/** The kit of one product for the admin, loaded the first time it is opened. */
export function ResourceKitAdmin(
  { productId, title }: { productId: number; title: string },
) {
  const [open, setOpen] = useState(false);
  const [kit, setKit] = useState<ProductResource[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<Kind>("caption-en");
  const [text, setText] = useState("");
  const file = useRef<HTMLInputElement>(null);

  const load = () =>
    fetchResources(productId).then(
      (r) => setKit(r),
      (e) => setLoadError(messageOf(e, "Failed to load the resource kit.")),
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
      setError(RESOURCE_MESSAGES.imageMissing);
      return;
    }
    setBusy(true);
    try {
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
      setNotice("Resource added.");
      await load();
    } catch (err) {
      setError(messageOf(err, "Failed to add the resource."));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (r: ProductResource) => {
    setError(null);
    setNotice(null);
    try {
      await removeResource(productId, r.id);
      setNotice("Resource removed.");
      await load();
    } catch (err) {
      setError(messageOf(err, "Failed to remove the resource."));
    }
  };

  return (
    <details
      className="share-tools resource-kit"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className={buttonClass("secondary", "sm")}>Resource kit</summary>
      {open && (
        <section
          className="share-panel"
          aria-label={`Resource kit of ${title}`}
        >
          {error && <Alert>{error}</Alert>}
          {notice && <Alert tone="success">{notice}</Alert>}
          {loadError
            ? <p className="error-text" role="alert">{loadError}</p>
            : !kit
            ? <p className="loading-text">Loading resources...</p>
            : kit.length === 0
            ? <p className="field-hint">No resources yet.</p>
            : (
              <ul className="resource-admin-list" aria-label="Resources">
                {kit.map((r) => (
                  <li key={r.id}>
                    {r.imageUrl && <img src={r.imageUrl} alt={r.text} />}
                    <span className="resource-language">
                      {r.kind === "caption"
                        ? r.language === "ur"
                          ? "Urdu caption"
                          : "English caption"
                        : r.kind === "note"
                        ? "Note"
                        : "Image"}
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
                      aria-label={`Remove ${r.kind} ${r.id}`}
                      onClick={() => remove(r)}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          <form
            className="share-editor"
            aria-label={`Add to the resource kit of ${title}`}
            onSubmit={submit}
          >
            <SelectField
              label="Resource"
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
            >
              {(Object.keys(KIND_LABELS) as Kind[]).map((k) => (
                <option key={k} value={k}>{KIND_LABELS[k]}</option>
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
                      Image file
                    </label>
                    <input
                      id={`kit-file-${productId}`}
                      ref={file}
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                    />
                  </div>
                  <TextField
                    label="Description"
                    hint="Read out to affiliates who cannot see the image."
                    value={text}
                    maxLength={MAX_RESOURCE_TEXT}
                    onChange={(e) => setText(e.target.value)}
                  />
                </>
              )
              : (
                <TextAreaField
                  label="Text"
                  hint={kind === "note"
                    ? "Tips for affiliates: where and when to post."
                    : "Write {link} where the affiliate's link goes; without it the link is added on its own line."}
                  value={text}
                  rows={3}
                  maxLength={MAX_RESOURCE_TEXT}
                  lang={kind === "caption-ur" ? "ur" : undefined}
                  dir={kind === "caption-ur" ? "rtl" : undefined}
                  onChange={(e) => setText(e.target.value)}
                />
              )}
            <div className="share-actions">
              <Button size="sm" type="submit" busy={busy}>
                Add to kit
              </Button>
            </div>
          </form>
        </section>
      )}
    </details>
  );
}
