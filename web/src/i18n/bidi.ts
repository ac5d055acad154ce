/**
 * Isolating left-to-right fragments in Urdu text (issue 31 item 6): a Latin word, an amount or a value inside an
 * Urdu sentence is wrapped in Unicode's isolates (UAX #9: LRI or FSI … PDI), the text equivalent of `<bdi>`, so the
 * bidi algorithm never reorders it with its neighbours ("Main Boulevard 10" stays so, "$82.00" never reads
 * "82.00$"). Strings, not elements, because t() feeds attributes (aria-label, title) as well as text.
 */

/** Left-to-right isolate, first-strong isolate and their closing mark. */
export const LRI = "\u2066";
export const FSI = "\u2068";
export const PDI = "\u2069";

/**
 * A run read left to right: it starts at a Latin letter, a currency sign, or a sign before a digit, and ends at a
 * Latin letter, digit or percent sign; spaces and number punctuation inside are kept (brackets are left out, so
 * they mirror around it in the Urdu line).
 */
const LATIN_RUN =
  /(?:[A-Za-z\u00c0-\u024f$\u20a8]|(?<![0-9])[+\-\u2212](?=\d))(?:[A-Za-z\u00c0-\u024f0-9$\u20a8.,:;@/_+\-\u2212%'\u2019& ]*[A-Za-z\u00c0-\u024f0-9%])?/g;

/** Text with every Latin or amount run of an Urdu sentence isolated left to right (already isolated runs kept). */
export function isolateLatin(text: string): string {
  if (text.includes(PDI)) {
    // Only the parts outside existing isolates.
    return text.split(/([\u2066-\u2068][^\u2069]*\u2069)/g).map((part, i) =>
      i % 2 === 1 ? part : isolateLatin(part)
    ).join("");
  }
  return text.replace(LATIN_RUN, (run) => `${LRI}${run}${PDI}`);
}

/** A value placed in an Urdu sentence (a name, an amount, a date): isolated, its direction from its first letter. */
export function isolateValue(value: string): string {
  if (value === "" || /^[\u2066-\u2068][^\u2069]*\u2069$/.test(value)) {
    return value;
  }
  return /[A-Za-z0-9$\u20a8\u0600-\u06ff]/.test(value)
    ? `${FSI}${value}${PDI}`
    : value;
}
