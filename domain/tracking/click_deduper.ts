/** Counts a visitor at most once per link per window, remembering the click id to hand out again. */
import { HEX_OF_BYTE } from "../shared/hex.ts";

/** The deduper's verdict for one visit. */
export type DedupeVerdict =
  | { count: true }
  | { count: false; clickId: string; countedAt: number };

const COUNT: DedupeVerdict = { count: true };

/** A deduper over a sliding window (one hour for clicks). */
export interface ClickDeduper {
  /** Whether `visitor`'s visit of `linkId` at `nowMs` counts; a repeat gets the click id of the visit that counted. */
  check(linkId: number, visitor: string, nowMs: number): DedupeVerdict;
  /** Records a counted visit; `clickId` is lowercase hex of the deduper's id length. */
  remember(
    linkId: number,
    visitor: string,
    clickId: string,
    nowMs: number,
  ): void;
  size(): number;
  /** How long a counted visit is remembered (ms). */
  readonly windowMs: number;
}

/** Options: most visitors held, and the length of the click ids in hex digits. */
export interface ClickDeduperOptions {
  maxEntries?: number;
  /** Click ids are this many lowercase hex digits (48: signed click ids, docs/tracking-api.md#click-ids). */
  idHexLength?: number;
}

/** A hex digit's value (lowercase or uppercase), by character code. */
const NIBBLE = new Uint8Array(128);
for (let i = 0; i < 16; i++) {
  NIBBLE["0123456789abcdef".charCodeAt(i)] = i;
  NIBBLE["0123456789ABCDEF".charCodeAt(i)] = i;
}

/**
 * One generation of visitors: an open-addressed table in typed arrays (a 96-bit key, the time counted, the click
 * id's bytes), so a remembered visitor is no JavaScript object the garbage collector has to copy or mark.
 */
class Generation {
  count = 0;
  keys: Uint32Array;
  /** When each slot's visit counted, plus one (ms): 0 marks an empty slot. */
  at: Float64Array;
  ids: Uint8Array;
  mask: number;
  constructor(capacity: number, readonly idBytes: number) {
    this.keys = new Uint32Array(capacity * 3);
    this.at = new Float64Array(capacity);
    this.ids = new Uint8Array(capacity * idBytes);
    this.mask = capacity - 1;
  }

  /** The slot holding the key, or -1. */
  find(k0: number, k1: number, k2: number): number {
    const { keys, at, mask } = this;
    for (let slot = k0 & mask;; slot = (slot + 1) & mask) {
      if (at[slot] === 0) return -1;
      const i = slot * 3;
      if (keys[i] === k0 && keys[i + 1] === k1 && keys[i + 2] === k2) {
        return slot;
      }
    }
  }

  /** Stores the key (again) with its time and id; the caller keeps the table at most half full. */
  put(k0: number, k1: number, k2: number, atMs: number, id: string): void {
    const { keys, at, mask } = this;
    let slot = k0 & mask;
    while (at[slot] !== 0) {
      const i = slot * 3;
      if (keys[i] === k0 && keys[i + 1] === k1 && keys[i + 2] === k2) break;
      slot = (slot + 1) & mask;
    }
    if (at[slot] === 0) this.count++;
    const i = slot * 3;
    keys[i] = k0;
    keys[i + 1] = k1;
    keys[i + 2] = k2;
    at[slot] = atMs + 1;
    const base = slot * this.idBytes;
    for (let b = 0; b < this.idBytes; b++) {
      this.ids[base + b] = (NIBBLE[id.charCodeAt(b * 2) & 127] << 4) |
        NIBBLE[id.charCodeAt(b * 2 + 1) & 127];
    }
  }

  idAt(slot: number): string {
    const base = slot * this.idBytes;
    let id = "";
    for (let b = 0; b < this.idBytes; b++) {
      id += HEX_OF_BYTE[this.ids[base + b]];
    }
    return id;
  }

