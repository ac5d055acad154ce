/** Reusable signed-in tabs for browser tests: one context and page per width, the session swapped in place. */
import type { BrowserContext, Page } from "playwright-core";
import { type E2e, setSession } from "./harness.ts";

/** What a tab is opened as: `width` px wide (default 1280), in `language`, with the session's `approved` (default true). */
export interface TabOptions {
  width?: number;
  /** The browser's remembered language, the `kamai_lang` cookie (docs/i18n.md); absent: none remembered. */
  language?: "en" | "ur";
  approved?: boolean;
  /** A second tab of the same width, for a step that keeps two sessions open at once. */
  tab?: string;
}

/** Opens app pages signed in as a given session, reusing one tab per width (and `tab` name). */
export interface SessionTabs {
  /**
   * The tab signed in as `token` and opened at `path`: what harness.ts's openSignedIn gives (no cookie or stored
   * key of an earlier session carries over), without a new context, renderer and extra page load each call.
   */
  open(
    token: string,
    role: "user" | "admin",
    path: string,
    options?: TabOptions,
  ): Promise<Page>;
}

/** Signed-in tabs over `e2e`'s browser; they close with `e2e.close()`. */
export function sessionTabs(e2e: E2e): SessionTabs {
  const tabs = new Map<
    string,
    Promise<{ context: BrowserContext; page: Page }>
  >();
  const origin = new URL(e2e.url).origin;
  return {
    async open(token, role, path, options = {}) {
      const width = options.width ?? 1280;
      const key = `${width}/${options.tab ?? ""}`;
      let tab = tabs.get(key);
      if (!tab) {
        tab = e2e.newPage({ width });
        tabs.set(key, tab);
      }
      const { context, page } = await tab;
      // Local storage is reached only from a page of the app's origin.
      if (!page.url().startsWith(origin)) await page.goto("/unauthorized");
      // As in a fresh context: nothing of the last session (cookies, stored keys) carries over.
      await context.clearCookies();
      if (options.language) {
        await context.addCookies([{
          name: "kamai_lang",
          value: options.language,
          url: e2e.url,
        }]);
      }
      await page.evaluate(() => localStorage.clear());
      await setSession(page, {
        token,
        role,
        approved: options.approved ?? true,
      });
      await page.goto(path);
      return page;
    },
  };
}
