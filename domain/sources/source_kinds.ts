/**
 * The source-kind table, web-facing part: each kind of sales source, how its deliveries arrive, whether an admin
 * creates it, and the message keys of its connect-panel steps. adapters/sources/kinds.ts adds each kind's reader and
 * verifier; the web's source form, labels and connect panel read this one. Adding a kind: docs/CONVENTIONS.md
 * "Adding a sales source kind".
 */

/** The kinds of source, in the order the source form offers them; `api` is the built-in signed POST /api/conversions. */
export const SOURCE_KINDS = [
  "shopify",
  "woocommerce",
  "postback",
  "api",
] as const;

/** One kind of source. */
export type SourceKind = typeof SOURCE_KINDS[number];

/**
 * Where a kind's deliveries arrive: `webhook` is POST /api/sources/:id/webhook (signed with the source's secret),
 * `postback` is /api/postback/:token (the token is the secret), `api` is the signed POST /api/conversions.
 */
export type SourceEndpoint = "webhook" | "postback" | "api";

/** One row of the table. */
export interface SourceKindRow {
  endpoint: SourceEndpoint;
  /** False for the built-in api source: it is neither created nor deleted. */
  creatable: boolean;
  /** The web catalog keys (admin_catalog_en/ur) of the connect panel's steps, in order; the label is `admc.kind.<kind>`. */
  connectSteps: readonly string[];
}

/** Every kind's row. */
export const SOURCE_KIND_TABLE: Readonly<Record<SourceKind, SourceKindRow>> = {
  shopify: {
    endpoint: "webhook",
    creatable: true,
    connectSteps: [1, 2, 3, 4, 5, 6].map((n) => `admc.connect.shopify${n}`),
  },
  woocommerce: {
    endpoint: "webhook",
    creatable: true,
    connectSteps: [1, 2, 3, 4, 5, 6].map((n) => `admc.connect.woo${n}`),
  },
  postback: {
    endpoint: "postback",
    creatable: true,
    connectSteps: [1, 2, 3].map((n) => `admc.connect.postback${n}`),
  },
  api: {
    endpoint: "api",
    creatable: false,
    connectSteps: [1, 2, 3, 4].map((n) => `admc.connect.api${n}`),
  },
};

/** The kinds an admin can create (all but the built-in api). */
export const CREATABLE_SOURCE_KINDS: readonly SourceKind[] = SOURCE_KINDS
  .filter((k) => SOURCE_KIND_TABLE[k].creatable);

/** Whether a value names a kind an admin can create. */
export function isCreatableSourceKind(value: unknown): value is SourceKind {
  return (CREATABLE_SOURCE_KINDS as readonly unknown[]).includes(value);
}

/** The catalog key of a kind's label (admin_catalog_en.ts / _ur.ts). */
export function sourceKindLabelKey(
  kind: SourceKind,
): `admc.kind.${SourceKind}` {
  return `admc.kind.${kind}`;
}
