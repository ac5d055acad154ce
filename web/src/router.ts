/** Builds the app's router from the generated file-based route tree (shared by the browser and the pre-renderer). */
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen.ts";
import {
  currentLanguage,
  localizedPath,
  stripLanguagePrefix,
} from "./i18n/i18n.ts";

/** A router over the route tree; the pre-renderer passes a memory history and turns scroll restoration off. */
export function createAppRouter(
  history?: RouterHistory,
  options: { scrollRestoration?: boolean } = {},
) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: "intent",
    // Restoration renders an inline script on the server; pre-rendered pages must stay script-free.
    scrollRestoration: options.scrollRestoration ?? true,
    // "/ur/login" is the Urdu /login: routes see the bare path, and in Urdu the pre-rendered pages keep
    // their /ur address in the location bar (docs/i18n.md).
    rewrite: {
      input: ({ url }) => {
        const bare = stripLanguagePrefix(url.pathname);
        if (bare === url.pathname) return undefined;
        url.pathname = bare;
        return url;
      },
      output: ({ url }) => {
        const shown = localizedPath(url.pathname, currentLanguage());
        if (shown === url.pathname) return undefined;
        url.pathname = shown;
        return url;
      },
    },
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
