/** The tracked redirect GET /go/:code (mounted at "/"): answers 302 at once, the click is written in the background. */
import { Hono } from "hono";
import type { AppContext } from "../../app_context.ts";
import type { TrackingRuntime } from "../../tracking/tracking_runtime.ts";
import type { TrackedLink } from "../../postgres/tracked_link_lookup.ts";
import { isSpeculative } from "../../tracking/bot_detection.ts";
import { dedupeHour } from "../../../domain/tracking/click.ts";
import { clientAddress } from "../client_address.ts";
import type { ClickOrigin } from "../../../domain/tracking/click.ts";
import { referrerHost } from "../../tracking/click_origin.ts";
import type { NotedClick } from "../../tracking/origin_resolver.ts";
import {
  BROKEN_LINK_PAGE,
  NOT_FOUND_PAGE,
  page,
  redirectTo,
} from "./go_answers.ts";
import {
  filledLocation,
  prepare,
  type PreparedLink,
} from "./go_prepared_link.ts";
import { createVisits } from "./go_visits.ts";
import { createTally } from "./go_tally.ts";
import { createDeepTargets } from "./go_deep_targets.ts";
import { createVisitQueries, NO_QUERY } from "./go_visit_queries.ts";

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
  const deepTarget = createDeepTargets();
  const visitQuery = createVisitQueries();
  const { visitOf, keep } = createVisits(tracking);
  const tally = createTally(tracking.hits);
  const { deduper } = tracking;
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
