/** Product image rules: JPEG, PNG or WebP only, recognised by content, at most 2 MB. */
import { err, ok, type Result } from "../shared/result.ts";

/** The largest image accepted, in bytes. */
export const MAX_PRODUCT_IMAGE_BYTES = 2 * 1024 * 1024;

/** The widest or tallest image accepted, in pixels. */
export const MAX_PRODUCT_IMAGE_SIDE = 8192;
/** The most pixels an image may have (16 megapixels: a phone photo has 12). */
export const MAX_PRODUCT_IMAGE_PIXELS = 16 * 1024 * 1024;

/** The messages of the image rules. */
export const PRODUCT_IMAGE_MESSAGES = {
  tooManyPixels:
    "Image must be at most 16 megapixels and 8192 pixels on its longest side.",
  unreadable: (type: string) =>
    `Image could not be read as the ${type} file it starts as; save it again as a JPEG, PNG or WebP file.`,
} as const;

/** The image types a product may carry. */
export type ProductImageType = "image/jpeg" | "image/png" | "image/webp";

/** An image rejected for its size or content. */
export interface ProductImageError {
  code: "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE";
  message: string;
}

/** Recognises an image by its magic bytes (never by name or header, which the sender controls). */
export function sniffImageType(bytes: Uint8Array): ProductImageType | null {
  const starts = (sig: number[], at = 0) =>
    sig.every((b, i) => bytes[at + i] === b);
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (
    bytes.length >= 8 &&
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  ) return "image/png";
  if (
    bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) &&
    starts([0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return "image/webp";
  }
  return null;
}

/** Checks an uploaded image and returns its real content type. */
export function checkProductImage(
  bytes: Uint8Array,
): Result<ProductImageType, ProductImageError> {
  if (bytes.length > MAX_PRODUCT_IMAGE_BYTES) {
    return err({
      code: "PAYLOAD_TOO_LARGE",
      message: "Image must be at most 2 MB.",
    });
  }
  const type = sniffImageType(bytes);
  if (!type) {
    return err({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Image must be a JPEG, PNG or WebP file.",
    });
  }
  return ok(type);
}
