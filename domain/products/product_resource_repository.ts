/** ProductResourceRepository: the resource kit rows of products. */
import type {
  CaptionLanguage,
  ProductResource,
  ResourceKind,
} from "./product_resource.ts";

/** A resource to store (an image's bytes are saved first, through ProductRepository.saveImage). */
export interface NewProductResource {
  productId: number;
  kind: ResourceKind;
  language: CaptionLanguage | null;
  text: string;
  imageId: number | null;
}

/** The transaction-scoped port for resource kits. */
export interface ProductResourceRepository {
  /** A product's resources: images, then captions (English first), then notes; oldest first within each. */
  listForProduct(productId: number): Promise<ProductResource[]>;
  add(resource: NewProductResource): Promise<ProductResource>;
  /** Removes resource `id` of product `productId`; the removed row, or null when there is none. */
  remove(productId: number, id: number): Promise<ProductResource | null>;
}
