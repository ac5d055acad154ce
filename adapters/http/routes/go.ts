/** The tracked redirect GET /go/:code (mounted at "/"): answers 302 at once, the click is written in the background. */
import { Hono } from "hono";
import type { AppContext } from "../../app_context.ts";
import type { TrackingRuntime } from "../../tracking/tracking_runtime.ts";
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

/** The redirect router; mount with app.route("/", createGoRoutes(ctx, services.tracking)). */
export function createGoRoutes(
  ctx: AppContext,
  tracking: TrackingRuntime,
): Hono {
  const app = new Hono();

  app.get("/go/:code", async (c) => {
    const code = c.req.param("code");
    const link = code.length <= 64 ? await tracking.links.get(code) : null;
    if (!link) {
      return c.html(NOT_FOUND_PAGE, 404, {
        "cache-control": "no-store",
        "content-security-policy": DOCUMENT_POLICY,
      });
    }
    // A destination stored before the rule existed (e.g. with a line break) cannot be a Location header: say so
    // kindly, and count nothing, rather than fail with a 500.
    if (!isValidDestination(link.destinationUrl)) {
      return c.html(BROKEN_LINK_PAGE, 404, {
        "cache-control": "no-store",
        "content-security-policy": DOCUMENT_POLICY,
      });
    }
    let location: string;
    const refused = link.credits && isBotOrPreview(c.req.raw.headers);
    let visitor = "";
    const now = ctx.clock.now();
    if (link.credits) {
      // Every hit of a crediting link, bots included, is tallied per visitor key and network prefix (a map
      // increment; the tally is written in batches): the click burst signal of docs/risk.md.
      const group = addressGroup(clientAddress(c) ?? "unknown");
      // An IPv6 visitor counts by its /64 (docs/rate-limits.md): a device may use any address in it.
      visitor = tracking.hashVisitor(group, c.req.header("user-agent") ?? "");
      tracking.hits.note({
        linkId: link.id,
        userId: link.userId,
        visitor,
        network: tracking.hashVisitor(networkPrefix(group), ""),
        refused,
        at: now,
      });
    }
    if (!link.credits || refused) {
      // Previews follow the link like a person would, but are neither counted nor given a click id. So does a
      // visitor of a blocked affiliate's link: the visitor still reaches the shop, the affiliate earns nothing.
      location = link.destinationUrl.replaceAll("{click_id}", "");
    } else {
      const key = `${link.id}|${visitor}`;
      const verdict = tracking.deduper.check(key, now);
      let clickId: string;
      if (verdict.count) {
        // Signed and self-describing: its sale is credited even if this click's row is never written.
        clickId = tracking.clickIds.issue(link.id, now);
        tracking.deduper.remember(key, clickId, now);
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
      location = withClickId(link.destinationUrl, clickId);
    }
    return new Response(null, {
      status: 302,
      headers: {
        location,
        "cache-control": "no-store",
        "referrer-policy": "no-referrer-when-downgrade",
      },
    });
  });

  return app;
}
