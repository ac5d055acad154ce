/** Offer directory routes (mounted under /api): public offers an approved affiliate may browse (docs/offer-directory.md). */
import { Hono } from "hono";
import type { Context } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { DirectoryServices } from "../../../domain/directory/directory_repos.ts";
import {
  filterOffers,
  isListed,
} from "../../../domain/directory/offer_directory.ts";
import type { GoalPayoutNow } from "../../../domain/offers/payouts_now.ts";
import {
  type Product,
  productImagePath,
} from "../../../domain/products/product.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import { myGoalJson } from "./offer_config_json.ts";
import {
  applicationBodyCheck,
  type ApplicationCreatedJson,
  type OfferJson,
  offersQuery,
  type TermsForUserJson,
  type UserApplicationJson,
} from "../../../wire/directory.ts";
import type { OfferApplication } from "../../../domain/directory/application.ts";
import { applyToOffer } from "../../../domain/directory/apply_to_offer.ts";
import type { TermsVersion } from "../../../domain/directory/terms.ts";
import { termsForUserJson } from "./terms.ts";

/** The message an affiliate not yet approved gets. */
export const DIRECTORY_NOT_APPROVED =
  "Your profile must be approved before you can browse offers.";

/** An offer as the directory shows it. */
export function offerJson(
  p: Product,
  goals: readonly GoalPayoutNow[],
  linked: boolean,
  application: OfferApplication | null,
  terms: TermsForUserJson | null,
): OfferJson {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    imageUrl: productImagePath(p.image),
    goals: goals.map(myGoalJson),
    trafficSources: p.trafficSources,
    linked,
    joinPolicy: p.joinPolicy,
    application: application
      ? {
        id: application.id,
        status: application.status,
        reason: application.reason,
        createdAt: application.createdAt.toISOString(),
      }
      : null,
    terms,
  };
}

/** One of the caller's applications on the wire. */
export function userApplicationJson(a: OfferApplication): UserApplicationJson {
  return {
    id: a.id,
    offerId: a.productId,
    trafficSource: a.trafficSource,
    note: a.note,
    status: a.status,
    reason: a.reason,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/** The latest application per offer (the list is newest first). */
function latestByOffer(
  list: readonly OfferApplication[],
): Map<number, OfferApplication> {
  const map = new Map<number, OfferApplication>();
  for (const a of list) if (!map.has(a.productId)) map.set(a.productId, a);
  return map;
}

/** The directory router; mount with app.route("/api", createOfferDirectoryRoutes(ctx, services.directory)). */
export function createOfferDirectoryRoutes(
  ctx: AppContext,
  services: DirectoryServices,
): Hono<SessionEnv> {
  const { products, payouts, reader, clock, applications } = services;
  const app = new Hono<SessionEnv>();

  // The offers' current terms and whether the caller accepted them.
  const termsOf = async (userId: number, list: readonly Product[]) => {
    const found = new Map<number, TermsVersion>();
    for (const p of list) {
      const v = await services.terms.currentFor(p.id);
      if (v) found.set(p.id, v);
    }
    const accepted = await services.terms.acceptedOf(
      userId,
      [...found.values()].map((v) => v.versionId),
    );
    return (p: Product) => {
      const v = found.get(p.id);
      return v ? termsForUserJson(v, p, accepted.has(v.versionId)) : null;
    };
  };

  const approvedCaller = (c: Context<SessionEnv>) => {
    const session = c.get("session");
    if (!session.isApproved) {
      throw apiError("FORBIDDEN", DIRECTORY_NOT_APPROVED);
    }
    c.header("Cache-Control", "no-store");
    return session.userId;
  };

  app.get(
    "/offers",
    ctx.auth.requireUser,
    queryParams(offersQuery),
    async (c) => {
      const userId = approvedCaller(c);
      const filter = c.req.valid("query");
      const [all, mine, linked, applied] = await Promise.all([
        products.list(),
        payouts.forAffiliate(userId, clock.now()),
        reader.linkedProductIds(userId),
        applications.listForUser(userId).then(latestByOffer),
      ]);
      const goalsOf = (id: number) => mine?.offers.get(id) ?? [];
      const listed = filterOffers(
        all,
        filter,
        (id) => goalsOf(id).map((g) => g.key),
      );
      const termsFor = await termsOf(userId, listed);
      return c.json(
        listed.map((p) =>
          offerJson(
            p,
            goalsOf(p.id),
            linked.has(p.id),
            applied.get(p.id) ?? null,
            termsFor(p),
          )
        ),
      );
    },
  );

  app.get("/offers/:id", ctx.auth.requireUser, async (c) => {
    const userId = approvedCaller(c);
    const id = parseIdParam(c, "id");
    const product = await products.get(id);
    // A private offer answers exactly as a missing one, so its existence does not leak.
    if (!product || !isListed(product)) {
      throw apiError("NOT_FOUND", "Offer not found.");
    }
    const [mine, linked, applied] = await Promise.all([
      payouts.forAffiliate(userId, clock.now(), id),
      reader.linkedProductIds(userId),
      applications.listForUser(userId).then(latestByOffer),
    ]);
    return c.json(
      offerJson(
        product,
        mine?.offers.get(id) ?? [],
        linked.has(id),
        applied.get(id) ?? null,
        (await termsOf(userId, [product]))(product),
      ),
    );
  });

  app.post(
    "/offers/:id/applications",
    ctx.auth.requireUser,
    jsonBody(applicationBodyCheck),
    async (c) => {
      const userId = approvedCaller(c);
      if (c.get("session").role !== "user") {
        throw apiError("FORBIDDEN", "Only affiliates can apply to offers.");
      }
      const id = parseIdParam(c, "id");
      const body = c.req.valid("json");
      const result = await applyToOffer(services, {
        userId,
        productId: id,
        trafficSource: body.trafficSource,
        note: body.note,
      });
      if (!result.ok) throw answerError(result.error);
      const status = result.value.status === "approved"
        ? "approved"
        : "pending";
      return c.json(
        { id: result.value.id, status } satisfies ApplicationCreatedJson,
        201,
      );
    },
  );

  app.get("/user/applications", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const list = await applications.listForUser(c.get("session").userId);
    return c.json(list.map(userApplicationJson));
  });

  return app;
}
