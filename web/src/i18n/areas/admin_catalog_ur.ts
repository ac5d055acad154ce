/**
 * The admin_catalog area's Urdu (loaded only for Urdu readers, when one of its screens opens): the same keys as
 * admin_catalog_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AdminCatalogKey } from "./admin_catalog_en.ts";

const messages: Record<AdminCatalogKey, string> = {};

/** The admin_catalog area in Urdu. */
export const adminCatalogUr: AreaTranslation = {
  messages,
  serverTexts: {},
};
