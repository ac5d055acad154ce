/**
 * An uploaded image, decoded as the type its bytes claim and written again from its pixels, so that only an image
 * is ever stored: a JPEG header followed by a script decodes, but the script does not survive the re-encoding.
 *
 * The codecs are Squoosh's (`@jsquash/png`, `@jsquash/jpeg` (MozJPEG), `@jsquash/webp` (libwebp)) compiled to
 * WebAssembly: one maintained family that decodes and encodes all three types Kamai accepts, in Deno without native
 * addons. `image-size` reads the dimensions from the header first, so a small file that claims a huge image (a
 * decompression bomb) is refused before any pixel buffer is allocated.
 */
import { imageSize } from "image-size";
import decodePng from "@jsquash/png/decode.js";
import encodePng from "@jsquash/png/encode.js";
import decodeJpeg from "@jsquash/jpeg/decode.js";
import encodeJpeg from "@jsquash/jpeg/encode.js";
import decodeWebp from "@jsquash/webp/decode.js";
import encodeWebp from "@jsquash/webp/encode.js";
import { err, ok, type Result } from "../../domain/shared/result.ts";
import {
  MAX_PRODUCT_IMAGE_PIXELS,
  MAX_PRODUCT_IMAGE_SIDE,
  PRODUCT_IMAGE_MESSAGES,
  type ProductImageError,
  type ProductImageType,
} from "../../domain/products/product_image.ts";

/** image-size's name for each accepted type. */
const SIZE_TYPE: Record<ProductImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

const NAME: Record<ProductImageType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
};

// Fast settings: a baseline JPEG without trellis passes encodes a 12-megapixel photo in about a second, where
// MozJPEG's defaults take several; quality 88 keeps a product photo's detail.
const JPEG_OPTIONS = {
  quality: 88,
  baseline: true,
  progressive: false,
  optimize_coding: true,
  trellis_multipass: false,
  trellis_opt_zero: false,
  trellis_opt_table: false,
  trellis_loops: 1,
};
const WEBP_OPTIONS = { quality: 88, method: 2 };

/** The image's bytes re-encoded from its decoded pixels, or why it is refused (415, or 413 past the pixel limits). */
export async function reencodeImage(
  bytes: Uint8Array,
  type: ProductImageType,
): Promise<Result<Uint8Array<ArrayBuffer>, ProductImageError>> {
  const unreadable = () =>
    err<ProductImageError>({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: PRODUCT_IMAGE_MESSAGES.unreadable(NAME[type]),
    });
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return unreadable();
  }
  const { width = 0, height = 0 } = size;
  if (size.type !== SIZE_TYPE[type] || width < 1 || height < 1) {
    return unreadable();
  }
  if (
    width > MAX_PRODUCT_IMAGE_SIDE || height > MAX_PRODUCT_IMAGE_SIDE ||
    width * height > MAX_PRODUCT_IMAGE_PIXELS
  ) {
    return err({
      code: "PAYLOAD_TOO_LARGE",
      message: PRODUCT_IMAGE_MESSAGES.tooManyPixels,
    });
  }
  // The decoders take an ArrayBuffer of exactly the file.
  const buffer = bytes.slice().buffer;
  let pixels: ImageData;
  try {
    pixels = type === "image/png"
      ? await decodePng(buffer)
      : type === "image/jpeg"
      ? await decodeJpeg(buffer)
      : await decodeWebp(buffer);
  } catch {
    return unreadable();
  }
  if (pixels.width !== width || pixels.height !== height) return unreadable();
  const encoded = type === "image/png"
    ? await encodePng(pixels)
    : type === "image/jpeg"
    ? await encodeJpeg(pixels, JPEG_OPTIONS)
    : await encodeWebp(pixels, WEBP_OPTIONS);
  return ok(new Uint8Array(encoded) as Uint8Array<ArrayBuffer>);
}
