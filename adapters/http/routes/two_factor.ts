/** Two-factor routes (mounted under /api): the sign-in code step, enrolment, status and disabling. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { TwoFactorAuthDeps } from "../../../domain/auth/auth_deps.ts";
import { verifyTwoFactorLogin } from "../../../domain/auth/verify_two_factor_login.ts";
import { startTwoFactorSetup } from "../../../domain/auth/start_two_factor_setup.ts";
import { confirmTwoFactor } from "../../../domain/auth/confirm_two_factor.ts";
import { disableTwoFactor } from "../../../domain/auth/disable_two_factor.ts";
import { regenerateRecoveryCodes } from "../../../domain/auth/regenerate_recovery_codes.ts";
import { clientAddress } from "../client_address.ts";
import { jsonBody } from "../validate.ts";
import { registerErrorStatuses } from "../error_status.ts";
import { qrCodeOf } from "../qr_code.ts";
import { answerError } from "../api_error.ts";
import type { LoginSession } from "../../../wire/auth.ts";
import type { MessageBody } from "../../../wire/common.ts";
import {
  twoFactorConfirmBody,
  twoFactorDisableBody,
  type TwoFactorEnabled,
  type TwoFactorRecoveryCodes,
  twoFactorRegenerateBody,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorVerifyBody,
} from "../../../wire/two_factor.ts";

// 400 rather than 401 for a wrong code: a 401 would make the web client sign a signed-in user out.
registerErrorStatuses({
  INVALID_TWO_FACTOR_CODE: 400,
  TWO_FACTOR_CHALLENGE_EXPIRED: 401,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_STARTED: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  TWO_FACTOR_REQUIRED_FOR_ADMINS: 409,
  TWO_FACTOR_REQUIRED: 403,
  WRONG_PASSWORD: 400,
});

/** The two-factor router; mount with app.route("/api", createTwoFactorRoutes(ctx, services.auth)). */
export function createTwoFactorRoutes(
  ctx: AppContext,
  deps: TwoFactorAuthDeps,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.post("/auth/2fa/verify", jsonBody(twoFactorVerifyBody), async (c) => {
    const result = await verifyTwoFactorLogin(deps, {
      ...c.req.valid("json"),
      remoteAddress: clientAddress(c),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value satisfies LoginSession);
  });

  app.get("/auth/2fa", ctx.auth.requireUser, async (c) => {
    const session = c.get("session");
    const store = deps.twoFactor.store;
    const record = await store.find(session.userId);
    const enabledAt = record?.enabledAt ?? null;
    return c.json(
      {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt
          ? await store.recoveryCodesLeft(session.userId)
          : 0,
        required: deps.twoFactor.adminRequired && session.role === "admin",
      } satisfies TwoFactorStatus,
    );
  });

  app.post("/auth/2fa/setup", ctx.auth.requireUser, async (c) => {
    const result = await startTwoFactorSetup(deps, c.get("session").userId);
    if (!result.ok) throw answerError(result.error);
    const { secret, uri } = result.value;
    return c.json({ secret, uri, qr: qrCodeOf(uri) } satisfies TwoFactorSetup);
  });

  app.post(
    "/auth/2fa/confirm",
    ctx.auth.requireUser,
    jsonBody(twoFactorConfirmBody),
    async (c) => {
      const result = await confirmTwoFactor(deps, {
        userId: c.get("session").userId,
        code: c.req.valid("json").code,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies TwoFactorEnabled);
    },
  );

  app.post(
    "/auth/2fa/recovery-codes",
    ctx.auth.requireUser,
    jsonBody(twoFactorRegenerateBody),
    async (c) => {
      const result = await regenerateRecoveryCodes(deps, {
        userId: c.get("session").userId,
        code: c.req.valid("json").code,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies TwoFactorRecoveryCodes);
    },
  );

  app.post(
    "/auth/2fa/disable",
    ctx.auth.requireUser,
    jsonBody(twoFactorDisableBody),
    async (c) => {
      const result = await disableTwoFactor(deps, {
        userId: c.get("session").userId,
        ...c.req.valid("json"),
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies MessageBody);
    },
  );

  return app;
}
