/** A product's resource kit (docs/sharing.md): images, captions in English and Urdu, and notes for affiliates. */
import { err, ok, type Result } from "../shared/result.ts";
import type { ProductImageRef } from "./product.ts";

/** What a resource is. */
export type ResourceKind = "image" | "caption" | "note";
/** The languages a caption is written in. */
export type CaptionLanguage = "en" | "ur";

/** The longest caption, note or image description. */
export const MAX_RESOURCE_TEXT = 2000;

/** One resource as stored. */
export interface ProductResource {
  id: number;
  productId: number;
  kind: ResourceKind;
  /** Captions only. */
  language: CaptionLanguage | null;
  /** A caption's or note's text; an image's description. */
  text: string;
  /** Images only. */
  image: ProductImageRef | null;
  createdAt: Date;
}

/** The messages of the resource kit's rules. */
export const RESOURCE_MESSAGES = {
  kind: "Choose what to add: image, caption or note.",
  language: "Choose the caption's language: English or Urdu.",
  text: "Write the caption or note.",
  imageText: "Describe the image in a few words.",
  tooLong: `Keep it under ${MAX_RESOURCE_TEXT} characters.`,
  imageMissing: "Choose an image file (JPEG, PNG or WebP).",
  imageNotAllowed: "Only an image resource takes a file.",
  productNotFound: "Product not found.",
  notFound: "Resource not found.",
} as const;

/** A resource as the admin sends it, before the rules. */
export interface ResourceInput {
  kind?: unknown;
  language?: unknown;
  text?: unknown;
  /** Whether an (already content-checked) image file came with it. */
  hasImage: boolean;
}

/** A resource that passed the rules. */
export interface CheckedResource {
  kind: ResourceKind;
  language: CaptionLanguage | null;
  text: string;
}

/** A refused resource. */
export interface ResourceValidationError {
  code: "VALIDATION_ERROR";
  message: string;
}

/** Checks a new resource: its kind, a caption's language, its text, and an image file exactly for images. */
export function checkResource(
  input: ResourceInput,
): Result<CheckedResource, ResourceValidationError> {
  const fail = (message: string) =>
    err({ code: "VALIDATION_ERROR" as const, message });
  const kind = input.kind;
  if (kind !== "image" && kind !== "caption" && kind !== "note") {
    return fail(RESOURCE_MESSAGES.kind);
  }
  let language: CaptionLanguage | null = null;
  if (kind === "caption") {
    if (input.language !== "en" && input.language !== "ur") {
      return fail(RESOURCE_MESSAGES.language);
    }
    language = input.language;
  }
  const text = typeof input.text === "string" ? input.text.trim() : "";
  if (!text) {
    return fail(
      kind === "image" ? RESOURCE_MESSAGES.imageText : RESOURCE_MESSAGES.text,
    );
  }
  if (text.length > MAX_RESOURCE_TEXT) return fail(RESOURCE_MESSAGES.tooLong);
  if (kind === "image" && !input.hasImage) {
    return fail(RESOURCE_MESSAGES.imageMissing);
  }
  if (kind !== "image" && input.hasImage) {
    return fail(RESOURCE_MESSAGES.imageNotAllowed);
  }
  return ok({ kind, language, text });
}

/** The placeholder a caption may use for the affiliate's tracked link. */
export const LINK_PLACEHOLDER = "{link}";

/** A caption ready to paste: `{link}` becomes the affiliate's link, or the link is appended on its own line. */
export function captionWithLink(caption: string, link: string): string {
  return caption.includes(LINK_PLACEHOLDER)
    ? caption.replaceAll(LINK_PLACEHOLDER, link)
    : `${caption.trimEnd()}\n${link}`;
}

/** The audit line of a resource. */
export function describeResource(
  r: { kind: ResourceKind; language: CaptionLanguage | null; text: string },
  productTitle: string,
): string {
  const what = r.kind === "caption"
    ? `${r.language === "ur" ? "Urdu" : "English"} caption`
    : r.kind;
  const text = r.text.length > 80 ? `${r.text.slice(0, 80)}…` : r.text;
  return `${what} for "${productTitle}": ${text}`;
}
