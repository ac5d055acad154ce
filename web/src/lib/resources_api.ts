/** The product resource kit API (docs/sharing.md): read a kit, and the admin's add and remove. */
import type {
  ProductResourceAdded,
  ProductResourceDeleted,
  ProductResourceJson,
} from "@wire/products.ts";
import { api } from "./api.ts";

/** A resource of a kit. */
export type ProductResource = ProductResourceJson;

/** A product's kit: images, English then Urdu captions, notes. */
export function fetchResources(productId: number): Promise<ProductResource[]> {
  return api<ProductResource[]>(`/api/products/${productId}/resources`);
}

/** Adds a caption or note (JSON) or an image (FormData with `kind`, `text` and `image`). */
export function addResource(
  productId: number,
  body:
    | { kind: "caption"; language: "en" | "ur"; text: string }
    | { kind: "note"; text: string }
    | FormData,
): Promise<ProductResourceAdded> {
  return api<ProductResourceAdded>(`/api/products/${productId}/resources`, {
    body,
  });
}

/** Removes a resource from a kit. */
export function removeResource(
  productId: number,
  id: number,
): Promise<ProductResourceDeleted> {
  return api<ProductResourceDeleted>(
    `/api/products/${productId}/resources/${id}`,
    { method: "DELETE" },
  );
}

/** The download name of a kit image: the product's title and the resource id, with the image's extension. */
export function resourceFileName(
  productTitle: string,
  r: Pick<ProductResource, "id" | "imageUrl">,
): string {
  const ext = r.imageUrl?.split(".").pop() ?? "img";
  const stem = productTitle.toLowerCase().replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "product";
  return `${stem}-${r.id}.${ext}`;
}
