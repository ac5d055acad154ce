/**
 * The admin_catalog area's English catalogue: the catalogue screens (products, links, coupons, add stat, stats, resource kit, sales sources and imports). Plain data (tests read it too); admin_catalog.ts installs it when
 * the screens' route chunk loads. Urdu fills the same keys in admin_catalog_ur.ts (docs/i18n.md). Keys start "admc.".
 */

/** English texts of the admin_catalog area. */
export const adminCatalogEn = {} as const;

/** A key of the admin_catalog area. */
export type AdminCatalogKey = keyof typeof adminCatalogEn;
