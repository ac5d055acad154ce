/** Plain text with links: splits an announcement's text into text runs and http(s) URLs to show as links. */

/** One run of text; `href` set when it is a link. */
export interface TextPart {
  text: string;
  href?: string;
}

// An http(s) URL up to whitespace; trailing punctuation that usually ends a sentence is left out of the link.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"،۔]+$/;

/** The parts of `text` in order; joining their `text` gives `text` back. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, "");
    if (!/^https?:\/\/[^/?#\s]+/i.test(url)) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
