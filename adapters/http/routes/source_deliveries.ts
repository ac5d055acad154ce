/** Sales sources' endpoints (mounted under /api): store webhooks and network postbacks, no session. */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Context } from "hono";
import type { AppContext } from "../../app_context.ts";
import type { SourceServices } from "../../../domain/sources/sources_repos.ts";
import {
  type DeliveryAnswer,
  receiveDelivery,
} from "../../../domain/sources/receive_delivery.ts";
import type { Source } from "../../../domain/sources/source.ts";
import type { DeliveryReading } from "../../../domain/sources/conversion_step.ts";
import { SOURCE_KIND_ADAPTERS, webhookKind } from "../../sources/kinds.ts";
import { bodyText } from "../../sources/read_body.ts";
import { apiError, errorResponse } from "../api_error.ts";
import { clientAddress } from "../client_address.ts";
import type {
  RateLimiter,
  RateRule,
} from "../../../domain/auth/rate_limiter.ts";
import {
  addressKey,
  countAttempt,
} from "../../../domain/auth/rate_limit_check.ts";
import type { DeliveryAnswerJson } from "../../../wire/sources.ts";

/**
 * Deliveries refused for their signature, allowed per minute for one source and for one sender address (across
 * sources) before 429: a store that lost its secret retries a few times a minute; a flood of forgeries costs its
 * sender a 429 and us one counter (docs/sources.md).
 */
export const BAD_SIGNATURE_LIMITS: {
  perSource: RateRule;
  perAddress: RateRule;
} = {
  perSource: { limit: 60, windowMs: 60_000 },
  perAddress: { limit: 20, windowMs: 60_000 },
};

// A delivery the sender must not retry as it is: the event is kept, the answer says why.
function refusal(answer: DeliveryAnswer): never | void {
  if (answer.outcome === "rejected") throw apiError(answer.code, answer.reason);
}

/** The deliveries router; mount with app.route("/api", createSourceDeliveryRoutes(ctx, services.sources)). */
export function createSourceDeliveryRoutes(
  ctx: AppContext,
  { reader, deliveryUow, clicks }: SourceServices,
  limiter: RateLimiter,
): Hono {
  const app = new Hono();
  const deps = { uow: deliveryUow, clock: ctx.clock };
  const receive = async (
    c: Context,
    source: Source,
    kind: string,
    reading: DeliveryReading,
  ) => {
    // A click from the last second may still be in the buffer: write it before looking it up.
    if (reading.outcome === "steps") await clicks.flush();
    const sender = clientAddress(c);
    if (reading.outcome === "rejected" && reading.code === "BAD_SIGNATURE") {
      // Counted before anything is stored: past either limit the forgery leaves no event at all.
      const now = ctx.clock.now();
      const over = await countAttempt(
        limiter,
        `bad-delivery:source:${source.id}`,
        BAD_SIGNATURE_LIMITS.perSource,
        now,
      ) ?? await countAttempt(
        limiter,
        addressKey("bad-delivery", sender),
        BAD_SIGNATURE_LIMITS.perAddress,
        now,
      );
      if (over) {
        const res = errorResponse(over.code, over.message);
        res.headers.set("Retry-After", String(over.retryAfterSeconds ?? 60));
        throw new HTTPException(429, { res });
      }
    }
    return await receiveDelivery(deps, source, kind, reading, sender);
  };

  const webhook = async (c: Context, source: Source | null) => {
    const kind = source ? webhookKind(source.kind) : null;
    if (!source || !kind) throw apiError("NOT_FOUND", "No store webhook here.");
    // The signature covers the exact bytes sent, so the body is read raw before any parsing.
    const body = new Uint8Array(await c.req.arrayBuffer());
    const headers = c.req.raw.headers;
    const secretSource = {
      secret: source.secret ?? "",
      currency: source.currency,
    };
    const reading = await kind.read(secretSource, headers, body);
    const topic = headers.get(kind.topicHeader);
    const answer = await receive(
      c,
      source,
      (topic ?? "").trim().slice(0, 60) || "(no topic)",
      reading,
    );
    refusal(answer);
    return c.json(
      {
        outcome: answer.outcome,
        ...("eventId" in answer ? { eventId: answer.eventId } : {}),
      } as DeliveryAnswerJson,
    );
  };
  // The URL Kamai shows: an unguessable token.
  app.post("/webhooks/:token", async (c) => {
    const token = c.req.param("token");
    return await webhook(
      c,
      /^[0-9a-f]{64}$/.test(token)
        ? await reader.findByEndpointToken(token)
        : null,
    );
  });
  // The URL of before, by sequential id: kept so that no store has to be reconfigured.
  app.post("/sources/:id/webhook", async (c) => {
    const raw = c.req.param("id");
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    return await webhook(c, id > 0 ? await reader.get(id) : null);
  });

  const postbackKind = SOURCE_KIND_ADAPTERS.postback;
  const postback = async (c: Context) => {
    const token = c.req.param("token") ?? "";
    const source = postbackKind.verify(token)
      ? await reader.findPostbackByToken(token)
      : null;
    if (!source) throw apiError("NOT_FOUND", "Unknown postback token.");
    const query = new URL(c.req.url).searchParams;
    let form: URLSearchParams | null = null;
    if (c.req.method === "POST") {
      const text = bodyText(new Uint8Array(await c.req.arrayBuffer()));
      if (text === null) {
        throw apiError("MALFORMED", "The body is not UTF-8 text.");
      }
      const type = c.req.header("content-type") ?? "";
      if (
        text.trim() !== "" && !/x-www-form-urlencoded|text\/plain/i.test(type)
      ) {
        throw apiError(
          "UNSUPPORTED_MEDIA_TYPE",
          "Send postback parameters in the query or as a form (application/x-www-form-urlencoded).",
        );
      }
      form = new URLSearchParams(text);
    }
    const answer = await receive(
      c,
      source,
      "postback",
      postbackKind.read(source, query, form),
    );
    refusal(answer);
    // Networks ignore the body; a short word helps whoever tests the URL by hand.
    return c.text(`OK ${answer.outcome}\n`, 200);
  };
  app.get("/postback/:token", postback);
  app.post("/postback/:token", postback);

  return app;
}