  /** The same entries in a table of `capacity` slots. */
  grown(capacity: number): Generation {
    const next = new Generation(capacity, this.idBytes);
    const { keys, at, ids, idBytes } = this;
    for (let slot = 0; slot <= this.mask; slot++) {
      if (at[slot] === 0) continue;
      const i = slot * 3;
      let to = keys[i] & next.mask;
      while (next.at[to] !== 0) to = (to + 1) & next.mask;
      next.keys.set(keys.subarray(i, i + 3), to * 3);
      next.at[to] = at[slot];
      next.ids.set(
        ids.subarray(slot * idBytes, (slot + 1) * idBytes),
        to * idBytes,
      );
      next.count++;
    }
    return next;
  }
}

const FIRST_CAPACITY = 1024;

/**
 * Makes a deduper holding at most `maxEntries` visitors. It keeps two generations of visitors: new ones go into
 * the current one, which becomes the previous one once it is a window old or half full, and the previous one is
 * then dropped whole. Every visitor is so remembered for at least a window (unless a flood fills the generations
 * first), and no visit pays for deleting another. A visitor is keyed by a 96-bit hash of its link and visitor
 * hash: two visitors of one link share a key about once in 10^28 pairs, far below any real traffic.
 */
export function createClickDeduper(
  windowMs: number,
  options: ClickDeduperOptions = {},
): ClickDeduper {
  const maxEntries = options.maxEntries ?? 200_000;
  const idBytes = (options.idHexLength ?? 48) / 2;
  const half = Math.max(1, Math.floor(maxEntries / 2));
  let current = new Generation(FIRST_CAPACITY, idBytes);
  let previous: Generation | null = null;
  let currentSince = -Infinity;
  // The key of the last visitor hashed: remember() follows check() for the same visitor.
  let k0 = 0, k1 = 0, k2 = 0;
  let keyedLink = -1;
  let keyedVisitor = "";
  const keyOf = (linkId: number, visitor: string) => {
    if (linkId === keyedLink && visitor === keyedVisitor) return;
    // Three independent multiplicative mixes over the link id and the visitor's characters.
    let a = 0x9e3779b9 ^ linkId,
      b = 0x85ebca6b ^ (linkId / 4294967296),
      c = 0xc2b2ae35;
    for (let i = 0; i < visitor.length; i++) {
      const ch = visitor.charCodeAt(i);
      a = Math.imul(a ^ ch, 2654435761);
      b = Math.imul(b ^ ch, 1597334677);
      c = Math.imul(c ^ ch, 2246822507);
    }
    k0 = (a ^ (a >>> 15) ^ Math.imul(c, 3266489909)) >>> 0;
    k1 = (b ^ (b >>> 13) ^ Math.imul(a, 2246822507)) >>> 0;
    k2 = (c ^ (c >>> 16) ^ Math.imul(b, 3266489909)) >>> 0;
    keyedLink = linkId;
    keyedVisitor = visitor;
  };
  const look = (
    generation: Generation | null,
    nowMs: number,
  ): DedupeVerdict | null => {
    if (generation === null) return null;
    const slot = generation.find(k0, k1, k2);
    if (slot < 0) return null;
    const countedAt = generation.at[slot] - 1;
    if (nowMs - countedAt >= windowMs) return null;
    return { count: false, clickId: generation.idAt(slot), countedAt };
  };
  return {
    check(linkId, visitor, nowMs) {
      keyOf(linkId, visitor);
      return look(current, nowMs) ?? look(previous, nowMs) ?? COUNT;
    },
    remember(linkId, visitor, clickId, nowMs) {
      keyOf(linkId, visitor);
      if (current.count >= half || nowMs - currentSince >= windowMs) {
        previous = current;
        current = new Generation(FIRST_CAPACITY, idBytes);
        currentSince = nowMs;
      }
      // At most half full keeps probes short.
      if ((current.count + 1) * 2 > current.mask + 1) {
        current = current.grown((current.mask + 1) * 2);
      }
      current.put(k0, k1, k2, nowMs, clickId);
    },
    size: () => current.count + (previous?.count ?? 0),
    windowMs,
  };
}
