/** A sales source: a store or network that reports sales to its own endpoint, with its secret and currency. */
import type { CommissionBase } from "./commission_base.ts";
import type { PostbackParamNames } from "./postback_params.ts";
import { CREATABLE_SOURCE_KINDS, type SourceKind } from "./source_kinds.ts";

// The kinds of source live in the source-kind table (source_kinds.ts); these names stay importable from here.
export { SOURCE_KINDS, type SourceKind } from "./source_kinds.ts";

/** What a delivery's event came to. */
export const EVENT_OUTCOMES = [
  "attributed",
  "duplicate",
  "unattributed",
  "ignored",
  "rejected",
  // Kept on its order until what it needs arrives (its sale, or an exchange rate); answered 2xx.
  "waiting",
  // A store's test order: recorded so the connect panel can say the connection works, never credited.
  "test",
] as const;

/** Why a step waits for its order's sale (outcome `waiting`), and what its event says once it applied. */
export const WAITING_MESSAGES = {
  reverse:
    "Waiting for the sale of this order: the reversal applies when it arrives.",
  refund:
    "Waiting for the sale of this order: the refund applies when it arrives.",
  applied: "Applied when the order's sale arrived.",
} as const;

/** One event outcome. */
export type EventOutcome = typeof EVENT_OUTCOMES[number];

/** The built-in api source's id: the first row migration 0015 inserts, which can be neither deleted nor re-kinded. */
export const API_SOURCE_ID = 1;

/** A stored source. `secret` is null only for the built-in api source (it signs with CONVERSIONS_SECRET). */
export interface Source {
  id: number;
  name: string;
  kind: SourceKind;
  secret: string | null;
  currency: string;
  commissionBase: CommissionBase;
  params: PostbackParamNames;
  createdAt: Date;
  /** The unguessable token of the source's webhook URL (/api/webhooks/{token}); absent on sources not read from SQL. */
  endpointToken?: string;
}

/** The messages of the sources area (the web shows them as they are). */
export const SOURCE_MESSAGES = {
  notFound: "Source not found.",
  eventNotFound: "Event not found.",
  nameRequired: "name is required (at most 100 characters).",
  kindInvalid: `kind must be ${
    CREATABLE_SOURCE_KINDS.slice(0, -1).join(", ")
  } or ${CREATABLE_SOURCE_KINDS.at(-1)}.`,
  apiCurrency: (ledger: string) =>
    `The api source takes the ledger currency (${ledger}): POST /api/conversions amounts are never converted.`,
  apiBuiltIn:
    "The api source is built in: it cannot be created, deleted or change kind.",
  secretInvalid:
    "secret must be text of 16 to 200 characters without spaces (leave it out and Kamai generates one).",
  secretTaken: "Another postback source already uses this secret.",
  notUnattributed:
    "Only an unattributed event can be attributed, and only once.",
  targetNotFound: "No such affiliate or product.",
  testOrder:
    "This is a store's test order: it shows the connection works and never earns, so it cannot be attributed.",
  couponCodeInvalid:
    "code must be 1 to 100 letters, digits, dashes or underscores.",
  couponTaken:
    "This coupon code is already given (codes match regardless of case).",
  couponNotFound: "Coupon not found.",
  notCrediting:
    "This link no longer earns commission: its affiliate is blocked or its product was removed.",
} as const;
