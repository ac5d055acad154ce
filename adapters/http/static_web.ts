/**
 * Serves the built SPA from web/dist: hashed assets cached for a year, pre-rendered pages, history fallback.
 * Text files go out compressed (brotli, else gzip) when the browser accepts it, compressed once and kept
 * with the file.
 */
import type { Context, Next } from "hono";
import {
  chooseCoding,
  COMPRESS_MIN_BYTES,
  compressBody,
  COMPRESSIBLE,
  type ContentCoding,
} from "./compression.ts";

export { chooseCoding, type ContentCoding };

const CONTENT_TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=300";
const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** What to serve for a GET path, or null when the static web has nothing for it. */
export interface StaticFile {
  body: Uint8Array;
  contentType: string;
  cacheControl: string;
  /** The file under dist it came from ("assets/main-1.js", "pages/login.html"). */
  relative: string;
  /** Whether its type is worth compressing. */
  compressible: boolean;
}

/** Options: where the build lives, and whether files may be cached in memory for the process lifetime. */
export interface StaticWebOptions {
  distDir: string;
  cacheInMemory: boolean;
  /** The app's public URL (PUBLIC_URL): pre-rendered pages' hreflang links are made absolute with it. */
  publicUrl?: string;
}

const ALTERNATE_HREF = /(<link rel="alternate" hreflang="[^"]+" href=")\//g;

/**
 * A pre-rendered page with its hreflang links absolute: the build writes them as paths (it does not know where the
 * app will live), and search engines want full addresses.
 */
export function absoluteAlternates(html: string, publicUrl: string): string {
  return html.replace(ALTERNATE_HREF, `$1${publicUrl.replace(/\/+$/, "")}/`);
}

const utf8 = new TextDecoder();
const utf8Encoder = new TextEncoder();

/** The pages pre-rendered in both languages, by their English path; Urdu lives under /ur (docs/i18n.md). */
const LOCALIZED = new Set([
  "/",
  "/home",
  "/login",
  "/register",
  "/forgot-password",
]);
const LANGUAGE_COOKIE = "kamai_lang";
const YEAR_SECONDS = 31536000;

/**
 * The language step of a pre-rendered page: a browser that chose Urdu is sent from an English page to its
 * /ur twin (unless the address says ?lang=en), and an explicit choice (/ur…, ?lang=) is remembered in the
 * cookie the web app reads too, so switching works without JavaScript.
 */
export function languageStep(
  path: string,
  query: string | undefined,
  cookieHeader: string | undefined,
): { redirect?: string; remember?: "en" | "ur" } {
  const cookie = cookieHeader?.match(/(?:^|;\s*)kamai_lang=(\w+)/)?.[1];
  if (path === "/ur" || path.startsWith("/ur/")) {
    return cookie === "ur" ? {} : { remember: "ur" };
  }
  if (!LOCALIZED.has(path)) return {};
  if (query === "en") return cookie === "en" ? {} : { remember: "en" };
  if (query === "ur" || cookie === "ur") {
    return {
      redirect: path === "/" || path === "/home" ? "/ur" : `/ur${path}`,
    };
  }
  return {};
}

