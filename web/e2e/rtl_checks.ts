/**
 * Right-to-left checks run in the page (issue 31 item 6): Latin and amount fragments sit in isolated left-to-right
 * elements, no word or number is broken across lines, and nothing scrolls sideways.
 */
import type { Frame, Page } from "playwright-core";

/**
 * Texts in `main` (or the document's body) with Latin letters, a currency sign or a signed number that are not laid
 * out in an isolated left-to-right context: an element whose direction is ltr and that starts its own bidi context
 * (`<bdi>`, a `dir` attribute, `unicode-bidi: isolate|plaintext`, or a block). Such a text reorders in an Urdu line
 * ("Main Boulevard 10" read as "10 Main Boulevard", "$82.00" as "82.00$"); a run inside Unicode's isolates
 * (LRI/FSI … PDI, the text form of `<bdi>`) is isolated. Form controls' options are left out.
 */
export function nonIsolatedFragments(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const doc = (globalThis as any).document;
    // deno-lint-ignore no-explicit-any
    const style = (e: any) => (globalThis as any).getComputedStyle(e);
    const needs = /[A-Za-z$\u20a8\u20ac\u00a3]|(?<![0-9])[+\-\u2212]\d/;
    const root = doc.querySelector("main") ?? doc.body;
    const walker = doc.createTreeWalker(root, 4 /* SHOW_TEXT */);
    const bad: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      // Runs inside Unicode's isolates (LRI/RLI/FSI … PDI) are isolated within the text itself.
      const rest = text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, "");
      if (!rest || !needs.test(rest)) continue;
      const parent = node.parentElement;
      if (
        !parent ||
        parent.closest("select, option, script, style, title, textarea")
      ) continue;
      const range = doc.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()];
      // Not drawn (hidden, or a visually hidden label only read out).
      if (!rects.some((r) => r.width > 1 && r.height > 1)) continue;
      let isolated = false;
      for (let e = parent; e; e = e.parentElement) {
        const s = style(e);
        const ownContext = /isolate|plaintext/.test(s.unicodeBidi) ||
          e.tagName === "BDI" || e.tagName === "svg" ||
          !s.display.startsWith("inline") || s.display === "inline-block";
        if (!ownContext) continue;
        isolated = s.direction === "ltr";
        break;
      }
      if (!isolated) bad.push(rest.slice(0, 80));
    }
    return bad;
  });
}

/** Latin words and numbers (amounts, dates, ids) drawn on more than one line: broken mid-word. */
export function brokenWords(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const doc = (globalThis as any).document;
    const root = doc.querySelector("main") ?? doc.body;
    const walker = doc.createTreeWalker(root, 4 /* SHOW_TEXT */);
    const broken: string[] = [];
    const word = /[$\u20a8]?[A-Za-z0-9][A-Za-z0-9.,:%\-]*[A-Za-z0-9%]/g;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(word)) {
        // Long tokens (URLs, account ids, emails) may wrap by design; words and amounts may not.
        if (match[0].length > 24) continue;
        const range = doc.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) =>
            Math.round(r.top)
          ),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** How far the page scrolls sideways (0 when it fits its width). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const el = (globalThis as any).document.documentElement;
    return Math.max(0, el.scrollWidth - el.clientWidth);
  });
}
