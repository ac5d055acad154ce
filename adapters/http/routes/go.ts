/** The tracked redirect GET /go/:code (mounted at "/"): answers 302 at once, the click is written in the background. */
import { Hono } from "hono";
import type { AppContext } from "../../app_context.ts";
import type { TrackingRuntime } from "../../tracking/tracking_runtime.ts";
import type { TrackedLink } from "../../postgres/tracked_link_lookup.ts";
import { isBotAgent, isSpeculative } from "../../tracking/bot_detection.ts";
import type { HitCount } from "../../../domain/risk/signals.ts";
import { withClickId } from "../../../domain/tracking/redirect_url.ts";
import { dedupeHour } from "../../../domain/tracking/click.ts";
import { isValidDestination } from "../../../domain/links/destination_url.ts";
import { clientAddress } from "../client_address.ts";
import { addressGroup } from "../../../domain/shared/address_group.ts";
import { DOCUMENT_POLICY } from "../security_headers.ts";
import { networkPrefix } from "../../../domain/risk/identity_keys.ts";
import { checkDeepLinkUrl } from "../../../domain/links/allowed_domains.ts";
import type { ClickOrigin } from "../../../domain/tracking/click.ts";
import { referrerHost } from "../../tracking/click_origin.ts";
import type { NotedClick } from "../../tracking/origin_resolver.ts";
import {
  fillSubIds,
  hasSubIdSlots,
  readVisitQuery,
  type SubIds,
  type VisitQuery,
} from "../../../domain/tracking/sub_ids.ts";

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
function page(html: string, requestId: string | undefined): Response {
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

/** What the redirect works out once per cached link instead of once per visit. */
interface PreparedLink {
  /** False for a destination stored before the rule existed (e.g. with a line break). */
  valid: boolean;
  /** Where a visitor goes without a click id (previews, a blocked affiliate's link). */
  plain: string;
  /** The destination with a click id, split where the id goes: `parts.join(clickId)`. */
  parts: string[];
  /** The destination has `{s1}`…`{s5}` slots: its location is built for each visit's sub-ids. */
  subIdSlots: boolean;
}

// Click ids are lowercase hex, which neither encodeURIComponent nor URLSearchParams changes: a marker of the same
// kind put through withClickId once shows where every later id goes, with the same result as calling it each time.
const MARKER = "0c11c4a1d0000000000000000000000000000000000000ff";

// Sub-id slots travel through withClickId as plain markers (a URL parser would escape braces in a path).
const SLOT_MARKER = /\{s([1-5])\}/g;
const SLOT_BACK = /0c11c4a1s([1-5])m/g;

function prepare(link: TrackedLink): PreparedLink {
  const valid = isValidDestination(link.destinationUrl);
  const subIdSlots = hasSubIdSlots(link.destinationUrl);
  const template = subIdSlots
    ? link.destinationUrl.replace(SLOT_MARKER, "0c11c4a1s$1m")
    : link.destinationUrl;
  return {
    valid,
    plain: link.destinationUrl.replaceAll("{click_id}", ""),
    parts: valid
      ? withClickId(template, MARKER).split(MARKER).map((part) =>
        subIdSlots ? part.replace(SLOT_BACK, "{s$1}") : part
      )
      : [],
    subIdSlots,
  };
}

/** The location of a destination with sub-id slots, filled with the visit's sub-ids (and click id, when given). */
function filledLocation(
  ready: PreparedLink,
  subIds: SubIds | null,
  clickId: string | null,
): string {
  if (clickId === null) return fillSubIds(ready.plain, subIds);
  return fillSubIds(ready.parts.join(clickId), subIds);
}

/** A tally counter held between visits: valid for one tally generation, hour and link. */
interface CounterSlot {
  counter: HitCount | null;
  generation: number;
  hour: number;
  linkId: number;
}

const emptySlot = (): CounterSlot => ({
  counter: null,
  generation: -1,
  hour: -1,
  linkId: 0,
});

/**
 * An address's counting keys: its group (IPv4, or IPv6 /64) and the hashed network prefix (docs/risk.md), with
 * the tally counter its network was last counted in (people behind one address or NAT share it).
 */
interface AddressKeys {
  group: string;
  network: string;
  networkSlot: CounterSlot;
}

/**
 * What the redirect worked out for one visitor (address + agent) of one link, so that a repeat visit reuses it
 * instead of hashing, matching and building strings again (docs/tracking-api.md#the-redirects-hot-path). Kept
 * from a visitor's second visit on (and for bots): a visitor seen once costs the memory of its dedupe entry only.
 */
interface Visit {
  /** Whether it is in the map of kept visits. */
  kept: boolean;
  /** The agent alone marks a bot or previewer (purpose headers are checked on every visit). */
  botAgent: boolean;
  visitor: string;
  keys: AddressKeys;
  /** The click id this instance gave the visitor, and when it was counted (ms); null before. */
  clickId: string | null;
  countedAt: number;
  /** The hour of a counted click whose hit is not in the tally yet (it is added with the visitor's next hit). */
  untalliedHour: number;
  /** The location last answered, for this prepared destination and click id. */
  location: string;
  locationOf: PreparedLink | null;
  locationId: string | null;
  /** The visitor's tally counter (made on its first tally: a visitor seen once has none). */
  visitorSlot: CounterSlot | null;
}

const MAX_ADDRESSES = 100_000;
const MAX_DEEP_TARGETS = 1_000;
const MAX_QUERIES = 1_000;
const NO_QUERY = readVisitQuery("");
const MAX_VISITS = 100_000;

/**
 * The redirect's answer. No Referrer-Policy: the store gets the referrer the page where the link was clicked chose
 * to send (docs/tracking-api.md#the-redirects-hot-path), and every header is work on each redirect.
 */
function redirectTo(location: string, requestId: string | undefined): Response {
  return new Response(null, {
    status: 302,
    headers: requestId === undefined
      ? { location, "cache-control": "no-store" }
      : { location, "cache-control": "no-store", "x-request-id": requestId },
  });
}

/** The redirect as a plain function of the code, the request's headers and the client's address. */
export type GoRedirect = (
  code: string,
  headers: Headers,
  address: string | null,
  requestId?: string,
  /** The request's query string without its `?` (sub-ids, a deep link's target); empty or absent when none. */
  query?: string,
) => Response | Promise<Response>;

/**
 * The redirect itself, shared by the router's route and the server's fast path (docs/observability.md): answers
 * without waiting when the link is cached (the usual case), so a busy redirect does no per-request async work.
 * `requestId`, when given, goes out as the answer's x-request-id (the router's middleware sets its own).
 */
export function createGoRedirect(
  ctx: AppContext,
  tracking: TrackingRuntime,
): GoRedirect {
  const prepared = new WeakMap<TrackedLink, PreparedLink>();
  // `?to=` pages already checked, per cached link (a new answer for the link, e.g. new allowed domains, starts anew).
  const deepTargets = new WeakMap<
    TrackedLink,
    Map<string, PreparedLink | null>
  >();
  const deepTarget = (link: TrackedLink, to: string): PreparedLink | null => {
    let known = deepTargets.get(link);
    if (known === undefined) {
      known = new Map();
      deepTargets.set(link, known);
    }
    let target = known.get(to);
    if (target === undefined) {
      // Not on the allowed domains (or not a plain http(s) address): the link's own destination, never an open redirect.
      const checked = checkDeepLinkUrl(to, link.allowedDomains);
      target = checked.ok
        ? prepare({ ...link, destinationUrl: checked.value })
        : null;
      if (known.size >= MAX_DEEP_TARGETS) known.clear();
      known.set(to, target);
    }
    return target;
  };
  // Each query string read once: an ad's link carries the same sub-ids on every visit, and its clicks then share
  // one (never changed) sub-ids object.
  const queries = new Map<string, VisitQuery>();
  const visitQuery = (query: string): VisitQuery => {
    let read = queries.get(query);
    if (read === undefined) {
      read = readVisitQuery(query);
      if (queries.size >= MAX_QUERIES) queries.clear();
      queries.set(query, read);
    }
    return read;
  };
  const addresses = new Map<string, AddressKeys>();
  const visits = new Map<string, Visit>();
  const { hits, deduper } = tracking;
  const keysOf = (address: string): AddressKeys => {
    let keys = addresses.get(address);
    if (keys === undefined) {
      // An IPv6 visitor counts by its /64 (docs/rate-limits.md): a device may use any address in it.
      const group = addressGroup(address);
      keys = {
        group,
        network: tracking.hashVisitor(networkPrefix(group), ""),
        networkSlot: emptySlot(),
      };
      if (addresses.size >= MAX_ADDRESSES) addresses.clear();
      addresses.set(address, keys);
    }
    return keys;
  };
  const visitOf = (
    id: string,
    agent: string | null,
    address: string | null,
  ): Visit => {
    const kept = visits.get(id);
    if (kept !== undefined) return kept;
    const keys = keysOf(address ?? "unknown");
    const visitor = tracking.hashVisitor(keys.group, agent ?? "");
    return {
      kept: false,
      botAgent: isBotAgent(agent),
      visitor,
      keys,
      clickId: null,
      countedAt: 0,
      untalliedHour: -1,
      location: "",
      locationOf: null,
      locationId: null,
      visitorSlot: null,
    };
  };
  // Where a counted click came from: the referrer's host now; its place and the agent's families when its batch is
  // written (origin_resolver.ts: a worker thread, each agent once), so a new visitor's answer waits on no parser.
  const originOf = (headers: Headers): ClickOrigin => ({
    country: null,
    city: null,
    device: null,
    os: null,
    browser: null,
    referrer: referrerHost(headers.get("referer")),
  });
  const keep = (id: string, visit: Visit) => {
    if (visit.kept) return;
    if (visits.size >= MAX_VISITS) visits.clear();
    visit.kept = true;
    visits.set(id, visit);
  };
  // Every hit of a crediting link, bots included, is tallied per visitor key and network prefix (counters in the
  // tally's batch, written in batches): the click burst signal of docs/risk.md. A click this instance counts is
  // not tallied on its own: a visitor seen once cannot burst, so its hit joins the tally with the visitor's next
  // one, and most visitors never cost a tally row.
  const counterIn = (
    slot: CounterSlot,
    link: TrackedLink,
    hour: number,
    keyKind: "visitor" | "network",
    key: string,
  ): HitCount | null => {
    const generation = hits.generation();
    if (
      slot.generation !== generation || slot.hour !== hour ||
      slot.linkId !== link.id
    ) {
      slot.counter = hits.counter(link.id, link.userId, hour, keyKind, key);
      slot.generation = generation;
      slot.hour = hour;
      slot.linkId = link.id;
    }
    return slot.counter;
  };
  const tally = (
    link: TrackedLink,
    visit: Visit,
    refused: boolean,
    counted: boolean,
    hour: number,
  ) => {
    const keys = visit.keys;
    const network = counterIn(
      keys.networkSlot,
      link,
      hour,
      "network",
      keys.network,
    );
    if (network !== null) {
      network.hits++;
      if (refused) network.refused++;
    }
    if (counted) {
      visit.untalliedHour = hour;
      return;
    }
    const count = counterIn(
      visit.visitorSlot ??= emptySlot(),
      link,
      hour,
      "visitor",
      visit.visitor,
    );
    if (count === null) return;
    count.hits += visit.untalliedHour === hour ? 2 : 1;
    visit.untalliedHour = -1;
    if (refused) count.refused++;
  };
  const answer = (
    link: TrackedLink | null,
    headers: Headers,
    address: string | null,
    requestId: string | undefined,
    query: string,
  ): Response | Promise<Response> => {
    if (!link) return page(NOT_FOUND_PAGE, requestId);
    let ready = prepared.get(link);
    if (ready === undefined) {
      ready = prepare(link);
      prepared.set(link, ready);
    }
    // Only a visit with a query pays for reading it (most links carry none).
    const { subIds, to } = query === "" ? NO_QUERY : visitQuery(query);
    if (to !== null && ready.valid) ready = deepTarget(link, to) ?? ready;
    // A destination that cannot be a Location header: say so kindly, and count nothing, rather than fail with a 500.
    if (!ready.valid) return page(BROKEN_LINK_PAGE, requestId);
    let location: string;
    let counted = false;
    if (!link.credits) {
      // A blocked affiliate's link: the visitor still reaches the shop, the affiliate earns nothing.
      location = ready.subIdSlots
        ? filledLocation(ready, subIds, null)
        : ready.plain;
    } else {
      const agent = headers.get("user-agent");
      const id = `${link.id}\n${address}\n${agent}`;
      const visit = visitOf(id, agent, address);
      const now = ctx.clock.now();
      const nowMs = now.getTime();
      const hour = dedupeHour(nowMs);
      const refused = visit.botAgent || isSpeculative(headers);
      if (refused) {
        // Previews follow the link like a person would, but are neither counted nor given a click id.
        tally(link, visit, true, false, hour);
        keep(id, visit);
        location = ready.subIdSlots
          ? filledLocation(ready, subIds, null)
          : ready.plain;
      } else {
        let clickId: string;
        if (
          visit.clickId !== null && nowMs - visit.countedAt < deduper.windowMs
        ) {
          clickId = visit.clickId;
        } else {
          const verdict = deduper.check(link.id, visit.visitor, nowMs);
          if (verdict.count) {
            // Signed and self-describing: its sale is credited even if this click's row is never written.
            clickId = tracking.clickIds.issue(link.id, now);
            deduper.remember(link.id, visit.visitor, clickId, nowMs);
            counted = true;
            visit.countedAt = nowMs;
            const click: NotedClick = {
              clickId,
              linkId: link.id,
              userId: link.userId,
              productId: link.productId,
              visitorHash: visit.visitor,
              clickedAt: now,
              subIds,
              origin: originOf(headers),
              // Looked up when its batch is written (origin_resolver.ts); never written themselves.
              pending: true,
              lookupAddress: address,
              lookupAgent: agent,
            };
            tracking.buffer.add(click);
          } else {
            clickId = verdict.clickId;
            visit.countedAt = verdict.countedAt;
            // The deduper only holds clicks this instance counted, and those were not tallied on their own.
            if (!visit.kept) {
              visit.untalliedHour = dedupeHour(verdict.countedAt);
            }
          }
          visit.clickId = clickId;
        }
        tally(link, visit, false, counted, hour);
        // A visitor seen once is not kept: most never come back within the hour, and the deduper knows them.
        if (!counted) keep(id, visit);
        if (ready.subIdSlots) {
          // Each visit may carry other sub-ids: its location is built for it.
          location = filledLocation(ready, subIds, clickId);
        } else {
          if (visit.locationOf !== ready || visit.locationId !== clickId) {
            visit.location = ready.parts.join(clickId);
            visit.locationOf = ready;
            visit.locationId = clickId;
          }
          location = visit.location;
        }
      }
    }
    const redirect = redirectTo(location, requestId);
    // More new visitors than the database writes: answer once the writer has caught up, so the clicks answered
    // but not yet written stay about a second's worth (what a crash may lose; docs/tracking-api.md).
    const wait = counted ? tracking.buffer.backpressure() : null;
    return wait === null ? redirect : wait.then(() => redirect);
  };
  return (code, headers, address, requestId, query = "") => {
    if (code.length > 64) {
      return answer(null, headers, address, requestId, query);
    }
    const cached = tracking.links.peek(code);
    if (cached !== undefined) {
      return answer(cached, headers, address, requestId, query);
    }
    return tracking.links.get(code).then((link) =>
      answer(link, headers, address, requestId, query)
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
    (c) => {
      const url = c.req.url;
      const mark = url.indexOf("?");
      return redirect(
        c.req.param("code"),
        c.req.raw.headers,
        clientAddress(c),
        undefined,
        mark < 0 ? "" : url.slice(mark + 1),
      );
    },
  );
  return app;
}
