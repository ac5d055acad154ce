/** Risk flag routes (mounted under /api): the admin list, and clearing or dismissing a flag with a note. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { RiskServices } from "../../../domain/risk/risk_repos.ts";
import {
  holdsPayouts,
  type RiskFlag,
  type RiskSettings,
} from "../../../domain/risk/risk_flag.ts";
import { closeRiskFlag } from "../../../domain/risk/close_risk_flag.ts";
import { setRiskDigest } from "../../../domain/risk/set_risk_digest.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import { objectBody } from "../../../wire/common.ts";
import {
  type RiskDigestJson,
  type RiskFlagClosedJson,
  type RiskFlagJson,
  riskFlagQuery,
} from "../../../wire/risk.ts";

const anyObject = objectBody("Send the note as a JSON object.");

/** A flag as the API answers it. */
export function riskFlagJson(
  f: RiskFlag,
  settings: RiskSettings,
): RiskFlagJson {
  return {
    id: f.id,
    userId: f.userId,
    userName: f.userName,
    userEmail: f.userEmail,
    evidenceUserNames: f.evidenceUserNames,
    kind: f.kind,
    severity: f.severity,
    evidence: f.evidence,
    createdAt: f.createdAt.toISOString(),
    status: f.status,
    clearedBy: f.clearedBy,
    clearedAt: f.clearedAt ? f.clearedAt.toISOString() : null,
    note: f.note,
    holds: holdsPayouts(f, settings),
  };
}

/** The risk router; mount with app.route("/api", createRiskRoutes(ctx, services.risk)). */
export function createRiskRoutes(
  ctx: AppContext,
  { reader, uow, digestOptIn }: RiskServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get(
    "/admin/risk/flags",
    ctx.auth.requireAdmin,
    queryParams(riskFlagQuery),
    async (c) => {
      const { status, userId, kind } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      const [flags, settings] = await Promise.all([
        reader.list({
          status: status === "all" ? undefined : status,
          userId: userId === undefined ? undefined : Number(userId),
          kind,
        }),
        reader.settings(),
      ]);
      return c.json(flags.map((f) => riskFlagJson(f, settings)));
    },
  );

  app.get("/admin/risk/digest", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        enabled: await digestOptIn.get(c.get("session").userId),
      } satisfies RiskDigestJson,
    );
  });

  app.put(
    "/admin/risk/digest",
    ctx.auth.requireAdmin,
    jsonBody(objectBody("Send { enabled } as a JSON object.")),
    async (c) => {
      const body = c.req.valid("json") as { enabled?: unknown };
      const result = await setRiskDigest({ uow }, {
        adminId: c.get("session").userId,
        enabled: body.enabled,
      });
      if (!result.ok) throw answerError(result.error, { extras: "keep" });
      return c.json({ enabled: result.value } satisfies RiskDigestJson);
    },
  );

  const closePaths = {
    cleared: "/admin/risk/flags/:id/clear",
    dismissed: "/admin/risk/flags/:id/dismiss",
  } as const;
  for (const outcome of ["cleared", "dismissed"] as const) {
    app.post(
      closePaths[outcome],
      ctx.auth.requireAdmin,
      jsonBody(anyObject),
      async (c) => {
        const flagId = parseIdParam(c, "id");
        const body = c.req.valid("json") as { note?: unknown };
        const result = await closeRiskFlag({ uow, clock: ctx.clock }, {
          adminId: c.get("session").userId,
          flagId,
          outcome,
          note: body.note,
        });
        if (!result.ok) throw answerError(result.error, { extras: "keep" });
        return c.json(
          {
            message: outcome === "cleared"
              ? "Flag cleared."
              : "Flag dismissed.",
            flag: riskFlagJson(result.value, await reader.settings()),
          } satisfies RiskFlagClosedJson,
        );
      },
    );
  }

  return app;
}
