/**
 * The made invoice PDFs, kept in memory so a repeat download is not drawn again (docs/first-week.md, "An invoice to
 * keep"). An invoice's facts are fixed once its payout is paid, so a PDF is keyed by payout, language and a digest
 * of the facts it was drawn from: facts that differ (an invoice from before 0073, read from the payout and today's
 * currency) make another entry, never a stale answer. Bounded by entries and by bytes, least recently used out first.
 */

/** A bounded cache of made PDFs. */
export interface InvoicePdfCache {
  /** The PDF for `key` (payout, language, facts), made by `make` when not kept; concurrent asks share one making. */
  get(
    key: { payoutId: number; language: string; facts: unknown },
    make: () => Promise<Uint8Array>,
  ): Promise<Uint8Array>;
  /** How many PDFs and bytes are kept (for tests and the bench). */
  size(): { entries: number; bytes: number };
}

/** The bounds: at most `maxEntries` PDFs and `maxBytes` bytes in all (an invoice PDF is about 20 KB). */
export interface InvoicePdfCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** 200 PDFs (about 4 MB), 16 MB at most: a busy payout day's downloads, a small share of a small instance's memory. */
export const DEFAULT_INVOICE_PDF_CACHE: InvoicePdfCacheLimits = {
  maxEntries: 200,
  maxBytes: 16 * 1024 * 1024,
};

/** The facts' digest: SHA-256 of their JSON (the facts are built in one order, so equal facts give equal text). */
async function digestOf(facts: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(facts));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A least-recently-used cache of made invoice PDFs within `limits`. */
export function createInvoicePdfCache(
  limits: InvoicePdfCacheLimits = DEFAULT_INVOICE_PDF_CACHE,
): InvoicePdfCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const kept = new Map<string, Uint8Array>();
  const making = new Map<string, Promise<Uint8Array>>();
  let bytes = 0;

  const keep = (key: string, pdf: Uint8Array) => {
    if (pdf.byteLength > limits.maxBytes) return;
    kept.set(key, pdf);
    bytes += pdf.byteLength;
    for (const [oldest, old] of kept) {
      if (kept.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      kept.delete(oldest);
      bytes -= old.byteLength;
    }
  };

  return {
    async get({ payoutId, language, facts }, make) {
      const key = `${payoutId}|${language}|${await digestOf(facts)}`;
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = make().then(
          (pdf) => {
            keep(key, pdf);
            return pdf;
          },
        ).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return await pending;
    },
    size: () => ({ entries: kept.size, bytes }),
  };
}
