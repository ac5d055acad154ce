/** The tracked redirect GET /go/:code (mounted at "/"): answers 302 at once, the click is written in the background. */
import { Hono } from "hono";
import type { AppContext } from "../../app_context.ts";
import type { TrackingRuntime } from "../../tracking/tracking_runtime.ts";
import type { TrackedLink } from "../../postgres/tracked_link_lookup.ts";
import { isBotOrPreview } from "../../tracking/bot_detection.ts";
import { withClickId } from "../../../domain/tracking/redirect_url.ts";
import { isValidDestination } from "../../../domain/links/destination_url.ts";
import { clientAddress } from "../client_address.ts";
import { addressGroup } from "../../../domain/shared/address_group.ts";
import { DOCUMENT_POLICY } from "../security_headers.ts";
import { networkPrefix } from "../../../domain/risk/identity_keys.ts";

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not found · Kamai</title>
<style>body{font-family:Inter,system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;
background:#f8fafc;color:#0f172a}main{text-align:center;padding:2rem;max-width:28rem}
a{color:#2563eb}</style></head>
<body><main><h1>Link not found</h1>
<p>This link doesn't exist or is no longer active. Please check the address or ask the person who shared it.</p>
<p><a href="/">Go to Kamai</a></p></main></body></html>`;

const BROKEN_LINK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not working · Kamai</title>
<style>body{font-family:Inter,system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;
background:#f8fafc;color:#0f172a}main{text-align:center;padding:2rem;max-width:28rem}
a{color:#2563eb}</style></head>
<body><main><h1>This link isn't working</h1>
<p>Its destination address is not valid. Please let the person who shared it know.</p>
<p><a href="/">Go to Kamai</a></p></main></body></html>`;

/** A page answer of the redirect (unknown code, unusable destination). */
function page(html: string): Response {
  return new Response(html, {
    status: 404,
    headers: {
      "content-type": "text/html; charset=UTF-8",
      "cache-control": "no-store",
      "content-security-policy": DOCUMENT_POLICY,
    },
  });
}

/** What the redirect works out once per cached link instead of once per visit. */
interface PreparedLink {
  /** False for a destination stored before the rule existed (e.g. with a line break). */
  valid: boolean;
  /** Where a visitor goes without a click id (previews, a blocked affiliate's link). */
  plain: string;
  /** The destination with a click id, split where the id goes: `parts.join(clickId)`. */
  parts: string[];
}

// Click ids are lowercase hex, which neither encodeURIComponent nor URLSearchParams changes: a marker of the same
// kind put through withClickId once shows where every later id goes, with the same result as calling it each time.
const MARKER = "0c11c4a1d0000000000000000000000000000000000000ff";

function prepare(link: TrackedLink): PreparedLink {
  const valid = isValidDestination(link.destinationUrl);
  return {
    valid,
    plain: link.destinationUrl.replaceAll("{click_id}", ""),
    parts: valid ? withClickId(link.destinationUrl, MARKER).split(MARKER) : [],
  };
}

/** An address's counting keys: its group (IPv4, or IPv6 /64) and the hashed network prefix (docs/risk.md). */
interface AddressKeys {
  group: string;
  network: string;
}

const MAX_ADDRESSES = 100_000;

/** The redirect as a plain function of the code, the request's headers and the client's address. */
export type GoRedirect = (
  code: string,
  headers: Headers,
  address: string | null,
) => Response | Promise<Response>;

/**
 * The redirect itself, shared by the router's route and the server's fast path (docs/observability.md): answers
 * without waiting when the link is cached (the usual case), so a busy redirect does no per-request async work.
 */
export function createGoRedirect(
  ctx: AppContext,
  tracking: TrackingRuntime,
): GoRedirect {
  const prepared = new WeakMap<TrackedLink, PreparedLink>();
  const addresses = new Map<string, AddressKeys>();
  const keysOf = (address: string): AddressKeys => {
    let keys = addresses.get(address);
    if (keys === undefined) {
      // An IPv6 visitor counts by its /64 (docs/rate-limits.md): a device may use any address in it.
      const group = addressGroup(address);
      keys = { group, network: tracking.hashVisitor(networkPrefix(group), "") };
      if (addresses.size >= MAX_ADDRESSES) addresses.clear();
      addresses.set(address, keys);
    }
    return keys;
  };
  const answer = (
    link: TrackedLink | null,
    headers: Headers,
    address: string | null,
  ): Response | Promise<Response> => {
    if (!link) return page(NOT_FOUND_PAGE);
    let ready = prepared.get(link);
    if (ready === undefined) {
      ready = prepare(link);
      prepared.set(link, ready);
    }
    // A destination that cannot be a Location header: say so kindly, and count nothing, rather than fail with a 500.
    if (!ready.valid) return page(BROKEN_LINK_PAGE);
    let location: string;
    let counted = false;
    const agent = link.credits ? headers.get("user-agent") : null;
    const refused = link.credits && isBotOrPreview(headers, agent);
    const now = ctx.clock.now();
    if (!link.credits || refused) {
      if (link.credits) note(link, agent, address, refused, now);
      // Previews follow the link like a person would, but are neither counted nor given a click id. So does a
      // visitor of a blocked affiliate's link: the visitor still reaches the shop, the affiliate earns nothing.
      location = ready.plain;
    } else {
      const visitor = note(link, agent, address, false, now);
      const key = `${link.id}|${visitor}`;
      const verdict = tracking.deduper.check(key, now);
      let clickId: string;
      if (verdict.count) {
        // Signed and self-describing: its sale is credited even if this click's row is never written.
        clickId = tracking.clickIds.issue(link.id, now);
        tracking.deduper.remember(key, clickId, now);
        counted = true;
        tracking.buffer.add({
          clickId,
          linkId: link.id,
          userId: link.userId,
          productId: link.productId,
          visitorHash: visitor,
          clickedAt: now,
        });
      } else {
        clickId = verdict.clickId;
      }
      location = ready.parts.join(clickId);
    }
    const redirect = new Response(null, {
      status: 302,
      headers: {
        location,
        "cache-control": "no-store",
        "referrer-policy": "no-referrer-when-downgrade",
      },
    });
    // More new visitors than the database writes: answer once the writer has caught up, so the clicks answered
    // but not yet written stay about a second's worth (what a crash may lose; docs/tracking-api.md).
    const wait = counted ? tracking.buffer.backpressure() : null;
    return wait === null ? redirect : wait.then(() => redirect);
  };
  // Every hit of a crediting link, bots included, is tallied per visitor key and network prefix (a map increment;
  // the tally is written in batches): the click burst signal of docs/risk.md. Answers the visitor key.
  const note = (
    link: TrackedLink,
    agent: string | null,
    address: string | null,
    refused: boolean,
    at: Date,
  ): string => {
    const keys = keysOf(address ?? "unknown");
    const visitor = tracking.hashVisitor(keys.group, agent ?? "");
    tracking.hits.note({
      linkId: link.id,
      userId: link.userId,
      visitor,
      network: keys.network,
      refused,
      at,
    });
    return visitor;
  };
  return (code, headers, address) => {
    if (code.length > 64) return answer(null, headers, address);
    const cached = tracking.links.peek(code);
    if (cached !== undefined) return answer(cached, headers, address);
    return tracking.links.get(code).then((link) =>
      answer(link, headers, address)
    );
  };
}

/** The redirect router; mount with app.route("/", createGoRoutes(ctx, services.tracking)). */
export function createGoRoutes(
  ctx: AppContext,
  tracking: TrackingRuntime,
): Hono {
  const app = new Hono();
  const redirect = createGoRedirect(ctx, tracking);
  app.get(
    "/go/:code",
    (c) => redirect(c.req.param("code"), c.req.raw.headers, clientAddress(c)),
  );
  return app;
}
