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
import { apiError } from "../api_error.ts";
import { parseIdParam, queryParams } from "../validate.ts";
import { myGoalJson } from "./offer_config_json.ts";
import { type OfferJson, offersQuery } from "../../../wire/directory.ts";

/** The message an affiliate not yet approved gets. */
export const DIRECTORY_NOT_APPROVED =
  "Your profile must be approved before you can browse offers.";

/** An offer as the directory shows it. */
export function offerJson(
  p: Product,
  goals: readonly GoalPayoutNow[],
  linked: boolean,
): OfferJson {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    imageUrl: productImagePath(p.image),
    goals: goals.map(myGoalJson),
    trafficSources: p.trafficSources,
    linked,
  };
}

/** The directory router; mount with app.route("/api", createOfferDirectoryRoutes(ctx, services.directory)). */
export function createOfferDirectoryRoutes(
  ctx: AppContext,
  { products, payouts, reader, clock }: DirectoryServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

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
      const [all, mine, linked] = await Promise.all([
        products.list(),
        payouts.forAffiliate(userId, clock.now()),
        reader.linkedProductIds(userId),
      ]);
      const goalsOf = (id: number) => mine?.offers.get(id) ?? [];
      const listed = filterOffers(
        all,
        filter,
        (id) => goalsOf(id).map((g) => g.key),
      );
      return c.json(
        listed.map((p) => offerJson(p, goalsOf(p.id), linked.has(p.id))),
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
    const [mine, linked] = await Promise.all([
      payouts.forAffiliate(userId, clock.now(), id),
      reader.linkedProductIds(userId),
    ]);
    return c.json(
      offerJson(product, mine?.offers.get(id) ?? [], linked.has(id)),
    );
  });

  return app;
}
