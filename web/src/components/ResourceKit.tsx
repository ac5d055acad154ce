/**
 * ResourceKit: on an affiliate's product card, the product's resource kit (docs/sharing.md): images to download,
 * captions in English and Urdu to copy with the affiliate's link already in them, and the admin's notes.
 */
import { useEffect, useState } from "react";
import { buttonClass } from "./Button.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { messageOf } from "../lib/api.ts";
import {
  fetchResources,
  type ProductResource,
  resourceFileName,
} from "../lib/resources_api.ts";
import { captionWithLink } from "../../../domain/products/product_resource.ts";

/** The kit of one product, loaded the first time it is opened. */
export function ResourceKit(
  { productId, title, link }: {
    productId: number;
    title: string;
    link: string;
  },
) {
  const [open, setOpen] = useState(false);
  const [kit, setKit] = useState<ProductResource[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open || kit) return;
    let live = true;
    setError(null);
    fetchResources(productId).then(
      (r) => live && setKit(r),
      (e) => live && setError(messageOf(e, "Failed to load the resource kit.")),
    );
    return () => {
      live = false;
    };
  }, [open, kit, productId]);
  const images = kit?.filter((r) => r.kind === "image") ?? [];
  const captions = kit?.filter((r) => r.kind === "caption") ?? [];
  const notes = kit?.filter((r) => r.kind === "note") ?? [];
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
          {error
            ? <p className="error-text" role="alert">{error}</p>
            : !kit
            ? <p className="loading-text">Loading resources...</p>
            : kit.length === 0
            ? <p className="field-hint">No resources for this product yet.</p>
            : (
              <>
                {images.length > 0 && (
                  <ul className="resource-images" aria-label="Images">
                    {images.map((r) => (
                      <li key={r.id}>
                        <img src={r.imageUrl!} alt={r.text} loading="lazy" />
                        <a
                          className={buttonClass("secondary", "sm")}
                          href={r.imageUrl!}
                          download={resourceFileName(title, r)}
                          aria-label={`Download image: ${r.text}`}
                        >
                          Download image
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {captions.length > 0 && (
                  <ul className="resource-captions" aria-label="Captions">
                    {captions.map((r) => {
                      const text = captionWithLink(r.text, link);
                      return (
                        <li key={r.id}>
                          <span className="resource-language">
                            {r.language === "ur" ? "Urdu" : "English"}
                          </span>
                          <p
                            className="resource-text"
                            lang={r.language ?? undefined}
                            dir={r.language === "ur" ? "rtl" : "ltr"}
                          >
                            {text}
                          </p>
                          <CopyButton
                            text={text}
                            label={`${
                              r.language === "ur" ? "Urdu" : "English"
                            } caption ${r.id} with your link`}
                          >
                            Copy caption
                          </CopyButton>
                        </li>
                      );
                    })}
                  </ul>
                )}
                {notes.length > 0 && (
                  <ul className="resource-notes" aria-label="Notes">
                    {notes.map((r) => (
                      <li key={r.id} className="resource-text">{r.text}</li>
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
