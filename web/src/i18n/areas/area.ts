/** The shape of an area's translation (plain types, so tests outside the browser can read the catalogues). */

/** An area's texts in one language: its messages and the translations of the server texts its screens show. */
export interface AreaTranslation {
  messages: Record<string, string>;
  serverTexts?: Record<string, string>;
  /** Server texts that carry a value ("Minimum payout is Rs 500.00."): a pattern and its translation ($1…). */
  serverPatterns?: [RegExp, string][];
}
