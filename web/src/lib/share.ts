/**
 * Sharing an affiliate link or coupon code (docs/sharing.md): the affiliate's reusable message, kept per browser,
 * the WhatsApp link built from it, and the QR code's SVG and PNG drawn from a module matrix.
 */

/** The localStorage key of the affiliate's share message. */
export const SHARE_MESSAGE_KEY = "shareMessage";

/** The message until the affiliate writes their own; `{title}` and `{link}` are filled in per product. */
export const DEFAULT_SHARE_MESSAGE = "Have a look at {title}: {link}";

/** The longest message kept (WhatsApp's own limit is far above; a wa.me URL stays a sane length). */
export const SHARE_MESSAGE_MAX = 1000;

const CHANGED = "kamai:share-message";

/** The saved message, or the default one (also when storage is unavailable). */
export function readShareMessage(): string {
  try {
    const saved = localStorage.getItem(SHARE_MESSAGE_KEY);
    return saved && saved.trim() ? saved : DEFAULT_SHARE_MESSAGE;
  } catch {
    return DEFAULT_SHARE_MESSAGE;
  }
}

/** Saves the message for every card in this browser; an empty one goes back to the default. */
export function saveShareMessage(message: string): void {
  const text = message.trim().slice(0, SHARE_MESSAGE_MAX);
  try {
    if (!text || text === DEFAULT_SHARE_MESSAGE) {
      localStorage.removeItem(SHARE_MESSAGE_KEY);
    } else localStorage.setItem(SHARE_MESSAGE_KEY, text);
  } catch {
    // Private mode without storage: the message lives until the page closes.
  }
  globalThis.dispatchEvent?.(new Event(CHANGED));
}

/** Calls `onChange` when the message changes here or in another tab; returns the unsubscribe. */
export function subscribeShareMessage(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === SHARE_MESSAGE_KEY || e.key === null) onChange();
  };
  globalThis.addEventListener("storage", onStorage);
  globalThis.addEventListener(CHANGED, onChange);
  return () => {
    globalThis.removeEventListener("storage", onStorage);
    globalThis.removeEventListener(CHANGED, onChange);
  };
}

/** What is shared. */
export interface ShareSubject {
  title: string;
  /** The affiliate's tracked link. */
  link: string;
  /** A coupon code, when the code is what is shared. */
  code?: string;
}

/**
 * The message with `{title}`, `{link}` and `{code}` filled in. A message without `{link}` gets the link appended,
 * and a coupon's code is appended when the message does not place it, so the sale is always attributed.
 */
export function shareText(template: string, subject: ShareSubject): string {
  const fill = (text: string) =>
    text.replaceAll("{title}", subject.title)
      .replaceAll("{link}", subject.link)
      .replaceAll("{code}", subject.code ?? "");
  let text = fill(template).trim();
  if (!template.includes("{link}")) text = `${text} ${subject.link}`.trim();
  if (subject.code && !template.includes("{code}")) {
    text = `${text}\nCoupon code: ${subject.code}`;
  }
  return text;
}

/** The "Share on WhatsApp" link: WhatsApp opens with the text ready and lets the affiliate pick a chat. */
export function whatsAppUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The SVG path of a QR module matrix (one unit square per dark module), merged per row run. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join("");
}

/** A standalone SVG file of the matrix (black on white, the quiet zone included in the matrix). */
export function qrSvg(modules: readonly (readonly boolean[])[]): string {
  const size = modules.length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${
      size * 10
    }" height="${size * 10}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${qrPath(modules)}" fill="#000"/></svg>\n`;
}

/** A file name part from a link's code or a coupon code: letters, digits, '-' and '_' only. */
export function fileStem(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") ||
    "link";
}