/** Creates the Hono middleware for the web app; it answers GET/HEAD outside /api, /go and /dev, else passes on. */
export function createStaticWeb(options: StaticWebOptions) {
  const dist = options.distDir.replace(/\/+$/, "");
  const cache = new Map<string, Uint8Array | null>();
  const compressed = new Map<string, Uint8Array>();
  const keptInMemory = (relative: string) =>
    options.cacheInMemory || relative.startsWith("assets/");

  /** The build's compressed twin of a file (web/scripts/compress_dist.ts), when it is there and not stale. */
  async function twin(
    relative: string,
    coding: ContentCoding,
  ): Promise<Uint8Array | null> {
    // A page's twin holds the build's relative hreflang links; the page is compressed here once they are absolute.
    if (options.publicUrl && relative.startsWith("pages/")) return null;
    const path = `${dist}/${relative}.${coding === "br" ? "br" : "gz"}`;
    try {
      // A file rebuilt without the compression step must not go out as its old twin.
      const [original, compressed] = await Promise.all([
        Deno.stat(`${dist}/${relative}`),
        Deno.stat(path),
      ]);
      if (
        (compressed.mtime?.getTime() ?? 0) < (original.mtime?.getTime() ?? 0)
      ) {
        return null;
      }
      return await Deno.readFile(path);
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return null;
      throw error;
    }
  }

  /**
   * A file's body in a coding: the build's twin when there is one, else compressed here (once, when the file
   * itself is kept in memory).
   */
  async function encoded(
    file: StaticFile,
    coding: ContentCoding,
  ): Promise<Uint8Array> {
    const key = `${coding}:${file.relative}`;
    const hit = compressed.get(key);
    if (hit) return hit;
    const keep = keptInMemory(file.relative);
    const body = await twin(file.relative, coding) ??
      compressBody(file.body, coding, keep);
    if (keep) compressed.set(key, body);
    return body;
  }

  async function read(relative: string): Promise<Uint8Array | null> {
    const hit = cache.get(relative);
    if (hit !== undefined) return hit;
    let body: Uint8Array | null;
    try {
      body = await Deno.readFile(`${dist}/${relative}`);
    } catch (error) {
      if (
        !(error instanceof Deno.errors.NotFound ||
          error instanceof Deno.errors.IsADirectory)
      ) throw error;
      body = null;
    }
    // Hashed assets never change under one name, so they can be kept even in development. Only files that exist:
    // the path is the client's, so remembering misses would let anyone grow the map without limit.
    if (body !== null && keptInMemory(relative)) cache.set(relative, body);
    return body;
  }

  /** Resolves a URL path to the file to serve (null: not ours, or not found). */
  async function resolve(
    path: string,
  ): Promise<StaticFile | "not-built" | null> {
    const segments = path.split("/").filter((s) => s !== "");
    if (!segments.every((s) => SAFE_SEGMENT.test(s))) return null;
    const last = segments.at(-1) ?? "";
    const dot = last.lastIndexOf(".");
    if (dot > 0) {
      const relative = segments.join("/");
      const body = await read(relative);
      if (!body) return null;
      const ext = last.slice(dot + 1).toLowerCase();
      return {
        body,
        contentType: CONTENT_TYPES[ext] ?? "application/octet-stream",
        cacheControl: segments[0] === "assets" ? IMMUTABLE : SHORT,
        relative,
        compressible: COMPRESSIBLE.has(ext),
      };
    }
    const index = await read("index.html");
    if (!index) return "not-built";
    const name = segments.length === 0 || path === "/home"
      ? "home"
      : segments.join("/");
    const page = await read(`pages/${name}.html`);
    return {
      body: page && options.publicUrl
        ? utf8Encoder.encode(
          absoluteAlternates(utf8.decode(page), options.publicUrl),
        )
        : page ?? index,
      contentType: CONTENT_TYPES.html,
      cacheControl: "no-cache",
      relative: page ? `pages/${name}.html` : "index.html",
      compressible: true,
    };
  }

  return async (c: Context, next: Next): Promise<Response | void> => {
    const path = c.req.path;
    const method = c.req.method;
    if (
      (method !== "GET" && method !== "HEAD") ||
      /^\/(api|go|dev)(\/|$)/.test(path)
    ) return next();
    const step = languageStep(
      path,
      c.req.query("lang"),
      c.req.header("cookie"),
    );
    if (step.redirect) {
      return c.redirect(step.redirect, 302);
    }
    const file = await resolve(path);
    if (file === null) return next();
    if (file === "not-built") {
      return c.text(
        "Kamai's web app has not been built yet.\n\nRun `deno task build` (or start with `deno task start`, which builds it first), then reload this page.\n",
        503,
        { "cache-control": "no-store" },
      );
    }
    const headers: Record<string, string> = {
      "content-type": file.contentType,
      "cache-control": file.cacheControl,
    };
    if (step.remember) {
      headers["set-cookie"] =
        `${LANGUAGE_COOKIE}=${step.remember}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
    }
    const vary = LOCALIZED.has(path) ? ["Cookie"] : [];
    let body = file.body;
    if (file.compressible && body.length >= COMPRESS_MIN_BYTES) {
      vary.push("Accept-Encoding");
      const coding = chooseCoding(c.req.header("accept-encoding"));
      if (coding) {
        body = await encoded(file, coding);
        headers["content-encoding"] = coding;
      }
    }
    if (vary.length) headers["vary"] = vary.join(", ");
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };
}
