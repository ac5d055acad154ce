/**
 * The web app's languages: the current language, `t(key, params)` over the typed catalogues, and the
 * browser's memory of the choice (cookie `kamai_lang`). English is bundled; Urdu loads on demand, so the
 * English first load does not carry it (docs/i18n.md).
 */
import { type Catalogue, type CoreKey, en } from "./messages_en.ts";
import type { AffiliateKey } from "./areas/affiliate_en.ts";
import type { AdminKey } from "./areas/admin_en.ts";
import type { AdminPeopleKey } from "./areas/admin_people_en.ts";
import type { AdminMoneyKey } from "./areas/admin_money_en.ts";
import type { AdminCatalogKey } from "./areas/admin_catalog_en.ts";
import type { LandingKey } from "./areas/landing_en.ts";
import type { OffersKey } from "./areas/offers_en.ts";
import type { ConversionsKey } from "./areas/conversions_en.ts";
import type { AreaTranslation } from "./areas/area.ts";

/** A language the app speaks. */
export type Language = "en" | "ur";
/** Every language, in switch order. */
export const LANGUAGES: readonly Language[] = ["en", "ur"];
/** The name of the cookie that remembers the browser's language (the server reads it too). */
export const LANGUAGE_COOKIE = "kamai_lang";
export type { Catalogue };
/** Every key of every catalogue: the shared one and the areas' (areas/<area>_en.ts). */
export type MessageKey =
  | CoreKey
  | AffiliateKey
  | AdminKey
  | AdminPeopleKey
  | AdminMoneyKey
  | AdminCatalogKey
  | OffersKey
  | LandingKey
  | ConversionsKey;

/**
 * A part of the app whose texts live in catalogues of their own (areas/<area>_en.ts, imported by the area's
 * route files, so the English rides in the route chunks; <area>_ur.ts loads only for Urdu readers).
 */
export type Area =
  | "affiliate"
  | "admin"
  | "admin_people"
  | "admin_money"
  | "admin_catalog"
  | "offers"
  | "landing"
  | "conversions";
/** Each area's English, for a page outside the area's layout that uses its texts (the layout imports it itself). */
// The area's data module, not its installer (areas/<area>.ts imports this module: no import cycle).
const ENGLISH_AREAS: Record<Area, () => Promise<unknown>> = {
  affiliate: () =>
    import("./areas/affiliate_en.ts").then((m) =>
      addEnglish("affiliate", m.affiliateEn)
    ),
  admin: () =>
    import("./areas/admin_en.ts").then((m) => addEnglish("admin", m.adminEn)),
  admin_people: () =>
    import("./areas/admin_people_en.ts").then((m) =>
      addEnglish("admin_people", m.adminPeopleEn)
    ),
  admin_money: () =>
    import("./areas/admin_money_en.ts").then((m) =>
      addEnglish("admin_money", m.adminMoneyEn)
    ),
  admin_catalog: () =>
    import("./areas/admin_catalog_en.ts").then((m) =>
      addEnglish("admin_catalog", m.adminCatalogEn)
    ),
  offers: () =>
    import("./areas/offers_en.ts").then((m) =>
      addEnglish("offers", m.offersEn)
    ),
  landing: () =>
    import("./areas/landing_en.ts").then((m) =>
      addEnglish("landing", m.landingEn)
    ),
  conversions: () =>
    import("./areas/conversions_en.ts").then((m) =>
      addEnglish("conversions", m.conversionsEn)
    ),
};
const URDU_AREAS: Record<Area, () => Promise<AreaTranslation>> = {
  affiliate: () => import("./areas/affiliate_ur.ts").then((m) => m.affiliateUr),
  admin: () => import("./areas/admin_ur.ts").then((m) => m.adminUr),
  admin_people: () =>
    import("./areas/admin_people_ur.ts").then((m) => m.adminPeopleUr),
  admin_money: () =>
    import("./areas/admin_money_ur.ts").then((m) => m.adminMoneyUr),
  admin_catalog: () =>
    import("./areas/admin_catalog_ur.ts").then((m) => m.adminCatalogUr),
  offers: () => import("./areas/offers_ur.ts").then((m) => m.offersUr),
  landing: () => import("./areas/landing_ur.ts").then((m) => m.landingUr),
  conversions: () =>
    import("./areas/conversions_ur.ts").then((m) => m.conversionsUr),
};

/** Texts by language: the shared catalogue plus every area loaded so far. */
const catalogues: Partial<Record<Language, Record<string, string>>> = {
  en: { ...en },
};
const serverTexts: Partial<Record<Language, Record<string, string>>> = {};
const serverPatterns: Partial<Record<Language, [RegExp, string][]>> = {};
const areasInUse = new Set<Area>();
const areasLoaded: Record<Language, Set<Area>> = {
  en: new Set(),
  ur: new Set(),
};
let current: Language = "en";
const listeners = new Set<() => void>();

/** Whether a value names a language of the app. */
export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "ur";
}

/** The language pages are shown in now. */
export function currentLanguage(): Language {
  return current;
}

