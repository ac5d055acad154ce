/** What the "Connect your store" panels show: the kinds an admin can create and the postback URL template of each network. */
import type { SourceKind } from "@wire/sources.ts";
import { CREATABLE_SOURCE_KINDS } from "@domain/sources/source_kinds.ts";
import {
  POSTBACK_FIELDS,
  type PostbackField,
} from "@domain/sources/postback_params.ts";

export { POSTBACK_FIELDS, type PostbackField };

/** The kinds an admin can create, in the form's order (the source-kind table's; the `api` source is built in). */
export const SOURCE_KIND_OPTIONS: { value: SourceKind }[] =
  CREATABLE_SOURCE_KINDS
    .map((value) => ({ value }));

/** A network's macros for the postback fields it can fill (a field it lacks is left out of the template). */
export interface NetworkPreset {
  id: string;
  label: string;
  macros: Partial<Record<PostbackField, string>>;
}

/** Networks and the macros their postback URLs use; the click id is the sub id the affiliate link passed on. */
export const NETWORK_PRESETS: NetworkPreset[] = [
  {
    id: "hasoffers",
    label: "TUNE / HasOffers",
    macros: {
      click_id: "{aff_sub}",
      order_id: "{transaction_id}",
      amount: "{sale_amount}",
      payout: "{payout}",
    },
  },
  {
    id: "everflow",
    label: "Everflow",
    macros: {
      click_id: "{sub1}",
      order_id: "{transaction_id}",
      amount: "{sale_amount}",
      payout: "{payout_amount}",
    },
  },
  {
    id: "impact",
    label: "Impact",
    macros: {
      click_id: "{SubId1}",
      order_id: "{ActionId}",
      amount: "{Amount}",
      payout: "{Payout}",
      status: "{Status}",
      currency: "{Currency}",
    },
  },
  {
    id: "involve",
    label: "Involve Asia",
    macros: {
      click_id: "{aff_sub}",
      order_id: "{conversion_id}",
      amount: "{sale_amount_local}",
      payout: "{payout_local}",
      currency: "{conversion_currency}",
    },
  },
  {
    id: "custom",
    label: "Other network",
    macros: {
      click_id: "{your_click_id_macro}",
      order_id: "{your_order_id_macro}",
      amount: "{your_amount_macro}",
      payout: "{your_payout_macro}",
      status: "{your_status_macro}",
    },
  },
];

/**
 * The postback URL to paste into a network: the source's endpoint with each field the network fills, under the
 * parameter name the source reads it from (its rename, else the field's own name).
 */
export function postbackTemplate(
  endpointUrl: string,
  params: Record<string, string>,
  preset: NetworkPreset,
): string {
  const query = POSTBACK_FIELDS
    .filter((field) => preset.macros[field])
    // Macros keep their braces: networks look for the literal text, so it must not be percent-encoded.
    .map((field) =>
      `${encodeURIComponent(params[field] || field)}=${preset.macros[field]}`
    )
    .join("&");
  const joiner = endpointUrl.includes("?") ? "&" : "?";
  return query ? `${endpointUrl}${joiner}${query}` : endpointUrl;
}

/** A secret shown masked: its first and last few characters around dots, so two keys can still be told apart. */
export function maskSecret(secret: string): string {
  if (secret.length <= 8) return "•".repeat(secret.length);
  return `${secret.slice(0, 4)}${"•".repeat(12)}${secret.slice(-4)}`;
}
