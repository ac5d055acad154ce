/**
 * The admin area's English catalogue: the admin shell (layout, navigation), the overview and the pieces several admin screens share (period filter, affiliate/product pickers). Plain data (tests read it too); admin.ts installs it when
 * the screens' route chunk loads. Urdu fills the same keys in admin_ur.ts (docs/i18n.md). Keys start "adm.".
 */

/** English texts of the admin area. */
export const adminEn = {} as const;

/** A key of the admin area. */
export type AdminKey = keyof typeof adminEn;
