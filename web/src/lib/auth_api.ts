/** Typed calls of the authentication API (docs/product.md §7), all public: their errors are the page's to explain. */
import { api } from "./api.ts";
import {
  chooseLanguage,
  currentLanguage,
  type Language,
  languageOfUrl,
  rememberedLanguage,
} from "@/i18n/i18n.ts";
import type {
  EmailLinkBody,
  LanguageAnswer,
  LoginAnswer,
  LoginBody,
  Me as MeJson,
  RegisterBody,
  ResetPasswordBody,
  VerifiedSession,
} from "@wire/auth.ts";
import type { MessageBody } from "@wire/common.ts";
import type { SetupBody, SetupSession } from "@wire/setup.ts";

/** Answer of GET /api/auth/verify/{token}. */
export type AuthSession = VerifiedSession;

/** Answer of GET /api/auth/me. */
export type Me = MeJson;

/** Emails are sent trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** POST /api/auth/register. */
export function register(
  input: RegisterBody,
) {
  return api<MessageBody>("/api/auth/register", {
    body: {
      ...input,
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      language: input.language ?? currentLanguage(),
    },
    public: true,
  });
}

/** POST /api/auth/login. */
export function login(
  input: LoginBody,
) {
  return api<LoginAnswer>("/api/auth/login", {
    body: { ...input, email: normalizeEmail(input.email) },
    public: true,
  });
}

/** GET /api/auth/verify/{token}. */
export function verifyEmail(token: string) {
  return api<AuthSession>(`/api/auth/verify/${encodeURIComponent(token)}`, {
    public: true,
  });
}

/** POST /api/auth/resend-verification. */
export function resendVerification(
  input: EmailLinkBody,
) {
  return api<MessageBody>("/api/auth/resend-verification", {
    body: { ...input, email: normalizeEmail(input.email) },
    public: true,
  });
}

/** POST /api/auth/forgot-password. */
export function forgotPassword(
  input: EmailLinkBody,
) {
  return api<MessageBody>("/api/auth/forgot-password", {
    body: { ...input, email: normalizeEmail(input.email) },
    public: true,
  });
}

/** POST /api/auth/reset-password. */
export function resetPassword(input: ResetPasswordBody) {
  return api<MessageBody>("/api/auth/reset-password", {
    body: input,
    public: true,
  });
}

/** GET /api/auth/me (public here: callers decide what a failure means). */
export function fetchMe() {
  return api<Me>("/api/auth/me", { public: true });
}

/** PATCH /api/profile/language: the signed-in account remembers its language (and writes its emails in it). */
export function saveAccountLanguage(language: Language) {
  return api<LanguageAnswer>("/api/profile/language", {
    method: "PATCH",
    body: { language },
  });
}

/**
 * After a sign-in: a language chosen on the sign-in page (its /ur address, or a choice this browser remembers)
 * wins, and the account takes it; otherwise the account's language wins over this browser's, and an account that
 * never chose one takes the browser's. Failures leave the browser's language in place (sign-in has succeeded).
 */
export async function applyAccountLanguage(
  chosen: Language | null = chosenLanguage(),
): Promise<void> {
  try {
    const me = await fetchMe();
    if (chosen) {
      if (currentLanguage() !== chosen) await chooseLanguage(chosen);
      if (me.language !== chosen) await saveAccountLanguage(chosen);
    } else if (me.language) {
      await chooseLanguage(me.language);
    } else {
      await saveAccountLanguage(currentLanguage());
    }
  } catch {
    // The browser's language stays.
  }
}

/** The language this page was chosen in: its address (/ur…, ?lang=) or the browser's remembered choice, else null. */
export function chosenLanguage(): Language | null {
  const location = globalThis.location;
  return (location
    ? languageOfUrl(location.pathname, location.search)
    : null) ??
    rememberedLanguage();
}

/** GET /api/setup/{token}: whether the first-run link can still create the first admin. */
export function checkSetupLink(token: string) {
  return api<MessageBody>(`/api/setup/${encodeURIComponent(token)}`, {
    public: true,
  });
}

/** POST /api/setup/{token}: creates the first admin and signs them in. */
export function createFirstAdmin(token: string, input: SetupBody) {
  return api<SetupSession>(`/api/setup/${encodeURIComponent(token)}`, {
    body: { ...input, email: normalizeEmail(input.email) },
    public: true,
  });
}
