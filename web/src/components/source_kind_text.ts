/** The label of a source kind in the current language: the catalog key `admc.kind.<kind>` of the source-kind table. */
import type { SourceKind } from "@wire/sources.ts";
import { sourceKindLabelKey } from "@domain/sources/source_kinds.ts";
import { t } from "@/i18n/i18n.ts";
import "@/i18n/areas/admin_catalog.ts";

/** The label of `kind`, read at render time. */
export function kindText(kind: SourceKind): string {
  return t(sourceKindLabelKey(kind));
}
