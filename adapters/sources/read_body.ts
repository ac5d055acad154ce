/** Decoding a webhook's raw body: UTF-8 text, then exact JSON; either failing is a malformed delivery. */
import { parseJsonExact } from "../json/exact_json.ts";
import { asObject } from "./json_fields.ts";

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The raw body as text, or null when it is not valid UTF-8. */
export function bodyText(rawBody: Uint8Array | string): string | null {
  if (typeof rawBody === "string") return rawBody;
  try {
    return decoder.decode(rawBody);
  } catch {
    return null;
  }
}

/** The raw body as a JSON object read by parseJsonExact (numbers that are not safe integers as their text), or null when it is not one. */
export function bodyObject(
  rawBody: Uint8Array | string,
): Record<string, unknown> | null {
  const text = bodyText(rawBody);
  if (text === null) return null;
  try {
    return asObject(parseJsonExact(text, "unsafe"));
  } catch {
    return null;
  }
}
