/**
 * The admin_people area's English catalogue: the people screens (users, profiles, a user's profile, admins, audit logs, settings) and the first-run setup page. Plain data (tests read it too); admin_people.ts installs it when
 * the screens' route chunk loads. Urdu fills the same keys in admin_people_ur.ts (docs/i18n.md). Keys start "admp.".
 */

/** English texts of the admin_people area. */
export const adminPeopleEn = {} as const;

/** A key of the admin_people area. */
export type AdminPeopleKey = keyof typeof adminPeopleEn;
