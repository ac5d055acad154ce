/** The rule for a link's destination: an absolute http(s) URL that can go out as a Location header unchanged. */
import { isHttpUrl } from "./affiliate_link.ts";

// The URL parser silently drops tabs and line breaks, so "https://a.pk/x\ny" parses; sent as written (a
// {click_id} destination is not re-serialised) it is an invalid header and the redirect fails.
// deno-lint-ignore no-control-regex -- matching control characters is the point of this rule
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** True for an http(s) URL with a host and no control characters (tab, CR, LF and the rest of C0, DEL). */
export function isValidDestination(url: string): boolean {
  return !CONTROL_CHARACTER.test(url) && isHttpUrl(url);
}
