/**
 * The merchant postback (mounted under /api): POST /conversions, signed with CONVERSIONS_SECRET or sent with an
 * operator API key of scope conversions:write.
 */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { ConversionServices } from "../../../domain/sources/sources_repos.ts";
import { SOURCE_KIND_ADAPTERS } from "../../sources/kinds.ts";
import { receiveApiConversion } from "../../../domain/sources/receive_api_conversion.ts";
import type { Conversion } from "../../../domain/tracking/conversion.ts";
import { basisPointsToPercent } from "../../../domain/products/commission_percent.ts";
import { money, toDisplayAmount } from "../../../domain/shared/money.ts";
import { answerError, apiError } from "../api_error.ts";
import type {
  ConversionJson,
  ConversionWaitingJson,
} from "../../../wire/conversions.ts";
import { parseJsonExact } from "../../json/exact_json.ts";

/** The postback answer; a repeat gets exactly the same body. */
export function conversionJson(c: Conversion): ConversionJson {
  return {
    id: c.id,
    orderId: c.orderId,
    goal: c.goal,
    status: c.status,
    clickId: c.clickId,
    amount: toDisplayAmount(money(c.amount)),
    commissionPercent: basisPointsToPercent(c.commissionBp),
    earnings: toDisplayAmount(money(c.earnings)),
    date: c.statDate,
    availableOn: c.availableOn,
    createdAt: c.createdAt.toISOString(),
  };
}

/** The conversions router; mount with app.route("/api", createConversionRoutes(ctx, services.conversions)). */
export function createConversionRoutes(
  ctx: AppContext,
  { secret, uow, clicks }: ConversionServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  const deps = { uow, clock: ctx.clock };
  // Every call is an event of the built-in api source (docs/sources.md); a refusal records its reason first.
  const refuse = async (code: string, message: string): Promise<never> => {
    await receiveApiConversion(deps, { outcome: "rejected", reason: message });
    throw apiError(code, message);
  };

  app.post("/conversions", async (c) => {
    // The signature covers the exact bytes sent, so the body is read raw before any parsing.
    const raw = await c.req.text();
    // A key with conversions:write (let through by the key guard) stands in for the signature.
    const check = c.get("apiKey")?.kind === "operator"
      ? "ok"
      : await SOURCE_KIND_ADAPTERS.api.verify(
        secret,
        c.req.header("kamai-signature"),
        raw,
        Math.floor(ctx.clock.now().getTime() / 1000),
      );
    if (check === "expired") {
      return await refuse(
        "SIGNATURE_EXPIRED",
        "The signature timestamp is more than 300 seconds away from now.",
      );
    }
    if (check !== "ok") {
      return await refuse(
        "INVALID_SIGNATURE",
        "Invalid or missing Kamai-Signature.",
      );
    }
    let body: Record<string, unknown>;
    try {
      // Money is read from its JSON text, never through a binary double.
      body = parseJsonExact(raw, ["amount"]) as Record<string, unknown>;
    } catch {
      return await refuse("INVALID_JSON", "The request body is not valid JSON");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      return await refuse(
        "VALIDATION_ERROR",
        "Send the conversion as a JSON object.",
      );
    }
    // A click from the last second may still be in the buffer: write it before looking it up.
    if (body.clickId) await clicks.flush();
    const result = await receiveApiConversion(deps, {
      outcome: "body",
      body,
    });
    if (!result.ok) throw answerError(result.error);
    if ("waiting" in result.value) {
      const { waiting } = result.value;
      return c.json(
        {
          outcome: "waiting",
          orderId: waiting.orderId,
          status: waiting.status,
          amount: toDisplayAmount(money(waiting.amount)),
          message: waiting.message,
        } satisfies ConversionWaitingJson,
        202,
      );
    }
    return c.json(
      conversionJson(result.value.conversion),
      result.value.created ? 201 : 200,
    );
  });

  return app;
}
