/**
 * Measured in the browser (issue 31): an amount or grouped count broken across lines, and a page wider than its
 * window. Amounts are found in the page's text ("$3,277,197.61", "Rs 1,50,000.00", "3,894"), and each is measured
 * with a Range: its boxes on more than one line mean it broke.
 */
import type { Page } from "playwright-core";

/** The amounts on the page that sit on more than one line, with the text around them. */
export async function brokenAmounts(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const d = (globalThis as any).document;
    const pattern =
      /-?(?:\$|Rs[\u00a0 ]|Rs\.[\u00a0 ])\d[\d,]*(?:\.\d+)?|\d{1,3}(?:,\d{2,3})+(?:\.\d+)?/g;
    const walker = d.createTreeWalker(d.body, 4 /* NodeFilter.SHOW_TEXT */);
    const broken: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text: string = node.textContent ?? "";
      for (const match of text.matchAll(pattern)) {
        const range = d.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r: DOMRect) =>
          r.width > 0 && r.height > 0
        );
        if (rects.length < 2) continue;
        const tops = rects.map((r: DOMRect) => r.top);
        const height = Math.max(...rects.map((r: DOMRect) => r.height));
        if (Math.max(...tops) - Math.min(...tops) > height / 2) {
          broken.push(`${match[0]} in "${text.trim().slice(0, 80)}"`);
        }
      }
    }
    return broken;
  });
}

/** How far the page scrolls sideways, in pixels (0 when it fits its window). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return await page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const d = (globalThis as any).document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });
}

/** The paths of the menu's links (the signed-in shell's navigation, sub-menus included), in menu order. */
export async function menuPaths(page: Page): Promise<string[]> {
  await page.locator("a.app-nav-link").first().waitFor({ state: "attached" });
  return await page.evaluate(() =>
    // deno-lint-ignore no-explicit-any
    [...(globalThis as any).document.querySelectorAll("a.app-nav-link")]
      .map((a: { getAttribute(name: string): string | null }) =>
        a.getAttribute("href") ?? ""
      )
      .filter((href: string) => href.startsWith("/"))
  );
}
