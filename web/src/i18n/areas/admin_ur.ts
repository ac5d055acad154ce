/**
 * The admin area's Urdu (loaded only for Urdu readers, when one of its screens opens): the same keys as
 * admin_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AdminKey } from "./admin_en.ts";

const messages: Record<AdminKey, string> = {};

/** The admin area in Urdu. */
export const adminUr: AreaTranslation = {
  messages,
  serverTexts: {},
};
