/**
 * Subsets the landing stylesheet's Inter fonts to the glyphs the pre-rendered landing page uses, so its
 * first load stays under the 50 KB (gzipped) speed budget while keeping real 400 and 700 weights.
 * The app's own stylesheet keeps the full @fontsource/inter files.
 */
import { Buffer } from "node:buffer";
import subsetFont from "subset-font";

/**
 * The text the landing page shows, plus printable ASCII so small copy edits never miss a glyph. The Urdu
 * page passes `padAscii: false`: its few Latin words (wallet names, "Rs.") are all in the page, and the
 * padding would push its two typefaces over the 50 KB budget (docs/i18n.md).
 */
export function landingGlyphs(
  html: string,
  options: { padAscii?: boolean } = {},
): string {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/i, "");
  const text = body
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => codePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => codePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
  const glyphs = new Set<string>();
  if (options.padAscii ?? true) {
    for (let c = 0x20; c <= 0x7e; c++) glyphs.add(String.fromCharCode(c));
  }
  for (const ch of text) if (ch >= " ") glyphs.add(ch);
  return [...glyphs].sort().join("");
}

function codePoint(n: number): string {
  return Number.isFinite(n) && n > 0 && n <= 0x10ffff
    ? String.fromCodePoint(n)
    : " ";
}

/** A CSS unicode-range value ("U+20-7E,U+B7") covering exactly these characters. */
export function unicodeRange(glyphs: string): string {
  const points = [...new Set([...glyphs].map((c) => c.codePointAt(0)!))]
    .sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(
      i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`,
    );
    i = j + 1;
  }
  return parts.join(",");
}

/** One @font-face rewrite: the woff2 it used and the subset that replaces it. */
export interface FontSwap {
  from: string;
  to: string;
}

/**
 * Rewrites every @font-face of a stylesheet: `src` points only at the subset woff2 named by `swaps`
 * (the full woff fallback is dropped: every browser that runs the app reads woff2) and `unicode-range`
 * is the subset's, so a character outside it falls back to the next font instead of a missing glyph.
 * Faces of the `optional` families get `font-display: optional` (see subsetLandingFonts).
 */
export function rewriteFontFaces(
  css: string,
  swaps: FontSwap[],
  range: string,
  optional: readonly string[] = [],
): string {
  return css.replace(/@font-face\{[^}]*\}/g, (face) => {
    const swap = swaps.find((s) => face.includes(`url(${s.from})`));
    if (!swap) return face;
    const stable = optional.includes(fontFamilyOf(face) ?? "");
    const declarations = face
      .slice("@font-face{".length, -1)
      .split(";")
      .filter((d) =>
        d && !/^\s*(src|unicode-range)\s*:/.test(d) &&
        !(stable && /^\s*font-display\s*:/.test(d))
      );
    declarations.push(
      `src:url(${swap.to})format("woff2")`,
      `unicode-range:${range}`,
    );
    if (stable) declarations.push("font-display:optional");
    return `@font-face{${declarations.join(";")}}`;
  });
}

/** The family an @font-face rule declares, unquoted ("Noto Naskh Arabic"), or null. */
export function fontFamilyOf(face: string): string | null {
  const m = face.match(/font-family\s*:\s*(?:"([^"]*)"|'([^']*)'|([^;}]*))/);
  return m ? (m[1] ?? m[2] ?? m[3]).trim() : null;
}

/** Only the @font-face rules of a stylesheet. */
export function fontFacesOnly(css: string): string {
  return (css.match(/@font-face\{[^}]*\}/g) ?? []).join("\n");
}

/** The woff2 urls ("/assets/inter-…woff2") a stylesheet's @font-face rules load. */
export function fontFaceWoff2Urls(css: string): string[] {
  const urls = new Set<string>();
  for (const face of css.match(/@font-face\{[^}]*\}/g) ?? []) {
    for (const m of face.matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/g)) {
      urls.add(m[1]);
    }
  }
  return [...urls];
}

async function shortHash(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>),
  );
  return [...digest.slice(0, 6)].map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** The subset landing stylesheet and the fonts its page should preload. */
export interface LandingFonts {
  /** The new stylesheet's path, e.g. "/assets/landing-fonts-1a2b3c.css". */
  stylesheet: string;
  /** The subset woff2 files of the `optional` and `preload` families, for `<link rel="preload">` in the head. */
  preload: string[];
}

/**
 * Writes subset fonts and a new landing stylesheet (content-hashed names, so long-lived caching stays
 * safe) into `dist`. The `optional` families (the Urdu page's Noto Naskh Arabic) are preloaded by the page
 * and shown with `font-display: optional`: the preload lets them arrive with the stylesheet, and a font that
 * is still late keeps the fallback for the page's life instead of swapping in and shifting the layout
 * (docs/i18n.md, "Right to left and the font"). The `preload` families are preloaded and keep their
 * `font-display`.
 */
export async function subsetLandingFonts(
  dist: URL,
  cssPath: string,
  glyphs: string,
  options: { optional?: readonly string[]; preload?: readonly string[] } = {},
): Promise<LandingFonts> {
  const optional = options.optional ?? [];
  const preloaded = [...optional, ...(options.preload ?? [])];
  const css = await Deno.readTextFile(new URL(`.${cssPath}`, dist));
  const swaps: FontSwap[] = [];
  const preload: string[] = [];
  for (const face of css.match(/@font-face\{[^}]*\}/g) ?? []) {
    for (const from of fontFaceWoff2Urls(face)) {
      if (swaps.some((s) => s.from === from)) continue;
      const full = Buffer.from(await Deno.readFile(new URL(`.${from}`, dist)));
      const subset = new Uint8Array(
        await subsetFont(full, glyphs, { targetFormat: "woff2" }),
      );
      const base = from.replace(/^.*\//, "").replace(
        /(-[\w-]{8})?\.woff2$/,
        "",
      );
      const to = `/assets/${base}-landing-${await shortHash(subset)}.woff2`;
      await Deno.writeFile(new URL(`.${to}`, dist), subset);
      swaps.push({ from, to });
      if (preloaded.includes(fontFamilyOf(face) ?? "")) preload.push(to);
    }
  }
  const rewritten = rewriteFontFaces(
    css,
    swaps,
    unicodeRange(glyphs),
    optional,
  );
  const encoded = new TextEncoder().encode(rewritten);
  const stylesheet = `/assets/landing-fonts-${await shortHash(encoded)}.css`;
  await Deno.writeFile(new URL(`.${stylesheet}`, dist), encoded);
  return { stylesheet, preload };
}
