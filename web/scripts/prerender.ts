/**
 * Pre-renders the landing page and the auth pages into web/dist/pages/<name>.html after `vite build`.
 * The landing page ships with no script at all; auth pages keep the SPA entry (type=module, deferred),
 * which re-renders over the same markup once the route's code is loaded.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { createAppRouter } from "../src/router.ts";
import { landingGlyphs, subsetLandingFonts } from "./landing_fonts.ts";

/** One page to pre-render. */
interface PrerenderPage {
  name: string;
  path: string;
  title: string;
  /** Whether the SPA script is kept (auth pages become interactive; the landing page needs none). */
  interactive: boolean;
}

/**
 * Disables the form controls of a page the SPA will re-render: the app replaces this markup when it starts, so
 * anything typed or clicked before then would be thrown away. Disabled, the form reads the same and takes input
 * only once it is live.
 */
export function inertFormControls(markup: string): string {
  return markup.replace(
    /<(input|button|select|textarea)\b/gi,
    '<$1 disabled=""',
  );
}

/** The built landing stylesheet's path, e.g. "/assets/landing-abc.css", from Vite's manifest. */
export function landingStylesheet(
  manifest: Record<string, { file: string }>,
): string {
  const entry = manifest["src/styles/landing_entry.css"];
  if (!entry) {
    throw new Error(
      "the Vite manifest has no src/styles/landing_entry.css entry",
    );
  }
  return `/${entry.file}`;
}

/** The pages written to dist/pages, named as the server looks them up. */
export const PRERENDER_PAGES: PrerenderPage[] = [
  {
    name: "home",
    path: "/",
    title: "Kamai · Earn 50% commission in Pakistan",
    interactive: false,
  },
  { name: "login", path: "/login", title: "Log in · Kamai", interactive: true },
  {
    name: "register",
    path: "/register",
    title: "Create your account · Kamai",
    interactive: true,
  },
  {
    name: "forgot-password",
    path: "/forgot-password",
    title: "Forgot password · Kamai",
    interactive: true,
  },
];

/** Renders one route of the app to an HTML string. */
export async function renderRoute(path: string): Promise<string> {
  const router = createAppRouter(
    createMemoryHistory({ initialEntries: [path] }),
    { scrollRestoration: false },
  );
  await router.load();
  return renderToString(createElement(RouterProvider, { router }));
}

/** Builds a full document from the built index.html shell around pre-rendered markup. */
export function composeDocument(
  shell: string,
  markup: string,
  page: PrerenderPage,
  landingCss: string,
): string {
  let html = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!page.interactive) {
    // No script, so the page links only its own small stylesheet instead of the whole app's.
    html = html
      .replace(/<link rel="stylesheet"[^>]*>/g, "")
      .replace(
        "</head>",
        `  <link rel="stylesheet" href="${landingCss}">\n  </head>`,
      )
      .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  }
  return html;
}

if (import.meta.main) {
  const dist = new URL("../dist/", import.meta.url);
  const shell = await Deno.readTextFile(new URL("index.html", dist));
  const manifest = JSON.parse(
    await Deno.readTextFile(new URL(".vite/manifest.json", dist)),
  );
  const landingCss = landingStylesheet(manifest);
  if (!shell.includes('<div id="root"></div>')) {
    throw new Error("dist/index.html has no empty #root to fill");
  }
  await Deno.mkdir(new URL("pages/", dist), { recursive: true });
  for (const page of PRERENDER_PAGES) {
    const rendered = await renderRoute(page.path);
    const markup = page.interactive ? inertFormControls(rendered) : rendered;
    if (/<script/i.test(markup)) {
      throw new Error(
        `pre-rendered ${page.path} unexpectedly contains a script`,
      );
    }
    // A script-free page gets Inter subset to its own glyphs, to keep its first load small.
    const css = page.interactive
      ? landingCss
      : await subsetLandingFonts(dist, landingCss, landingGlyphs(markup));
    await Deno.writeTextFile(
      new URL(`pages/${page.name}.html`, dist),
      composeDocument(shell, markup, page, css),
    );
    console.log(`prerendered ${page.path} -> dist/pages/${page.name}.html`);
  }
}
