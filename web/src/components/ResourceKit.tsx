/**
 * ResourceKit: on an affiliate's product card, the product's resource kit (docs/sharing.md): images to download,
 * captions in English and Urdu to copy with the affiliate's link already in them, and the admin's notes.
 */
import { useEffect, useState } from "react";
import { buttonClass } from "./Button.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { messageOf } from "@/lib/api.ts";
import { t } from "@/i18n/i18n.ts";
import {
  fetchResources,
  type ProductResource,
  resourceFileName,
} from "@/lib/resources_api.ts";
import { captionWithLink } from "@domain/products/product_resource.ts";

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
      (e) => live && setError(messageOf(e, t("aff.kit.loadFailed"))),
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
      <summary className={buttonClass("secondary", "sm")}>
        {t("aff.kit.title")}
      </summary>
      {open && (
        <section
          className="share-panel"
          aria-label={t("aff.kit.of", { title })}
        >
          {error
            ? <p className="error-text" role="alert">{error}</p>
            : !kit
            ? <p className="loading-text">{t("aff.kit.loading")}</p>
            : kit.length === 0
            ? <p className="field-hint">{t("aff.kit.none")}</p>
            : (
              <>
                {images.length > 0 && (
                  <ul
                    className="resource-images"
                    aria-label={t("aff.kit.images")}
                  >
                    {images.map((r) => (
                      <li key={r.id}>
                        <img src={r.imageUrl!} alt={r.text} loading="lazy" />
                        <a
                          className={buttonClass("secondary", "sm")}
                          href={r.imageUrl!}
                          download={resourceFileName(title, r)}
                          aria-label={t("aff.kit.downloadImageOf", {
                            text: r.text,
                          })}
                        >
                          {t("aff.kit.downloadImage")}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {captions.length > 0 && (
                  <ul
                    className="resource-captions"
                    aria-label={t("aff.kit.captions")}
                  >
                    {captions.map((r) => {
                      const text = captionWithLink(r.text, link);
                      return (
                        <li key={r.id}>
                          <span className="resource-language">
                            {r.language === "ur"
                              ? t("aff.kit.urdu")
                              : t("aff.kit.english")}
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
                            label={t(
                              r.language === "ur"
                                ? "aff.kit.urduCaption"
                                : "aff.kit.englishCaption",
                              { id: r.id },
                            )}
                          >
                            {t("aff.kit.copyCaption")}
                          </CopyButton>
                        </li>
                      );
                    })}
                  </ul>
                )}
                {notes.length > 0 && (
                  <ul
                    className="resource-notes"
                    aria-label={t("aff.kit.notes")}
                  >
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
