/** The label of a source kind in the current language (lib/source_connect.ts keeps the English ones). */
import type { SourceKind } from "@wire/sources.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";
import "@/i18n/areas/admin_catalog.ts";

const KIND_KEYS: Record<SourceKind, MessageKey> = {
  shopify: "admc.kind.shopify",
  woocommerce: "admc.kind.woocommerce",
  postback: "admc.kind.postback",
  api: "admc.kind.api",
};

/** The label of `kind`, read at render time. */
export function kindText(kind: SourceKind): string {
  return t(KIND_KEYS[kind]);
}
