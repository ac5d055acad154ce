/** Sales sources admin routes (mounted under /api): sources, their events and manual attribution. */
import { Hono } from "hono";
import type { AppContext, Session } from "../../app_context.ts";
import type { SourceServices } from "../../../domain/sources/sources_repos.ts";
import { createSource } from "../../../domain/sources/create_source.ts";
import { updateSource } from "../../../domain/sources/update_source.ts";
import { deleteSource } from "../../../domain/sources/delete_source.ts";
import { SOURCE_KIND_TABLE } from "../../../domain/sources/source_kinds.ts";
import { attributeEvent } from "../../../domain/sources/attribute_event.ts";
import type { Source } from "../../../domain/sources/source.ts";
import type {
  ListedSourceEvent,
  SourceEvent,
} from "../../../domain/sources/sources_repos.ts";
import { answerError, apiError } from "../api_error.ts";
import { conversionJson } from "./exchange_rates.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import { requestedPage } from "../paging.ts";
import {
  attributeBody,
  type AttributedJson,
  sourceBody,
  type SourceEventJson,
  sourceEventsQuery,
  type SourceJson,
} from "../../../wire/sources.ts";

/** The URL a store or network sends to: the webhook path, the postback URL (its token is the secret) or the API. */
export function endpointUrl(publicUrl: string, s: Source): string {
  const base = publicUrl.replace(/\/+$/, "");
  switch (SOURCE_KIND_TABLE[s.kind].endpoint) {
    case "api":
      return `${base}/api/conversions`;
    case "postback":
      return `${base}/api/postback/${encodeURIComponent(s.secret ?? "")}`;
    case "webhook":
      // The token, not the sequential id (docs/sources.md); the id URL still answers for existing sources.
      return s.endpointToken
        ? `${base}/api/webhooks/${s.endpointToken}`
        : `${base}/api/sources/${s.id}/webhook`;
  }
}

/** A source as the admin API shows it. */
export function sourceJson(publicUrl: string, s: Source): SourceJson {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    secret: s.secret ?? "",
    currency: s.currency,
    commissionBase: s.commissionBase,
    params: { ...s.params },
    endpointUrl: endpointUrl(publicUrl, s),
  };
}

const eventJson = (e: SourceEvent | ListedSourceEvent): SourceEventJson => ({
  id: e.id,
  receivedAt: e.receivedAt.toISOString(),
  kind: e.kind,
  outcome: e.outcome,
  orderId: e.orderId,
  reason: e.reason,
  userId: e.userId,
  productId: e.productId,
  ...("userEmail" in e ? { user: e.userEmail, product: e.productTitle } : {}),
  ...("conversion" in e && e.conversion
    ? { conversion: conversionJson(e.conversion) }
    : {}),
});

/** The sources router; mount with app.route("/api", createSourceRoutes(ctx, services.sources)). */
export function createSourceRoutes(
  ctx: AppContext,
  { reader, events, adminUow, deliveryUow, random, settings }: SourceServices,
): Hono {
  const app = new Hono<{ Variables: { session: Session } }>();
  const publicUrl = ctx.config.publicUrl;
  const sourceOf = async (id: number) => {
    const s = await reader.get(id);
    if (!s) throw apiError("NOT_FOUND", "Source not found.");
    return s;
  };

  app.get("/admin/sources", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await reader.list()).map((s) => sourceJson(publicUrl, s)));
  });

  app.post(
    "/admin/sources",
    ctx.auth.requireAdmin,
    jsonBody(sourceBody),
    async (c) => {
      const result = await createSource({ uow: adminUow, random, settings }, {
        ...c.req.valid("json"),
        adminId: c.get("session").userId,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(sourceJson(publicUrl, result.value), 201);
    },
  );

  app.patch(
    "/admin/sources/:id",
    ctx.auth.requireAdmin,
    jsonBody(sourceBody),
    async (c) => {
      const result = await updateSource({ uow: adminUow }, {
        ...c.req.valid("json"),
        id: parseIdParam(c, "id"),
        adminId: c.get("session").userId,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(sourceJson(publicUrl, result.value));
    },
  );

  app.delete("/admin/sources/:id", ctx.auth.requireAdmin, async (c) => {
    const result = await deleteSource({ uow: adminUow }, {
      id: parseIdParam(c, "id"),
      adminId: c.get("session").userId,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json({ message: "Source deleted." });
  });

  app.get(
    "/admin/sources/:id/events",
    ctx.auth.requireAdmin,
    queryParams(sourceEventsQuery),
    async (c) => {
      const source = await sourceOf(parseIdParam(c, "id"));
      const query = c.req.valid("query");
      const page = requestedPage(query);
      const list = await events.listEvents(
        source.id,
        { outcome: query.outcome },
        page,
      );
      c.header("Cache-Control", "no-store");
      if (page) c.header("X-Total-Count", String(list.total));
      return c.json(list.rows.map(eventJson));
    },
  );

  app.post(
    "/admin/sources/:id/events/:eventId/attribute",
    ctx.auth.requireAdmin,
    jsonBody(attributeBody),
    async (c) => {
      const source = await sourceOf(parseIdParam(c, "id"));
      const eventId = parseIdParam(c, "eventId");
      const body = c.req.valid("json");
      const result = await attributeEvent(
        { uow: deliveryUow, clock: ctx.clock },
        {
          adminId: c.get("session").userId,
          source,
          eventId,
          userId: body.userId,
          productId: body.productId,
        },
      );
      if (!result.ok) throw answerError(result.error);
      return c.json(
        {
          message: "Attributed.",
          outcome: result.value.outcome,
        } satisfies AttributedJson,
      );
    },
  );

  return app as unknown as Hono;
}
