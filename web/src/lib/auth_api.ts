/** Typed calls of the authentication API (spec section 7), all public: their errors are the page's to explain. */
import { api } from "./api.ts";

/** Answer of login and verify. */
export interface AuthSession {
  token?: string;
  jwt?: string;
  role?: string;
  approved?: boolean;
  message?: string;
}

/** Answer of GET /api/auth/me. */
export interface Me {
  id: number;
  name: string;
  email: string;
  role: string;
  isApproved: boolean;
}

/** Emails are sent trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** POST /api/auth/register. */
export function register(
  input: {
    name: string;
    email: string;
    password: string;
    recaptchaToken: string;
  },
) {
  return api<{ message?: string }>("/api/auth/register", {
    body: {
      ...input,
      name: input.name.trim(),
      email: normalizeEmail(input.email),
    },
    public: true,
  });
}

/** POST /api/auth/login. */
export function login(
  input: { email: string; password: string; recaptchaToken: string },
) {
  return api<AuthSession>("/api/auth/login", {
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
  input: { email: string; recaptchaToken: string },
) {
  return api<{ message?: string }>("/api/auth/resend-verification", {
    body: { ...input, email: normalizeEmail(input.email) },
    public: true,
  });
}

/** POST /api/auth/forgot-password. */
export function forgotPassword(
  input: { email: string; recaptchaToken: string },
) {
  return api<{ message?: string }>("/api/auth/forgot-password", {
    body: { ...input, email: normalizeEmail(input.email) },
    public: true,
  });
}

/** POST /api/auth/reset-password. */
export function resetPassword(input: { token: string; password: string }) {
  return api<{ message?: string }>("/api/auth/reset-password", {
    body: input,
    public: true,
  });
}

/** GET /api/auth/me (public here: callers decide what a failure means). */
export function fetchMe() {
  return api<Me>("/api/auth/me", { public: true });
}
