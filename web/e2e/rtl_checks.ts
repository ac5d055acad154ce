/**
 * Right-to-left checks run in the page (issue 31 item 6): Latin and amount fragments sit in isolated left-to-right
 * elements (not invisible marks), no word or number is broken across lines, and nothing scrolls sideways.
 */
import assert from "node:assert/strict";
import type { Frame, Page } from "playwright-core";

/**
 * Fragments of `main` (or the document's body) that an Urdu line would reorder because they are not isolated by an
 * element: an amount (a currency sign or "Rs" before a number, a signed number) anywhere, and a text run in Latin
 * letters without any Urdu (a name, an address, an id, a product title: a value put on the page). Such a fragment
 * must sit in an element that isolates it: a `<bdi>`, an element with a `dir` attribute, or one whose computed
 * `unicode-bidi` is `isolate`, `isolate-override` or `plaintext` (`.money`), with a left-to-right direction
 * ("Main Boulevard 10" otherwise reads "10 Main Boulevard", "$82.00" reads "82.00$"). Latin words inside an Urdu
 * catalogue sentence ("JazzCash اکاؤنٹ") are part of the sentence and left alone; no invisible isolate marks count.
 * Form controls, hidden text and SVG (charts, laid out by their own rules) are left out.
 */
export function nonIsolatedFragments(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const doc = (globalThis as any).document;
    // deno-lint-ignore no-explicit-any
    const style = (e: any) => (globalThis as any).getComputedStyle(e);
    const amount =
      /[$\u20a8\u20ac\u00a3]\s?\d|\bRs\.?\s?\d|(?<![0-9\p{L}])[+\-\u2212]\d/u;
    const latin = /[A-Za-z]/;
    const urdu = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
    const root = doc.querySelector("main") ?? doc.body;
    const walker = doc.createTreeWalker(root, 4 /* SHOW_TEXT */);
    const bad: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const needs = amount.test(text) || (latin.test(text) && !urdu.test(text));
      if (!text || !needs) continue;
      const parent = node.parentElement;
      if (
        !parent ||
        parent.closest("select, option, script, style, title, textarea, svg")
      ) continue;
      const range = doc.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()];
      // Not drawn (hidden, or a visually hidden label only read out).
      if (!rects.some((r) => r.width > 1 && r.height > 1)) continue;
      let isolated = false;
      for (let e = parent; e && e !== root.parentElement; e = e.parentElement) {
        const s = style(e);
        const isolating = e.tagName === "BDI" || e.hasAttribute("dir") ||
          /isolate|plaintext/.test(s.unicodeBidi);
        if (!isolating) continue;
        isolated = s.direction === "ltr";
        break;
      }
      if (!isolated) bad.push(text.slice(0, 80));
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
        // Long tokens (URLs, account ids, emails) may wrap by design; words and amounts may not. A token is the
        // whole run between spaces ("user2-f98@kamai.test", "https://shop.pk/go/2Xrq" are one each).
        const start = text.lastIndexOf(" ", match.index!) + 1;
        const after = text.slice(match.index!).search(/\s/);
        const run = after < 0
          ? text.slice(start)
          : text.slice(start, match.index! + after);
        if (match[0].length > 24 || run.trim().length > 24) continue;
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

/** The menu's links (their paths), read from the page's navigation. */
export async function menuPaths(page: Page): Promise<string[]> {
  const hrefs = await page.getByRole("navigation").locator("a[href^='/']")
    .evaluateAll((links) =>
      links.map((a) => (a as unknown as { pathname: string }).pathname)
    );
  return [...new Set(hrefs)].filter((p) => p !== "/" && p !== "/home");
}

/** The page's checks: right to left; what is not isolated, broken or scrolling sideways (empty when it reads right). */
export async function readsRight(page: Page, where: string): Promise<string[]> {
  assert.equal(
    await page.evaluate(() =>
      // deno-lint-ignore no-explicit-any
      (globalThis as any).document.dir
    ),
    "rtl",
    where,
  );
  const found: string[] = [];
  for (const text of await nonIsolatedFragments(page)) {
    found.push(`${where}: not isolated: ${text}`);
  }
  for (const word of await brokenWords(page)) {
    found.push(`${where}: broken: ${word}`);
  }
  const sideways = await sidewaysOverflow(page);
  if (sideways) found.push(`${where}: scrolls sideways by ${sideways} px`);
  return found;
}
