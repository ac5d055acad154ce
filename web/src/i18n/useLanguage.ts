/** useLanguage: the current language as React state, so a component re-renders when it changes. */
import { useSyncExternalStore } from "react";
import { currentLanguage, type Language, onLanguageChange } from "./i18n.ts";

/** The current language; the caller re-renders on every switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    onLanguageChange,
    currentLanguage,
    currentLanguage,
  );
}
