/**
 * The web app's languages: the current language, `t(key, params)` over the typed catalogues, and the
 * browser's memory of the choice (cookie `kamai_lang`). English is bundled; Urdu loads on demand, so the
 * English first load does not carry it (docs/i18n.md).
 */
import { type Catalogue, en, type MessageKey } from "./messages_en.ts";

/** A language the app speaks. */
export type Language = "en" | "ur";
/** Every language, in switch order. */
export const LANGUAGES: readonly Language[] = ["en", "ur"];
/** The name of the cookie that remembers the browser's language (the server reads it too). */
export const LANGUAGE_COOKIE = "kamai_lang";
export type { Catalogue, MessageKey };

const catalogues: Partial<Record<Language, Catalogue>> = { en };
const serverTexts: Partial<Record<Language, Record<string, string>>> = {};
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
  const catalogue = catalogues[current] ?? en;
  return format(catalogue[key] ?? en[key], params);
}

/** A text the server or a domain rule produced (exact English), in the current language when translated. */
export function serverText(english: string): string {
  return serverTexts[current]?.[english] ?? english;
}

/** Installs a catalogue (the pre-renderer and tests install Urdu directly; the browser loads it). */
export function installCatalogue(
  language: Language,
  catalogue: Catalogue,
  server: Record<string, string> = {},
) {
  catalogues[language] = catalogue;
  serverTexts[language] = server;
}

/** Loads a language's catalogue (Urdu is a separate chunk). */
export async function loadCatalogue(language: Language): Promise<void> {
  if (catalogues[language]) return;
  const { ur, urServerTexts } = await import("./urdu.ts");
  installCatalogue("ur", ur, urServerTexts);
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
