/** The redirect's answers: the 302 to a destination, and the two 404 pages (unknown code, unusable destination). */
import { DOCUMENT_POLICY } from "../security_headers.ts";

/** A 404 page of the redirect: its title, heading and message in the same small document. */
function linkPage(title: string, heading: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Kamai</title>
<style>body{font-family:Inter,system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;
background:#f8fafc;color:#0f172a}main{text-align:center;padding:2rem;max-width:28rem}
a{color:#2563eb}</style></head>
<body><main><h1>${heading}</h1>
<p>${message}</p>
<p><a href="/">Go to Kamai</a></p></main></body></html>`;
}

/** The page for a code that matches no active link. */
export const NOT_FOUND_PAGE = linkPage(
  "Link not found",
  "Link not found",
  "This link doesn't exist or is no longer active. Please check the address or ask the person who shared it.",
);

/** The page for a link whose destination cannot be a Location header. */
export const BROKEN_LINK_PAGE = linkPage(
  "Link not working",
  "This link isn't working",
  "Its destination address is not valid. Please let the person who shared it know.",
);

/** A page answer of the redirect (unknown code, unusable destination). */
export function page(html: string, requestId: string | undefined): Response {
  const res = new Response(html, {
    status: 404,
    headers: {
      "content-type": "text/html; charset=UTF-8",
      "cache-control": "no-store",
      "content-security-policy": DOCUMENT_POLICY,
    },
  });
  if (requestId !== undefined) res.headers.set("x-request-id", requestId);
  return res;
}

/**
 * The redirect's answer. No Referrer-Policy: the store gets the referrer the page where the link was clicked chose
 * to send (docs/tracking-api.md#the-redirects-hot-path), and every header is work on each redirect.
 */
export function redirectTo(
  location: string,
  requestId: string | undefined,
): Response {
  return new Response(null, {
    status: 302,
    headers: requestId === undefined
      ? { location, "cache-control": "no-store" }
      : { location, "cache-control": "no-store", "x-request-id": requestId },
  });
}
