/**
 * The product form's offer-directory fields (docs/offer-directory.md): visibility and allowed traffic sources.
 * Each is optional: absent keeps the stored value on an edit, and the default on a new product.
 */
import { err, ok, type Result } from "../shared/result.ts";
import { isOfferVisibility, type OfferVisibility } from "./product.ts";
import { isValidDestination } from "../links/destination_url.ts";
import { isJoinPolicy, type JoinPolicy } from "../directory/application.ts";

/** Most traffic sources an offer may list, and the longest label. */
export const MAX_TRAFFIC_SOURCES = 20;
const MAX_TRAFFIC_SOURCE_LENGTH = 40;

/** The rules' messages, for the API and the web. */
export const OFFER_FIELD_MESSAGES = {
  visibility: "Visibility must be public or private.",
  trafficSources:
    `List at most ${MAX_TRAFFIC_SOURCES} traffic sources of up to ${MAX_TRAFFIC_SOURCE_LENGTH} characters each, separated by commas.`,
  joinPolicy: "Join policy must be instant or approval.",
  autoApprove: "Auto-approve must be true or false.",
  destinationUrl:
    "Destination URL must be a full URL with https:// (it may contain {click_id}).",
} as const;

/** The offer fields as submitted. */
export interface OfferFieldsInput {
  visibility?: unknown;
  /** A list, or text split at commas and line breaks. */
  trafficSources?: unknown;
  /** A URL; blank clears it. */
  destinationUrl?: unknown;
  joinPolicy?: unknown;
  /** true/false, or the text "true"/"false" of a form. */
  autoApprove?: unknown;
}

/** The checked offer fields; null: not given. */
export interface CheckedOfferFields {
  visibility: OfferVisibility | null;
  trafficSources: string[] | null;
  /** undefined: not given; null: cleared. */
  destinationUrl: string | null | undefined;
  joinPolicy: JoinPolicy | null;
  autoApprove: boolean | null;
}

/** A field that breaks its rule. */
export interface OfferFieldError {
  code: "VALIDATION_ERROR";
  message: string;
}

// Only a field left out keeps the stored value (or the default): null or "" sent for a choice is a bad choice.
const given = (v: unknown) => v !== undefined;

/** Reads the traffic sources: trimmed, blanks dropped, duplicates (ignoring case) dropped. */
export function readTrafficSources(
  input: unknown,
): Result<string[], OfferFieldError> {
  const entries = Array.isArray(input)
    ? input
    : typeof input === "string"
    ? input.split(/[,\n]+/)
    : null;
  const bad = err({
    code: "VALIDATION_ERROR" as const,
    message: OFFER_FIELD_MESSAGES.trafficSources,
  });
  if (entries === null) return bad;
  const out: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== "string") return bad;
    const label = entry.trim().replace(/\s+/g, " ");
    if (!label) continue;
    if (label.length > MAX_TRAFFIC_SOURCE_LENGTH) return bad;
    if (!out.some((o) => o.toLowerCase() === label.toLowerCase())) {
      out.push(label);
    }
  }
  return out.length > MAX_TRAFFIC_SOURCES ? bad : ok(out);
}

/** Checks the offer fields of a product form. */
export function checkOfferFields(
  input: OfferFieldsInput,
): Result<CheckedOfferFields, OfferFieldError> {
  let visibility: OfferVisibility | null = null;
  if (given(input.visibility)) {
    if (!isOfferVisibility(input.visibility)) {
      return err({
        code: "VALIDATION_ERROR",
        message: OFFER_FIELD_MESSAGES.visibility,
      });
    }
    visibility = input.visibility;
  }
  let trafficSources: string[] | null = null;
  if (input.trafficSources !== undefined && input.trafficSources !== null) {
    const read = readTrafficSources(input.trafficSources);
    if (!read.ok) return read;
    trafficSources = read.value;
  }
  let destinationUrl: string | null | undefined = undefined;
  if (input.destinationUrl !== undefined) {
    const url = typeof input.destinationUrl === "string"
      ? input.destinationUrl.trim()
      : input.destinationUrl;
    if (url === null || url === "") destinationUrl = null;
    else if (
      typeof url !== "string" || url.length > 2000 || !isValidDestination(url)
    ) {
      return err({
        code: "VALIDATION_ERROR",
        message: OFFER_FIELD_MESSAGES.destinationUrl,
      });
    } else destinationUrl = url;
  }
  let joinPolicy: JoinPolicy | null = null;
  if (given(input.joinPolicy)) {
    if (!isJoinPolicy(input.joinPolicy)) {
      return err({
        code: "VALIDATION_ERROR",
        message: OFFER_FIELD_MESSAGES.joinPolicy,
      });
    }
    joinPolicy = input.joinPolicy;
  }
  let autoApprove: boolean | null = null;
  if (given(input.autoApprove)) {
    const v = input.autoApprove;
    if (v === true || v === "true") autoApprove = true;
    else if (v === false || v === "false") autoApprove = false;
    else {
      return err({
        code: "VALIDATION_ERROR",
        message: OFFER_FIELD_MESSAGES.autoApprove,
      });
    }
  }
  return ok({
    visibility,
    trafficSources,
    destinationUrl,
    joinPolicy,
    autoApprove,
  });
}
