/** Click ids carried in a landing URL: our redirect adds `click_id` to the destination, which stores record. */
import { asText } from "./json_fields.ts";

/** The query parameters that carry a Kamai click id, in order of preference. */
export const CLICK_ID_PARAMS = ["click_id", "kamai_click_id"] as const;

/**
 * The click id in a landing URL's query, absolute or relative (Shopify's `landing_site` is usually
 * `/products/x?click_id=…`); null when there is none or the URL cannot be read.
 */
export function clickIdFromUrl(url: unknown): string | null {
  const text = asText(url, 4000);
  if (!text) return null;
  let query: URLSearchParams;
  try {
    query = new URL(text, "https://landing.invalid/").searchParams;
  } catch {
    return null;
  }
  for (const name of CLICK_ID_PARAMS) {
    const id = asText(query.get(name));
    if (id) return id;
  }
  return null;
}
