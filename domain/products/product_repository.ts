/** ProductRepository: the catalog of products and their stored images. */
import type {
  OfferVisibility,
  Product,
  ProductImageRef,
  RefundPolicy,
} from "./product.ts";
import type { JoinPolicy } from "../directory/application.ts";

/** The fields an admin sets on a product. */
export interface ProductFields {
  title: string;
  description: string;
  commissionBp: number;
  refundPolicy: RefundPolicy;
  imageId: number | null;
  /** Where deep links may lead (docs/deep-links.md); absent: none. */
  allowedDomains?: string[];
  /** Absent: private. */
  visibility?: OfferVisibility;
  /** Absent: none. */
  trafficSources?: string[];
  /** Absent: none. */
  destinationUrl?: string | null;
  /** Absent: approval. */
  joinPolicy?: JoinPolicy;
  /** Absent: false. */
  autoApprove?: boolean;
  /** The sale goal's hold when it is not the refund policy's own (docs/offers.md); absent: the policy's days. */
  holdDays?: number;
}

/** An image to store. */
export interface NewProductImage {
  contentType: string;
  bytes: Uint8Array;
  sha256: string;
}

/** A stored image with its bytes, for serving. */
export interface StoredProductImage extends NewProductImage {
  id: number;
}

/** The transaction-scoped port for the product catalog. */
export interface ProductRepository {
  /** Products not deleted, oldest first. */
  list(): Promise<Product[]>;
  /** A product not deleted, or null. */
  get(id: number): Promise<Product | null>;
  create(fields: ProductFields): Promise<Product>;
  /** Replaces the fields; null when the product does not exist or is deleted. */
  update(id: number, fields: ProductFields): Promise<Product | null>;
  /** Sets the commission and the hold days the sale goal mirrors (docs/offers.md). */
  setSaleTerms(
    id: number,
    terms: { commissionBp: number; holdDays: number },
  ): Promise<void>;
  /** Marks deleted (links and history stay); false when absent. */
  softDelete(id: number): Promise<boolean>;
  saveImage(image: NewProductImage): Promise<ProductImageRef>;
  getImage(id: number): Promise<StoredProductImage | null>;
}

/** Whether an id names a product, deleted or not: history such as a payout may name a product deleted since. */
export interface ProductLookup {
  exists(id: number): Promise<boolean>;
}
