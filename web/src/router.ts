/** Builds the app's router from the generated file-based route tree (shared by the browser and the pre-renderer). */
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen.ts";

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
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
