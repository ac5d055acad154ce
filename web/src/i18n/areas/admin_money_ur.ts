/**
 * The admin_money area's Urdu (loaded only for Urdu readers, when one of its screens opens): the same keys as
 * admin_money_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AdminMoneyKey } from "./admin_money_en.ts";

const messages: Record<AdminMoneyKey, string> = {};

/** The admin_money area in Urdu. */
export const adminMoneyUr: AreaTranslation = {
  messages,
  serverTexts: {},
};
