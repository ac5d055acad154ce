/**
 * The source-kind table, adapter part: each kind's reader and verifier, keyed by the kinds of
 * domain/sources/source_kinds.ts (its web-facing part). The deliveries router reads it; adding a kind:
 * docs/CONVENTIONS.md "Adding a sales source kind".
 */
import type { DeliveryReading } from "../../domain/sources/conversion_step.ts";
import type { SourceKind } from "../../domain/sources/source_kinds.ts";
import { verifyBase64Signature } from "./hmac_signature.ts";
import { readPostback } from "./postback.ts";
import type { PostbackSource } from "./postback.ts";
import { readShopifyDelivery } from "./shopify.ts";
import { readWooCommerceDelivery } from "./woocommerce.ts";
import {
  type SignatureCheck,
  verifyConversionSignature,
} from "../tracking/conversion_signature.ts";

/** What a store webhook's reader needs from its source. */
export interface WebhookSource {
  secret: string;
  currency: string;
}

/** A store that POSTs signed webhooks to /api/sources/:id/webhook. */
export interface WebhookKind {
  endpoint: "webhook";
  /** Reads one delivery; it verifies the signature first and answers `rejected` (BAD_SIGNATURE) when it fails. */
  read(
    source: WebhookSource,
    headers: Headers,
    body: Uint8Array,
  ): Promise<DeliveryReading>;
  /** The header carrying the base64 HMAC-SHA256 of the raw body under the source's secret. */
  signatureHeader: string;
  /** Whether the delivery carries a valid signature in that header (the reader checks it the same way). */
  verify(secret: string, headers: Headers, body: Uint8Array): Promise<boolean>;
  /** The header naming the delivery's topic, kept on its event. */
  topicHeader: string;
}

/** A network calling /api/postback/:token: the token in the URL is the source's secret (found by lookup). */
export interface PostbackKind {
  endpoint: "postback";
  /** Reads one postback's query and form parameters. */
  read(
    source: PostbackSource,
    query: URLSearchParams,
    form: URLSearchParams | null,
  ): DeliveryReading;
  /** Whether a URL token is shaped like a secret (the repository then finds its source). */
  verify(token: string): boolean;
}

/** The built-in signed API: POST /api/conversions (adapters/http/routes/conversions.ts reads it). */
export interface ApiKind {
  endpoint: "api";
  /** Checks the Kamai-Signature header over the raw body at unix time `nowSeconds`. */
  verify(
    secret: string,
    header: string | null | undefined,
    rawBody: string,
    nowSeconds: number,
  ): Promise<SignatureCheck>;
}

/** One kind's adapters. */
export type SourceKindAdapter = WebhookKind | PostbackKind | ApiKind;

/** A store webhook kind signed with a base64 HMAC-SHA256 header (Shopify's and WooCommerce's scheme). */
function webhook(
  read: WebhookKind["read"],
  signatureHeader: string,
  topicHeader: string,
): WebhookKind {
  return {
    endpoint: "webhook",
    read,
    signatureHeader,
    verify: (secret, headers, body) =>
      verifyBase64Signature(secret, body, headers.get(signatureHeader)),
    topicHeader,
  };
}

/** Every kind's reader and verifier. */
export const SOURCE_KIND_ADAPTERS = {
  shopify: webhook(
    readShopifyDelivery,
    "x-shopify-hmac-sha256",
    "x-shopify-topic",
  ),
  woocommerce: webhook(
    readWooCommerceDelivery,
    "x-wc-webhook-signature",
    "x-wc-webhook-topic",
  ),
  postback: {
    endpoint: "postback",
    read: readPostback,
    verify: (token) => token.length >= 16 && token.length <= 200,
  },
  api: { endpoint: "api", verify: verifyConversionSignature },
} as const satisfies Readonly<Record<SourceKind, SourceKindAdapter>>;

/** The webhook adapters of a kind, or null when its deliveries do not arrive as store webhooks. */
export function webhookKind(kind: SourceKind): WebhookKind | null {
  const adapter: SourceKindAdapter = SOURCE_KIND_ADAPTERS[kind];
  return adapter.endpoint === "webhook" ? adapter : null;
}
