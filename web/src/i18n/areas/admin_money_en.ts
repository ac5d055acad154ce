/**
 * The admin_money area's English catalogue: the money screens (payout requests, history, batches, tax, tax rates, payout settings, risk flags). Plain data (tests read it too); admin_money.ts installs it when
 * the screens' route chunk loads. Urdu fills the same keys in admin_money_ur.ts (docs/i18n.md). Keys start "admm.".
 */

/** English texts of the admin_money area. */
export const adminMoneyEn = {} as const;

/** A key of the admin_money area. */
export type AdminMoneyKey = keyof typeof adminMoneyEn;
