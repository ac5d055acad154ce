/** Auth routes (mounted under /api): register, verify, login, me, language, forgot/reset password, resend verification. */
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { AuthDeps } from "../../../domain/auth/auth_deps.ts";
import { registerUser } from "../../../domain/auth/register_user.ts";
import { verifyEmail } from "../../../domain/auth/verify_email.ts";
import { logIn } from "../../../domain/auth/log_in.ts";
import { getMe } from "../../../domain/auth/get_me.ts";
import { requestPasswordReset } from "../../../domain/auth/request_password_reset.ts";
import { resetPassword } from "../../../domain/auth/reset_password.ts";
import { resendVerification } from "../../../domain/auth/resend_verification.ts";
import { setLanguage } from "../../../domain/auth/set_language.ts";
import { answerError } from "../api_error.ts";
import { clientAddress } from "../client_address.ts";
import { jsonBody } from "../validate.ts";
import type { SessionVisitorRecorder } from "../../tracking/session_visitors.ts";
import {
  emailLinkBody as emailLinkSchema,
  type LanguageAnswer,
  languageBody as languageSchema,
  type LoginAnswer,
  loginBody as loginSchema,
  type Me,
  registerBody as registerSchema,
  resetPasswordBody as resetSchema,
  type VerifiedSession,
} from "../../../wire/auth.ts";
import type { MessageBody } from "../../../wire/common.ts";

// Emailed-token failures are 400, not 401: a 401 would make the web client sign the visitor out.
const TOKEN_LINK_STATUS: ContentfulStatusCode = 400;

/** The auth router; mount with app.route("/api", createAuthRoutes(ctx, services.auth)). */
export function createAuthRoutes(
  ctx: AppContext,
  deps: AuthDeps,
  sessionVisitors?: SessionVisitorRecorder,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.post("/auth/register", jsonBody(registerSchema), async (c) => {
    const body = c.req.valid("json");
    const result = await registerUser(deps, {
      ...body,
      remoteAddress: clientAddress(c),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value satisfies MessageBody, 201);
  });

  app.post("/auth/login", jsonBody(loginSchema), async (c) => {
    const body = c.req.valid("json");
    const result = await logIn(deps, {
      ...body,
      remoteAddress: clientAddress(c),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value satisfies LoginAnswer);
  });

  app.get("/auth/verify/:token", async (c) => {
    const result = await verifyEmail(deps, c.req.param("token"));
    if (!result.ok) {
      throw answerError(result.error, { status: TOKEN_LINK_STATUS });
    }
    return c.json(result.value satisfies VerifiedSession);
  });

  app.get("/auth/me", ctx.auth.requireUser, async (c) => {
    const { userId } = c.get("session");
    const result = await getMe(deps, userId);
    if (!result.ok) throw answerError(result.error);
    // The browser's visitor key, for the self-dealing signal (docs/risk.md); never delays the answer.
    void sessionVisitors?.note(
      userId,
      clientAddress(c),
      c.req.header("user-agent") ?? "",
    );
    return c.json(result.value satisfies Me);
  });

  // The person's language (docs/i18n.md): any signed-in role may set their own.
  app.patch(
    "/profile/language",
    ctx.auth.requireUser,
    jsonBody(languageSchema),
    async (c) => {
      const result = await setLanguage(
        deps,
        c.get("session").userId,
        c.req.valid("json").language,
      );
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies LanguageAnswer);
    },
  );

  app.post("/auth/forgot-password", jsonBody(emailLinkSchema), async (c) => {
    const body = c.req.valid("json");
    const result = await requestPasswordReset(deps, {
      ...body,
      remoteAddress: clientAddress(c),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value satisfies MessageBody);
  });

  app.post(
    "/auth/resend-verification",
    jsonBody(emailLinkSchema),
    async (c) => {
      const body = c.req.valid("json");
      const result = await resendVerification(deps, {
        ...body,
        remoteAddress: clientAddress(c),
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies MessageBody);
    },
  );

  app.post("/auth/reset-password", jsonBody(resetSchema), async (c) => {
    const result = await resetPassword(deps, c.req.valid("json"));
    if (!result.ok) {
      throw answerError(result.error, {
        status: result.error.code === "INVALID_TOKEN"
          ? TOKEN_LINK_STATUS
          : undefined,
      });
    }
    return c.json(result.value satisfies MessageBody);
  });

  return app;
}
