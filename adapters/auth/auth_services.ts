/** The auth area's bundles: the session guards, sign-up and sign-in with two-factor, the captcha and first-run setup. */
import { CHALLENGE_TTL_SECONDS } from "../../domain/auth/two_factor.ts";
import type { RateLimiter } from "../../domain/auth/rate_limiter.ts";
import type { Infrastructure, Services } from "../service_types.ts";
import { createAltchaChallenge } from "../captcha/altcha_challenge.ts";
import { createOtpauthTotp } from "../crypto/otpauth_totp.ts";
import { createAesSecretBox } from "../crypto/aes_secret_box.ts";
import {
  createChallengeTokens,
  createSessionTokens,
} from "../crypto/jwt_tokens.ts";
import { createMailAuthNotifier } from "../mail/auth_notifier.ts";
import {
  repositories as pg,
  type UnitPicker,
} from "../postgres/repository_registry.ts";

/** What the area is built from: the instance's infrastructure and what services.ts shares with other areas. */
export type AuthServicesInput =
  & Pick<
    Infrastructure,
    | "sql"
    | "config"
    | "secrets"
    | "clock"
    | "random"
    | "mailer"
    | "captcha"
    | "captchaWork"
    | "passwordHasher"
  >
  & {
    uow: UnitPicker;
    users: ReturnType<typeof pg.users>;
    rateLimiter: RateLimiter;
  };

/** Builds the session guards, the auth bundle (with two-factor), the captcha challenge and the setup bundle. */
export function createAuthServices(
  input: AuthServicesInput,
): Pick<Services, "sessions" | "auth" | "captchaChallenge" | "setup"> {
  const { sql, config, secrets, clock, uow, users } = input;
  const hasher = input.passwordHasher;
  const { publicUrl } = config;
  const { jwtSecret } = secrets;
  const sessionTokens = createSessionTokens(jwtSecret, publicUrl, clock);
  const twoFactorStore = pg.twoFactor(sql);
  const twoFactor = {
    store: twoFactorStore,
    uow: uow(["twoFactor", "audit"]),
    totp: createOtpauthTotp(),
    secrets: createAesSecretBox(jwtSecret, "kamai-totp-secret"),
    challenges: createChallengeTokens(
      jwtSecret,
      publicUrl,
      clock,
      CHALLENGE_TTL_SECONDS,
    ),
    adminRequired: config.admin2fa === "required",
  };
  return {
    sessions: {
      users,
      tokens: sessionTokens,
      twoFactor: {
        adminRequired: twoFactor.adminRequired,
        isEnabled: async (userId) =>
          (await twoFactorStore.find(userId))?.enabledAt != null,
      },
    },
    auth: {
      users,
      tokens: pg.tokens(sql),
      passwordHasher: hasher,
      tokenIssuer: sessionTokens,
      rateLimiter: input.rateLimiter,
      captcha: input.captcha,
      notifier: createMailAuthNotifier(input.mailer),
      clock,
      random: input.random,
      publicUrl,
      rateLimits: config.rateLimits,
      twoFactor,
    },
    captchaChallenge: () =>
      createAltchaChallenge(secrets.altchaHmacKey, input.captchaWork),
    setup: {
      links: pg.setupLinks(sql),
      uow: uow(["setupLinks", "users", "audit"]),
      issueUow: uow(["setupLinks"]),
      passwordHasher: hasher,
      tokenIssuer: sessionTokens,
    },
  };
}
