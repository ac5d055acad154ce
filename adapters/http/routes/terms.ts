/** Versioned terms routes (mounted under /api; docs/offer-directory.md): publish, read, accept, who accepted. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { DirectoryServices } from "../../../domain/directory/directory_repos.ts";
import type { TermsVersion } from "../../../domain/directory/terms.ts";
import { publishTerms } from "../../../domain/directory/publish_terms.ts";
import { acceptTerms } from "../../../domain/directory/accept_terms.ts";
import { termsAcceptancesCsv } from "../../../domain/directory/terms_csv.ts";
import { clientAddress } from "../client_address.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import {
  acceptancesQuery,
  acceptTermsCheck,
  publishTermsCheck,
  type TermsAcceptanceJson,
  type TermsDocumentJson,
  type TermsForUserJson,
} from "../../../wire/directory.ts";

/** A current version as the affiliate reads it. */
export function termsForUserJson(
  v: TermsVersion,
  offer: { id: number; title: string } | null,
  accepted: boolean,
): TermsForUserJson {
  return {
    termsId: v.termsId,
    offerId: offer?.id ?? null,
    offerTitle: offer?.title ?? null,
    version: v.version,
    bodyEn: v.bodyEn,
    bodyUr: v.bodyUr,
    publishedAt: v.publishedAt.toISOString(),
    accepted,
  };
}

/** The terms router; mount with app.route("/api", createTermsRoutes(ctx, services.directory)). */
export function createTermsRoutes(
  ctx: AppContext,
  services: DirectoryServices,
): Hono<SessionEnv> {
  const { terms, termsUow, reader, products, clock } = services;
  const app = new Hono<SessionEnv>();

  app.get("/admin/terms", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    const docs = await terms.listDocuments();
    return c.json(docs.map((d): TermsDocumentJson => ({
      id: d.id,
      offerId: d.productId,
      offerTitle: d.productTitle,
      version: d.current?.version ?? null,
      bodyEn: d.current?.bodyEn ?? null,
      bodyUr: d.current?.bodyUr ?? null,
      publishedAt: d.current?.publishedAt.toISOString() ?? null,
      acceptances: d.acceptances,
    })));
  });

  app.post(
    "/admin/terms",
    ctx.auth.requireAdmin,
    jsonBody(publishTermsCheck),
    async (c) => {
      const body = c.req.valid("json");
      const result = await publishTerms({ uow: termsUow, clock }, {
        adminId: c.get("session").userId,
        offerId: body.offerId,
        bodyEn: body.bodyEn,
        bodyUr: body.bodyUr,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json({
        termsId: result.value.termsId,
        version: result.value.version,
        publishedAt: result.value.publishedAt.toISOString(),
      }, 201);
    },
  );

  app.get(
    "/admin/terms/:id/acceptances",
    ctx.auth.requireAdmin,
    queryParams(acceptancesQuery),
    async (c) => {
      const id = parseIdParam(c, "id");
      const rows = await terms.acceptances(id);
      if (!rows) throw apiError("NOT_FOUND", "Terms not found.");
      if (c.req.valid("query").format === "csv") {
        return new Response(termsAcceptancesCsv(rows), {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition":
              `attachment; filename="terms-${id}-acceptances.csv"`,
            "cache-control": "no-store",
          },
        });
      }
      c.header("Cache-Control", "no-store");
      return c.json(rows.map((r): TermsAcceptanceJson => ({
        userId: r.userId,
        userName: r.userName,
        userEmail: r.userEmail,
        version: r.version,
        acceptedAt: r.acceptedAt.toISOString(),
        visitorKey: r.visitorKey,
      })));
    },
  );

  // The program's terms and those of every offer the caller has a link to: the web asks for the unaccepted ones.
  app.get("/user/terms", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const userId = c.get("session").userId;
    const linked = [...await reader.linkedProductIds(userId)].sort((a, b) =>
      a - b
    );
    const found: {
      v: TermsVersion;
      offer: { id: number; title: string } | null;
    }[] = [];
    const program = await terms.currentFor(null);
    if (program) found.push({ v: program, offer: null });
    for (const productId of linked) {
      const v = await terms.currentFor(productId);
      const product = v ? await products.get(productId) : null;
      if (v && product) found.push({ v, offer: product });
    }
    const accepted = await terms.acceptedOf(
      userId,
      found.map((f) => f.v.versionId),
    );
    return c.json(
      found.map((f) =>
        termsForUserJson(f.v, f.offer, accepted.has(f.v.versionId))
      ),
    );
  });

  app.post(
    "/terms/:id/acceptances",
    ctx.auth.requireUser,
    jsonBody(acceptTermsCheck),
    async (c) => {
      const id = parseIdParam(c, "id");
      const result = await acceptTerms({ uow: termsUow, clock }, {
        userId: c.get("session").userId,
        termsId: id,
        version: c.req.valid("json").version,
        visitorKey: services.visitorKey(
          clientAddress(c),
          c.req.header("user-agent") ?? "",
        ),
      });
      if (!result.ok) throw answerError(result.error);
      return c.json({
        termsId: result.value.termsId,
        version: result.value.version,
        acceptedAt: clock.now().toISOString(),
      }, 201);
    },
  );

  return app;
}
