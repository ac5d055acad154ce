/** The Urdu walks' leak check: catalogue English that has an Urdu of its own, found as whole words in a page's text. */

/** One catalogue in both languages. */
export interface CataloguePair {
  en: Record<string, string>;
  ur: Record<string, string>;
}

/**
 * The English texts of `pairs` that must not show on an Urdu page: those with an Urdu of their own, without
 * placeholders, and not inside any Urdu text ("English" in the switch, "IBAN" inside an Urdu sentence).
 */
export function englishOnly(pairs: CataloguePair[]): string[] {
  const urdu = pairs.flatMap((pair) => Object.values(pair.ur));
  const english = pairs.flatMap((pair) =>
    Object.keys(pair.en)
      .filter((k) => pair.en[k] !== pair.ur[k] && !pair.en[k].includes("{"))
      .map((k) => pair.en[k].trim())
  ).filter((text) => !urdu.some((u) => u.includes(text)));
  return [...new Set(english)];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Which of `english` stand in `text` as whole words ("No" is no leak inside "Nov", "Code" none inside "linkCode",
 * "test" none in the address "ali@kamai.test": a word right after a dot or an @ is part of a name).
 */
export function wholeWordsIn(text: string, english: string[]): string[] {
  return english.filter((word) =>
    new RegExp(`(?<![\\w.@-])${escape(word)}(?![\\w-])`).test(text)
  );
}
