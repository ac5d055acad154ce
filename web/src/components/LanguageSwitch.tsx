/**
 * LanguageSwitch: "English / اردو" on every page. Plain links, so the pre-rendered pages switch without
 * JavaScript (the server remembers the choice); in the live app a click switches in place, remembers the
 * choice in this browser and, when signed in, on the account (docs/i18n.md).
 */
import type { MouseEvent } from "react";
import { useRouter, useRouterState } from "@tanstack/react-router";
import {
  chooseLanguage,
  type Language,
  LANGUAGES,
  localizedPath,
  t,
} from "@/i18n/i18n.ts";
import { useLanguage } from "@/i18n/useLanguage.ts";
import { saveAccountLanguage } from "@/lib/auth_api.ts";
import { readSession } from "@/lib/session.ts";

/** The address that shows `path` in `language` ("/ur/login", "/login?lang=en"). */
export function switchHref(path: string, language: Language): string {
  const shown = localizedPath(path, language);
  return language === "en" ? `${shown}?lang=en` : shown;
}

/** The two-language switch; `className` places it in the header it sits in. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const language = useLanguage();
  const router = useRouter();
  const path = useRouterState({ select: (s) => s.location.pathname });

  async function onChoose(event: MouseEvent, next: Language) {
    event.preventDefault();
    await chooseLanguage(next);
    if (readSession().token) {
      // The account remembers it too (its emails follow); a failure here leaves the browser's choice standing.
      saveAccountLanguage(next).catch(() => undefined);
    }
    // The same page at its address in the new language ("/ur/login"); the router reads it through its rewrite.
    router.history.replace(
      localizedPath(path, next) + location.search.replace(/[?&]lang=\w+/, ""),
    );
  }

  return (
    <nav
      className={`language-switch ${className}`.trim()}
      aria-label={t("language.switchLabel")}
    >
      {LANGUAGES.map((l) =>
        l === language
          ? (
            <span key={l} lang={l} aria-current="true">
              {t(l === "en" ? "language.en" : "language.ur")}
            </span>
          )
          : (
            <a
              key={l}
              lang={l}
              hrefLang={l}
              href={switchHref(path, l)}
              onClick={(e) => void onChoose(e, l)}
            >
              {t(l === "en" ? "language.en" : "language.ur")}
            </a>
          )
      )}
    </nav>
  );
}
