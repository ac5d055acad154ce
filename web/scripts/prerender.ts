/**
 * Pre-renders the landing page and the auth pages, in English and in Urdu (under /ur), into
 * web/dist/pages/<name>.html after `vite build`.
 * The landing page ships with no script at all; auth pages keep the SPA entry (type=module, deferred),
 * which re-renders over the same markup once the route's code is loaded.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { createAppRouter } from "../src/router.ts";
import {
  fontFacesOnly,
  landingGlyphs,
  subsetLandingFonts,
} from "./landing_fonts.ts";
import {
  addEnglish,
  directionOf,
  installCatalogue,
  type Language,
  localizedPath,
  setLanguageSync,
  t,
} from "../src/i18n/i18n.ts";
import type { MessageKey } from "../src/i18n/i18n.ts";
import { ur, urServerTexts } from "../src/i18n/urdu.ts";
import { landingEn } from "../src/i18n/areas/landing_en.ts";
import { landingUr } from "../src/i18n/areas/landing_ur.ts";

/** One page to pre-render. */
export interface PrerenderPage {
  /** The file under dist/pages the server looks up ("login", "ur/login"). */
  name: string;
  /** The app path the router renders ("/login" for both languages). */
  path: string;
  language: Language;
  title: string;
  description: string;
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

/** The app's entry script in the built shell ("/assets/main-abc.js"). */
export function appEntry(shell: string): string {
  const entry = shell.match(
    /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/,
  )
    ?.[1];
  if (!entry) throw new Error("dist/index.html has no module entry script");
  return entry;
}

/**
 * The source of the auth pages' start script: it imports the app only after the pre-rendered page has
 * painted (a frame, then a task), so the first paint never waits for the app's scripts to load, compile
 * and run (a slow phone spends most of a second on them). A hidden tab starts at once.
 */
export function bootScript(entry: string): string {
  return [
    "// Starts the app after the pre-rendered page's first paint (web/scripts/prerender.ts).",
    `const start = () => import(${JSON.stringify(entry)});`,
    'if (document.visibilityState === "hidden") start();',
    "else requestAnimationFrame(() => setTimeout(start));",
    "",
  ].join("\n");
}

/** The app's stylesheet in the built shell ("/assets/main-abc.css"). */
export function appStylesheet(shell: string): string {
  const href = shell.match(/<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/)
    ?.[1];
  if (!href) throw new Error("dist/index.html links no stylesheet");
  return href;
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

/** The Urdu pages' typeface (styles/i18n.css). */
const URDU_FONT = "Noto Naskh Arabic";
/** The English pages' typeface (styles/tokens.css). */
const LATIN_FONT = "Inter";

/** The pre-rendered pages in English, with the catalogue key of each one's document title. */
const PAGES: { path: string; title: MessageKey; interactive: boolean }[] = [
  { path: "/", title: "landing.documentTitle", interactive: false },
  { path: "/login", title: "login.documentTitle", interactive: true },
  { path: "/register", title: "register.documentTitle", interactive: true },
  {
    path: "/forgot-password",
    title: "forgot.documentTitle",
    interactive: true,
  },
];

/** The file name under dist/pages of a path in a language ("/" -> "home", "/ur/login" -> "ur/login"). */
export function pageName(path: string, language: Language): string {
  const shown = localizedPath(path, language);
  return shown === "/" ? "home" : shown.slice(1);
}

installCatalogue("ur", ur, urServerTexts);
// The landing area gives every page its meta description and the landing page its title.
addEnglish("landing", landingEn);
installCatalogue("ur", landingUr.messages);

/** The pages written to dist/pages in both languages, named as the server looks them up. */
export const PRERENDER_PAGES: PrerenderPage[] = (["en", "ur"] as const)
  .flatMap((language) => {
    setLanguageSync(language);
    const pages = PAGES.map((p) => ({
      name: pageName(p.path, language),
      path: p.path,
      language,
      title: t(p.title),
      description: t("landing.metaDescription"),
      interactive: p.interactive,
    }));
    setLanguageSync("en");
    return pages;
  });

/** The hreflang links of a page: each language's address, and English as the default. */
export function alternateLinks(path: string): string {
  return [
    `<link rel="alternate" hreflang="en" href="${localizedPath(path, "en")}">`,
    `<link rel="alternate" hreflang="ur" href="${localizedPath(path, "ur")}">`,
    `<link rel="alternate" hreflang="x-default" href="${
      localizedPath(path, "en")
    }">`,
  ].join("\n    ");
}

/** Renders one route of the app to an HTML string, in a language (English by default). */
export async function renderRoute(
  path: string,
  language: Language = "en",
): Promise<string> {
  setLanguageSync(language);
  try {
    const router = createAppRouter(
      // The address as a browser sees it ("/ur/login"): the router reads the app path through its rewrite.
      createMemoryHistory({ initialEntries: [localizedPath(path, language)] }),
      { scrollRestoration: false },
    );
    await router.load();
    return renderToString(createElement(RouterProvider, { router }));
  } finally {
    setLanguageSync("en");
  }
}

/** Builds a full document from the built index.html shell around pre-rendered markup. */
export function composeDocument(
  shell: string,
  markup: string,
  page: PrerenderPage,
  landingCss: string,
  preloadFonts: readonly string[] = [],
  boot?: string,
  fontOverlay?: string,
): string {
  let html = shell
    .replace(
      /<html[^>]*>/,
      `<html lang="${page.language}" dir="${directionOf(page.language)}">`,
    )
    .replace(
      /(<meta name="description"\s+content=")[^"]*"/,
      `$1${page.description.replaceAll('"', "&quot;")}"`,
    )
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${page.title}</title>\n    ${alternateLinks(page.path)}`,
    )
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (page.interactive && boot) {
    // The app starts from `boot` after the first paint, so nothing fetches its modules before then.
    html = html
      .replace(
        /<script type="module"[^>]*><\/script>/,
        `<script type="module" src="${boot}"></script>`,
      )
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  }
  if (page.interactive && fontOverlay) {
    // The page's own subset faces, declared after the app's full ones so they win for the page's glyphs,
    // and preloaded: they arrive with the stylesheets, before the first paint, so no font swaps in late.
    const preloads = preloadFonts.map((href) =>
      `\n    <link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`
    ).join("");
    html = html.replace(
      /(<link rel="stylesheet"[^>]*>)/,
      `$1${preloads}\n    <link rel="stylesheet" href="${fontOverlay}">`,
    );
  }
  if (!page.interactive) {
    // No script, so the page links only its own small stylesheet instead of the whole app's. Its
    // `font-display: optional` fonts are preloaded, so they are there by the first paint (landing_fonts.ts).
    const preloads = preloadFonts.map((href) =>
      `  <link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>\n  `
    ).join("");
    html = html
      .replace(/<link rel="stylesheet"[^>]*>/g, "")
      .replace(
        "</head>",
        `${preloads}  <link rel="stylesheet" href="${landingCss}">\n  </head>`,
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
  const bootSource = new TextEncoder().encode(bootScript(appEntry(shell)));
  const boot = `/assets/boot-${
    [...new Uint8Array(await crypto.subtle.digest("SHA-256", bootSource))]
      .slice(0, 6).map((b) => b.toString(16).padStart(2, "0")).join("")
  }.js`;
  await Deno.writeFile(new URL(`.${boot}`, dist), bootSource);
  // The app stylesheet's @font-face rules alone: the auth pages' font overlays are subset from them.
  const appFaces = "/assets/app-font-faces.css";
  await Deno.writeTextFile(
    new URL(`.${appFaces}`, dist),
    fontFacesOnly(
      await Deno.readTextFile(new URL(`.${appStylesheet(shell)}`, dist)),
    ),
  );
  for (const page of PRERENDER_PAGES) {
    const rendered = await renderRoute(page.path, page.language);
    const markup = page.interactive ? inertFormControls(rendered) : rendered;
    if (/<script/i.test(markup)) {
      throw new Error(
        `pre-rendered ${page.path} unexpectedly contains a script`,
      );
    }
    // A script-free page gets its fonts subset to its own glyphs, to keep its first load small; the Urdu
    // page's Naskh is preloaded and never swapped in late (no layout shift, docs/i18n.md).
    const glyphs = landingGlyphs(markup, { padAscii: page.language === "en" });
    // Auth pages keep the app's stylesheet and get an overlay of their own glyphs' faces (swap kept, since the
    // live app shows more text in the same document); the landing's stylesheet is subset as a whole.
    const fonts = page.interactive
      ? await subsetLandingFonts(dist, appFaces, glyphs, {
        preload: page.language === "ur" ? [URDU_FONT] : [LATIN_FONT],
      })
      : await subsetLandingFonts(dist, landingCss, glyphs, {
        optional: page.language === "ur" ? [URDU_FONT] : [],
      });
    await Deno.mkdir(new URL(`pages/${page.name}.html/..`, dist), {
      recursive: true,
    });
    await Deno.writeTextFile(
      new URL(`pages/${page.name}.html`, dist),
      page.interactive
        ? composeDocument(
          shell,
          markup,
          page,
          landingCss,
          fonts.preload,
          boot,
          fonts.stylesheet,
        )
        : composeDocument(shell, markup, page, fonts.stylesheet, fonts.preload),
    );
    console.log(
      `prerendered ${
        localizedPath(page.path, page.language)
      } -> dist/pages/${page.name}.html`,
    );
  }
  await Deno.remove(new URL(`.${appFaces}`, dist));
}
