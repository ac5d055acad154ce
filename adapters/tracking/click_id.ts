/**
 * Self-describing click ids: the id a visitor is given carries its link and time, HMAC-signed, so a sale made
 * through it is credited even when its click row was never written (a restart, another instance, a full buffer).
 * Format (docs/tracking-api.md#click-ids): 48 lowercase hex digits = 24 bytes:
 *   version (1 byte, 0x01) · link id (5 bytes) · unix seconds (4 bytes) · random (5 bytes) · HMAC-SHA256 (9 bytes)
 * the HMAC being over the first 15 bytes, keyed with the click id secret.
 */
import { timingSafeEqual } from "node:crypto";
import { createShortHmac } from "./fast_hmac.ts";
import { HEX_OF_BYTE } from "../../domain/shared/hex.ts";

/** What a signed click id says about its click. */
export interface SignedClick {
  linkId: number;
  /** The click's time, to the second. */
  clickedAt: Date;
}

/** Issues and reads signed click ids under one secret. */
export interface ClickIdCodec {
  /** A new, unique click id for a click of `linkId` at `at`. */
  issue(linkId: number, at: Date): string;
  /** The link and time a genuine signed id carries; null for anything else (an old stored id, a forgery, garble). */
  read(clickId: string): SignedClick | null;
}

const VERSION = 0x01;
const BODY_BYTES = 15;
const MAC_BYTES = 9;
/** Length of a signed click id in characters. */
export const SIGNED_CLICK_ID_LENGTH = (BODY_BYTES + MAC_BYTES) * 2;
const MAX_LINK_ID = 2 ** 40 - 1;
const SIGNED_SHAPE = /^01[0-9a-f]{46}$/;

/** A codec keyed by `secret` (the `click_id_secret` of app_secrets, shared by every instance on the database). */
export function createClickIdCodec(secret: string): ClickIdCodec {
  const hmac = createShortHmac(
    new TextEncoder().encode(`kamai-click-id:${secret}`),
  );
  // Random bytes are drawn in blocks: one getRandomValues call per 800 clicks instead of one per click.
  const pool = new Uint8Array(4000);
  let used = pool.length;
  // The body of the id being issued: issue() runs to completion before the next one starts.
  const body = new Uint8Array(BODY_BYTES);
  const mac = (message: Uint8Array) => hmac(message).subarray(0, MAC_BYTES);
  const bodyOf = (linkId: number, seconds: number, out: Uint8Array) => {
    out[0] = VERSION;
    // 40-bit link id, big-endian: the high byte, then the low 32 bits.
    out[1] = Math.floor(linkId / 2 ** 32) & 0xff;
    const low = linkId >>> 0;
    out[2] = low >>> 24;
    out[3] = (low >>> 16) & 0xff;
    out[4] = (low >>> 8) & 0xff;
    out[5] = low & 0xff;
    out[6] = seconds >>> 24;
    out[7] = (seconds >>> 16) & 0xff;
    out[8] = (seconds >>> 8) & 0xff;
    out[9] = seconds & 0xff;
  };
  return {
    issue(linkId, at) {
      if (!Number.isSafeInteger(linkId) || linkId < 1 || linkId > MAX_LINK_ID) {
        throw new RangeError(`link id ${linkId} does not fit a click id`);
      }
      bodyOf(linkId, Math.floor(at.getTime() / 1000) >>> 0, body);
      if (used + 5 > pool.length) {
        crypto.getRandomValues(pool);
        used = 0;
      }
      body.set(pool.subarray(used, used + 5), 10);
      used += 5;
      let id = "";
      for (let i = 0; i < BODY_BYTES; i++) id += HEX_OF_BYTE[body[i]];
      const signature = mac(body);
      for (let i = 0; i < MAC_BYTES; i++) id += HEX_OF_BYTE[signature[i]];
      return id;
    },
    read(clickId) {
      const id = clickId.trim().toLowerCase();
      if (!SIGNED_SHAPE.test(id)) return null;
      const bytes = new Uint8Array(BODY_BYTES + MAC_BYTES);
      for (let i = 0; i < bytes.length; i++) {
        bytes[i] = parseInt(id.slice(i * 2, i * 2 + 2), 16);
      }
      const body = bytes.subarray(0, BODY_BYTES);
      if (!timingSafeEqual(mac(body), bytes.subarray(BODY_BYTES))) return null;
      const linkId = bytes[1] * 2 ** 32 +
        ((bytes[2] << 24) >>> 0) + (bytes[3] << 16) + (bytes[4] << 8) +
        bytes[5];
      const seconds = ((bytes[6] << 24) >>> 0) + (bytes[7] << 16) +
        (bytes[8] << 8) + bytes[9];
      if (linkId < 1) return null;
      return { linkId, clickedAt: new Date(seconds * 1000) };
    },
  };
}
