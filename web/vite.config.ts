/** Vite build of the Kamai SPA: file-based TanStack routes with per-route code splitting. */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { routerOptions } from "./router_options.ts";

/** An absolute path under the repository, for the import aliases web/deno.json also declares. */
const at = (path: string): string =>
  fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so it can split route files first.
    tanstackRouter(routerOptions),
    react(),
  ],
  resolve: {
    // Preact's compat layer stands in for React in the browser build (docs/web.md, "Preact").
    alias: [
      // The same aliases as web/deno.json's "imports" (docs/web.md, "Imports").
      { find: /^@\//, replacement: at("./src/") },
      { find: /^@wire\//, replacement: at("../wire/") },
      { find: /^@domain\//, replacement: at("../domain/") },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      {
        find: /^react\/jsx-dev-runtime$/,
        replacement: "preact/jsx-dev-runtime",
      },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  build: {
    target: "es2022",
    // The prerender step reads the manifest to find the landing page's own stylesheet.
    manifest: true,
    rollupOptions: {
      input: { main: "index.html", landing: "src/styles/landing_entry.css" },
    },
    // Fonts stay separate files so the browser caches them across pages.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8000" },
  },
});
