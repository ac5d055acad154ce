/** Profile routes (mounted under /api): my profile, submission, and the admin approval queue. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { ProfileServices } from "../../../domain/profiles/profile_repos.ts";
import { submitProfile } from "../../../domain/profiles/submit_profile.ts";
import { approveProfile } from "../../../domain/profiles/approve_profile.ts";
import { rejectProfile } from "../../../domain/profiles/reject_profile.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, optionalBodyText, parseIdParam } from "../validate.ts";
import { pendingProfileJson, profileJson } from "./profile_json.ts";
import {
  profileBodyCheck as anyObject,
  type ProfileDecision,
  type ProfileMe,
} from "../../../wire/profiles.ts";
import type { MessageBody } from "../../../wire/common.ts";

/** The profile router; mount with app.route("/api", createProfileRoutes(ctx, services.profiles)). */
export function createProfileRoutes(
  ctx: AppContext,
  { reader: profiles, accounts, reviewUow, notifier }: ProfileServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const reviewDeps = { uow: reviewUow, clock: ctx.clock };

  app.get("/profile/me", ctx.auth.requireUser, async (c) => {
    const { userId, isApproved } = c.get("session");
    const [profile, account] = await Promise.all([
      profiles.findByUserId(userId),
      accounts.findById(userId),
    ]);
    c.header("Cache-Control", "no-store");
    // The state tells the page what to say and what the next step is (docs/first-week.md).
    return c.json(
      {
        profile: profile ? profileJson(profile) : null,
        userId,
        isApproved,
        state: account?.state ?? "no_profile",
      } satisfies ProfileMe,
    );
  });

  app.post("/profile", ctx.auth.requireUser, jsonBody(anyObject), async (c) => {
    const { userId, role } = c.get("session");
    // Profiles are the affiliates' path to approval; an admin's would only clutter the review queue.
    if (role !== "user") {
      throw apiError("FORBIDDEN", "Only affiliates can submit a profile.");
    }
    const result = await submitProfile(reviewDeps, {
      userId,
      profile: c.req.valid("json"),
    });
    if (!result.ok) throw answerError(result.error, { extras: "keep" });
    return c.json(result.value satisfies MessageBody, 201);
  });

  app.get("/admin/pending-profiles", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await profiles.listPending()).map(pendingProfileJson));
  });

  app.post("/admin/approve/:userId", ctx.auth.requireAdmin, async (c) => {
    const userId = parseIdParam(c, "userId");
    const result = await approveProfile(reviewDeps, {
      adminId: c.get("session").userId,
      userId,
    });
    if (!result.ok) throw answerError(result.error);
    // Mail goes out after the decision committed; the notifier never lets an outage fail the decision.
    await notifier.profileApproved(result.value);
    return c.json(
      { message: "Profile approved!", userId } satisfies ProfileDecision,
    );
  });

  app.post("/admin/reject/:userId", ctx.auth.requireAdmin, async (c) => {
    const userId = parseIdParam(c, "userId");
    // The client in docs/product.md §7 sends an empty body; a JSON body may carry { reason }.
    const reason = await optionalBodyText(
      c,
      "reason",
      "The reason must be text.",
    );
    const result = await rejectProfile(reviewDeps, {
      adminId: c.get("session").userId,
      userId,
      reason,
    });
    if (!result.ok) throw answerError(result.error);
    await notifier.profileRejected(result.value);
    return c.json(
      { message: "Profile rejected!", userId } satisfies ProfileDecision,
    );
  });

  return app;
}
