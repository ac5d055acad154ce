/** Click: one counted visit of a tracked link. */
import type { SubIds } from "./sub_ids.ts";

/** A click to record; visitorHash is a keyed hash of address + agent, never the raw address. */
export interface ClickRecord {
  clickId: string;
  linkId: number;
  userId: number;
  productId: number;
  visitorHash: string;
  clickedAt: Date;
  /** The visit's sub-ids (docs/sub-ids.md); absent or null when it carried none. */
  subIds?: SubIds | null;
  /** Where the visit came from (docs/click-origins.md); absent or null when nothing is known. */
  origin?: ClickOrigin | null;
}

/** Where a click came from; each part null when unknown. Never the address itself. */
export interface ClickOrigin {
  /** ISO 3166-1 alpha-2 code, e.g. "PK". */
  country: string | null;
  city: string | null;
  device: "mobile" | "tablet" | "desktop" | null;
  os: string | null;
  browser: string | null;
  /** The Referer's host, without a leading "www.". */
  referrer: string | null;
}

/** Hours since the epoch of a time in ms: the bucket in which the store keeps a visitor to one click per link. */
export function dedupeHour(atMs: number): number {
  return Math.floor(atMs / 3_600_000);
}

/** ClickStore: writes counted clicks and their daily rollup together. */
export interface ClickStore {
  /** Saves a batch; returns how many were new (a repeat in the same hour bucket is dropped). */
  save(clicks: ClickRecord[]): Promise<number>;
}
