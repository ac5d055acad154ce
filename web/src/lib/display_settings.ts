/** The public display settings (currency, minimum payout), read once per page load and after the admin saves them. */
import type { PublicSettingsJson } from "@wire/settings.ts";
import { api } from "./api.ts";
import { setDisplayCurrency } from "./money.ts";

const DEFAULTS: PublicSettingsJson = {
  currency: "USD",
  minimumPayout: 0,
  withholdingTax: false,
  // Unknown until loaded: the form then asks for no product, and shows the picker if the server says one is needed.
  payoutRequiresProduct: false,
};

let loaded: Promise<PublicSettingsJson> | null = null;
let current: PublicSettingsJson = DEFAULTS;

/** The settings last loaded (the defaults before the first load finishes); the root route loads them first. */
export function currentDisplaySettings(): PublicSettingsJson {
  return current;
}

/** The display settings, fetched once (a failure keeps the defaults and is retried on the next call). */
export function displaySettings(): Promise<PublicSettingsJson> {
  if (typeof document === "undefined") return Promise.resolve(DEFAULTS);
  if (!loaded) {
    loaded = api<PublicSettingsJson>("/api/settings/public", { public: true })
      .then((s) => {
        setDisplayCurrency(s.currency);
        current = s;
        return s;
      })
      .catch(() => {
        loaded = null;
        return DEFAULTS;
      });
  }
  return loaded;
}

/** Reads the settings again (after the settings page saved them). */
export function refreshDisplaySettings(): Promise<PublicSettingsJson> {
  loaded = null;
  return displaySettings();
}
