/**
 * Receivers of events (mounted under /api): operators' webhooks at /admin/webhooks and affiliates' postbacks at
 * /affiliate/postbacks, each with its secret shown once, rotation, "Send test", the delivery log and replay.
 */
import { type Context, Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { EventServices } from "../../../domain/events/outbox_repos.ts";
import type {
  Receiver,
  ReceiverKind,
} from "../../../domain/events/receiver.ts";
import type { ReceiverActor } from "../../../domain/events/receiver_deps.ts";
import { addReceiver } from "../../../domain/events/add_receiver.ts";
import { updateReceiver } from "../../../domain/events/update_receiver.ts";
import { deleteReceiver } from "../../../domain/events/delete_receiver.ts";
import { rotateReceiverSecret } from "../../../domain/events/rotate_receiver_secret.ts";
import { testReceiver } from "../../../domain/events/test_receiver.ts";
import { replayDelivery } from "../../../domain/events/replay_delivery.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import {
  type DeliveryJson,
  receiverBodyCheck,
  type ReceiverCreatedJson,
  type ReceiverJson,
} from "../../../wire/webhooks.ts";

/** A receiver on the wire (never its secret). */
export function receiverJson(r: Receiver): ReceiverJson {
  return {
    id: r.id,
    url: r.url,
    method: r.method,
    events: r.events,
    productId: r.productId,
    enabled: r.enabled,
    failingSince: r.failingSince?.toISOString() ?? null,
    disabledAt: r.disabledAt?.toISOString() ?? null,
    disabledReason: r.disabledReason,
    createdAt: r.createdAt.toISOString(),
  };
}

/** How many deliveries the log answers. */
const LOG_LIMIT = 100;

/** The literal paths of one area's routes, so that each route reads in full where it is registered. */
interface ReceiverPaths {
  list: string;
  one: string;
  secret: string;
  test: string;
  deliveries: string;
  replay: string;
}

/** The receivers router; mount with app.route("/api", createReceiverRoutes(ctx, services.events)). */
export function createReceiverRoutes(
  ctx: AppContext,
  services: EventServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  registerReceiverRoutes(app, ctx, services, "webhook", ctx.auth.requireAdmin, {
    list: "/admin/webhooks",
    one: "/admin/webhooks/:id",
    secret: "/admin/webhooks/:id/secret",
    test: "/admin/webhooks/:id/test",
    deliveries: "/admin/webhooks/:id/deliveries",
    replay: "/admin/webhooks/:id/deliveries/:deliveryId/replay",
  });
  registerReceiverRoutes(app, ctx, services, "postback", ctx.auth.requireUser, {
    list: "/affiliate/postbacks",
    one: "/affiliate/postbacks/:id",
    secret: "/affiliate/postbacks/:id/secret",
    test: "/affiliate/postbacks/:id/test",
    deliveries: "/affiliate/postbacks/:id/deliveries",
    replay: "/affiliate/postbacks/:id/deliveries/:deliveryId/replay",
  });
  return app;
}

/** One area's routes (operators' webhooks or affiliates' postbacks): the same handlers, its own paths and guard. */
function registerReceiverRoutes(
  app: Hono<SessionEnv>,
  ctx: AppContext,
  { uow, random }: EventServices,
  kind: ReceiverKind,
  guard: typeof ctx.auth.requireAdmin,
  paths: ReceiverPaths,
): void {
  const deps = { uow, clock: ctx.clock, random };
  const actor = (c: Context<SessionEnv>): ReceiverActor => ({
    kind,
    userId: c.get("session").userId,
  });
  const owner = (c: Context<SessionEnv>) =>
    kind === "webhook" ? null : c.get("session").userId;

  app.get(paths.list, guard, async (c) => {
    c.header("Cache-Control", "no-store");
    const list = await uow.run(({ receivers }) =>
      receivers.list(kind, owner(c))
    );
    return c.json(list.map(receiverJson));
  });

  app.post(paths.list, guard, jsonBody(receiverBodyCheck), async (c) => {
    const body = c.req.valid("json") as Record<string, unknown>;
    const result = await addReceiver(deps, actor(c), body);
    if (!result.ok) throw answerError(result.error, { extras: "keep" });
    return c.json(
      {
        ...receiverJson(result.value.receiver),
        secret: result.value.secret,
      } satisfies ReceiverCreatedJson,
      201,
    );
  });

  app.patch(paths.one, guard, jsonBody(receiverBodyCheck), async (c) => {
    const id = parseIdParam(c, "id");
    const body = c.req.valid("json") as Record<string, unknown>;
    const result = await updateReceiver(deps, actor(c), id, body);
    if (!result.ok) throw answerError(result.error, { extras: "keep" });
    return c.json(receiverJson(result.value));
  });

  app.delete(paths.one, guard, async (c) => {
    const result = await deleteReceiver(
      deps,
      actor(c),
      parseIdParam(c, "id"),
    );
    if (!result.ok) throw answerError(result.error);
    return c.json({
      message: kind === "webhook" ? "Webhook deleted." : "Postback deleted.",
    });
  });

  app.post(paths.secret, guard, async (c) => {
    const result = await rotateReceiverSecret(
      deps,
      actor(c),
      parseIdParam(c, "id"),
    );
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value);
  });

  app.post(paths.test, guard, async (c) => {
    const result = await testReceiver(deps, actor(c), parseIdParam(c, "id"));
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value, 202);
  });

  app.get(paths.deliveries, guard, async (c) => {
    const id = parseIdParam(c, "id");
    c.header("Cache-Control", "no-store");
    const log = await uow.run(async ({ receivers }) => {
      const found = await receivers.find(kind, id, owner(c));
      return found ? await receivers.log(id, LOG_LIMIT) : null;
    });
    if (log === null) {
      throw answerError({
        code: "NOT_FOUND",
        message: kind === "webhook"
          ? "Webhook not found."
          : "Postback not found.",
      });
    }
    return c.json(log.map((d): DeliveryJson => ({
      ...d,
      attempts: d.attempts.map((a) => ({ ...a, at: a.at.toISOString() })),
      nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
      createdAt: d.createdAt.toISOString(),
    })));
  });

  app.post(paths.replay, guard, async (c) => {
    const result = await replayDelivery(
      deps,
      actor(c),
      parseIdParam(c, "id"),
      parseIdParam(c, "deliveryId"),
    );
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value, 202);
  });
}
