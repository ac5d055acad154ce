/** Reusable signed-in tabs for browser tests: one context and page per width, the session swapped in place. */
import type { BrowserContext, Page } from "playwright-core";
import { type E2e, setSession } from "./harness.ts";

/** What a tab is opened as: `width` px wide (default 1280), in `language`, with the session's `approved` (default true). */
export interface TabOptions {
  width?: number;
  /** The browser's remembered language, the `kamai_lang` cookie (docs/i18n.md); absent: none remembered. */
  language?: "en" | "ur";
  approved?: boolean;
}

/** Opens app pages signed in as a given session, reusing one tab per width. */
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
  /** The tab signed in as `token` (as harness.ts's newSignedInPage gives), on a static file for the caller's `goto`. */
  signIn(
    token: string,
    role: "user" | "admin",
    options?: TabOptions,
  ): Promise<Page>;
  /** The tab with no session and no cookie (as a fresh context), on a static file for the caller's own `goto`. */
  signedOut(options?: Omit<TabOptions, "approved">): Promise<Page>;
}

/** A static file of the app's origin, where a tab's local storage is reached with no app page running. */
const BLANK = "/favicon.svg";

/** Signed-in tabs over `e2e`'s browser; they close with `e2e.close()`. */
export function sessionTabs(e2e: E2e): SessionTabs {
  const tabs = new Map<
    number,
    Promise<{ context: BrowserContext; page: Page }>
  >();
  /** The tab of `options`, emptied as a fresh context would be: nothing of the last session carries over. */
  async function cleared(options: TabOptions): Promise<Page> {
    const width = options.width ?? 1280;
    let tab = tabs.get(width);
    if (!tab) {
      tab = e2e.newPage({ width });
      tabs.set(width, tab);
    }
    const { context, page } = await tab;
    // Off the app's pages first, to a static file of its origin (a few milliseconds, no script): a page still
    // running could otherwise write the last session back, or drop the next one, before the next load.
    await page.goto(BLANK);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    if (options.language) {
      await context.addCookies([{
        name: "kamai_lang",
        value: options.language,
        url: e2e.url,
      }]);
    }
    return page;
  }
  return {
    signedOut: (options = {}) => cleared(options),
    async signIn(token, role, options = {}) {
      const page = await cleared(options);
      await setSession(page, {
        token,
        role,
        approved: options.approved ?? true,
      });
      return page;
    },
    async open(token, role, path, options = {}) {
      const page = await this.signIn(token, role, options);
      await page.goto(path);
      return page;
    },
  };
}