/** Text direction of a language. */
export function directionOf(language: Language): "ltr" | "rtl" {
  return language === "ur" ? "rtl" : "ltr";
}

/** Fills `{name}` placeholders of a message with params. */
export function format(
  message: string,
  params?: Record<string, string | number>,
): string {
  if (!params) return message;
  return message.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => name in params ? String(params[name]) : whole,
  );
}

/** The message `key` in the current language (English when a catalogue is not loaded yet). */
export function t(
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  const english = catalogues.en!;
  const text = catalogues[current]?.[key] ?? english[key] ?? key;
  return format(text, params);
}

/** A text the server or a domain rule produced (exact English), in the current language when translated. */
export function serverText(english: string): string {
  const exact = serverTexts[current]?.[english];
  if (exact !== undefined) return exact;
  const pattern = serverPatterns[current]?.find(([re]) => re.test(english));
  return pattern ? english.replace(pattern[0], pattern[1]) : english;
}

/** Installs a catalogue (the pre-renderer and tests install Urdu directly; the browser loads it). */
export function installCatalogue(
  language: Language,
  catalogue: Record<string, string>,
  server: Record<string, string> = {},
) {
  catalogues[language] = { ...catalogues[language], ...catalogue };
  serverTexts[language] = { ...serverTexts[language], ...server };
}

/** Adds an area's English texts (its areas/<area>_en.ts calls this when a route chunk loads it). */
export function addEnglish(area: Area, messages: Record<string, string>) {
  areasInUse.add(area);
  areasLoaded.en.add(area);
  Object.assign(catalogues.en!, messages);
}

/** Loads a language's shared catalogue (Urdu is a separate chunk) and the areas in use. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (language === "en") return;
  if (!catalogues.ur) {
    const { ur, urServerTexts } = await import("./urdu.ts");
    installCatalogue("ur", ur, urServerTexts);
  }
  await Promise.all([...areasInUse].map((area) => loadAreaUrdu(area)));
}

async function loadAreaUrdu(area: Area): Promise<void> {
  if (areasLoaded.ur.has(area)) return;
  const { messages, serverTexts: server, serverPatterns: patterns } =
    await URDU_AREAS[area]();
  installCatalogue("ur", messages, server);
  serverPatterns.ur = [...(serverPatterns.ur ?? []), ...(patterns ?? [])];
  areasLoaded.ur.add(area);
}

/**
 * Readies an area's texts before its screens render (a layout route's beforeLoad awaits it): in Urdu its
 * catalogue chunk loads; a later switch to Urdu loads it too.
 */
export async function readyArea(area: Area): Promise<void> {
  areasInUse.add(area);
  if (!areasLoaded.en.has(area)) await ENGLISH_AREAS[area]();
  if (current === "ur") {
    if (!catalogues.ur) await loadCatalogue("ur");
    await loadAreaUrdu(area);
  }
}

function applyToDocument(language: Language) {
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Switches the language without remembering it (loads the catalogue first). */
export async function switchLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  if (language === current) {
    applyToDocument(language);
    return;
  }
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

/** Switches the language and remembers it in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await switchLanguage(language);
}

/** Sets the language synchronously (pre-rendering; the catalogue must be installed). */
export function setLanguageSync(language: Language): void {
  current = language;
}

/** Calls `listener` after every language change; returns the unsubscribe function. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language this browser remembers (cookie), or null. */
export function rememberedLanguage(): Language | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.match(/(?:^|;\s*)kamai_lang=(\w+)/);
  return match && isLanguage(match[1]) ? match[1] : null;
}

/** Remembers the language in this browser for a year. */
export function rememberLanguage(language: Language): void {
  if (typeof document === "undefined") return;
  document.cookie =
    `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The pages pre-rendered in both languages, by their English path. */
export const LOCALIZED_PATHS = ["/", "/login", "/register", "/forgot-password"];

/** The path of `path` in `language` (Urdu pre-rendered pages live under /ur). */
export function localizedPath(path: string, language: Language): string {
  const bare = stripLanguagePrefix(path);
  if (language !== "ur" || !LOCALIZED_PATHS.includes(bare)) return bare;
  return bare === "/" ? "/ur" : `/ur${bare}`;
}

/** The address of an app path in the current language (plain links of the pre-rendered pages). */
export function localHref(path: string): string {
  return localizedPath(path, current);
}

/** The app path behind a localized one ("/ur/login" -> "/login"). */
export function stripLanguagePrefix(path: string): string {
  if (path === "/ur" || path === "/ur/") return "/";
  return path.startsWith("/ur/") ? path.slice(3) : path;
}

/** The language a URL asks for: "/ur…" is Urdu, `?lang=en|ur` is explicit; null when it does not say. */
export function languageOfUrl(
  pathname: string,
  search: string,
): Language | null {
  if (pathname === "/ur" || pathname.startsWith("/ur/")) return "ur";
  const asked = new URLSearchParams(search).get("lang");
  return isLanguage(asked) ? asked : null;
}
