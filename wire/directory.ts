/**
 * Offer directory wire shapes (docs/offer-directory.md): the public offers an affiliate may browse, with their own
 * payout per goal, hold, allowed traffic sources and caps left.
 */
import { z } from "zod";
import { myGoal } from "./offer_config.ts";

/** GET /api/offers query: search text and a goal type. */
export const offersQuery = z.object({
  q: z.string().max(200).optional().meta({
    description: "Words the title or description contains (any case)",
  }),
  goalType: z.string().regex(/^[a-z0-9_]{1,32}$/).optional().meta({
    description: "Only offers with this goal (sale, lead, install, …)",
  }),
});
/** The directory's filters. */
export type OffersQuery = z.infer<typeof offersQuery>;

/** One offer as the directory shows it to the signed-in affiliate. */
export const offer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** The caller's own payout per goal now, its hold and the caps left. */
  goals: z.array(myGoal),
  trafficSources: z.array(z.string()),
  /** True when the caller already has a link to it (on /my-links). */
  linked: z.boolean(),
}).meta({ id: "Offer" });
/** An offer on the wire. */
export type OfferJson = z.infer<typeof offer>;
