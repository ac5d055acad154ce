/**
 * The admin_people area's Urdu (loaded only for Urdu readers, when one of its screens opens): the same keys as
 * admin_people_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AdminPeopleKey } from "./admin_people_en.ts";

const messages: Record<AdminPeopleKey, string> = {};

/** The admin_people area in Urdu. */
export const adminPeopleUr: AreaTranslation = {
  messages,
  serverTexts: {},
};
