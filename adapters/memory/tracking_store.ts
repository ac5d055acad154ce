/** The shared state behind the in-memory product, link, tracking and stats repositories. */
import type { AffiliateLink } from "../../domain/links/affiliate_link.ts";
import type { Product } from "../../domain/products/product.ts";
import type { StoredProductImage } from "../../domain/products/product_repository.ts";
import type { ClickRecord } from "../../domain/tracking/click.ts";
import type { Conversion } from "../../domain/tracking/conversion.ts";
import type {
  StatEntryInput,
  StatsDelta,
} from "../../domain/stats/stats_repository.ts";

/** A user as the in-memory link and stats repositories see one. */
export interface InMemoryTrackingUser {
  id: number;
  name: string;
  email: string;
  role: "user" | "admin";
}

/** Everything the in-memory twins keep; tests may read it to assert state. */
export interface InMemoryTrackingStore {
  users: InMemoryTrackingUser[];
  products: (Product & { deleted: boolean })[];
  images: StoredProductImage[];
  globalCommissionBp: number;
  links: AffiliateLink[];
  clicks: (ClickRecord & { hour: number })[];
  conversions: Conversion[];
  statEntries: (StatEntryInput & { id: number })[];
  /** The rollup, keyed "userId|productId|date". */
  daily: Map<string, StatsDelta>;
}

/** An empty store with the default 50% global commission. */
export function createInMemoryTrackingStore(
  users: InMemoryTrackingUser[] = [],
): InMemoryTrackingStore {
  return {
    users,
    products: [],
    images: [],
    globalCommissionBp: 5000,
    links: [],
    clicks: [],
    conversions: [],
    statEntries: [],
    daily: new Map(),
  };
}

/** Adds a delta to the rollup, as daily_stats' upsert does. */
export function incrementDaily(
  store: InMemoryTrackingStore,
  d: StatsDelta,
): void {
  const key = `${d.userId}|${d.productId}|${d.date}`;
  const row = store.daily.get(key) ??
    {
      userId: d.userId,
      productId: d.productId,
      date: d.date,
      clicks: 0,
      sales: 0,
      earnings: 0,
    };
  row.clicks += d.clicks;
  row.sales += d.sales;
  row.earnings += d.earnings;
  store.daily.set(key, row);
}
