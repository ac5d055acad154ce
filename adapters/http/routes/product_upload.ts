/** An uploaded product image (a product's or a resource kit's), checked by its content and content-addressed. */
import { checkProductImage } from "../../../domain/products/product_image.ts";
import type { NewProductImage } from "../../../domain/products/product_repository.ts";
import { answerError, apiError } from "../api_error.ts";
import { reencodeImage } from "../../images/reencode_image.ts";

/**
 * Reads a form's file field: null when empty, the image decoded and re-encoded (what is stored), or a 413/415
 * `apiError`.
 */
export async function readUploadedImage(
  file: unknown,
): Promise<NewProductImage | null> {
  if (file instanceof File && file.size > 0) {
    const sent = new Uint8Array(await file.arrayBuffer());
    const checked = checkProductImage(sent);
    if (!checked.ok) throw answerError(checked.error);
    const reencoded = await reencodeImage(sent, checked.value);
    if (!reencoded.ok) throw answerError(reencoded.error);
    const bytes = reencoded.value;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const sha256 = Array.from(
      digest.slice(0, 8),
      (b) => b.toString(16).padStart(2, "0"),
    ).join("");
    return { contentType: checked.value, bytes, sha256 };
  }
  if (typeof file === "string" && file !== "") {
    throw apiError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Image must be a JPEG, PNG or WebP file.",
    );
  }
  return null;
}
