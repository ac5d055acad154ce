/** The API client: adds the bearer token, parses JSON and applies the global 401/403/410 rules (docs/product.md §8). */
import { clearSession, readSession } from "./session.ts";
import { serverText } from "@/i18n/i18n.ts";

/** A failed API call: the server's { message, code } (when it sent them) and the HTTP status. */
export class ApiError extends Error {
  /** HTTP status (0 when the network failed). */
  readonly status: number;
  /** Server error code, e.g. "EMAIL_NOT_VERIFIED"; null when absent. */
  readonly code: string | null;
  /** The server's message when present; pages fall back to their own text otherwise. */
  readonly serverMessage: string | null;
  /** The error body's other fields (e.g. PAYOUT_HELD's `held`), for a page that words them itself. */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string | null,
    serverMessage: string | null,
    details: Record<string, unknown> = {},
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.details = details;
  }
}

/** The message to show for a failure: the server's where present, else the page's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage
    ? serverText(error.serverMessage)
    : fallback;
}

/** Options of one call. */
export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON-serialisable body, or FormData for multipart uploads. */
  body?: unknown;
  /** Sign-in, sign-up and other public calls: no global redirects (their 401/403 are the page's to explain). */
  public?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the payout form's Idempotency-Key. */
  headers?: Record<string, string>;
  /** Called with a successful answer's headers, e.g. to read a paged list's X-Total-Count. */
  onHeaders?: (headers: Headers) => void;
}

interface ApiEnvironment {
  baseUrl: () => string;
  navigate: (to: string) => void;
  currentPath: () => string;
}

const env: ApiEnvironment = {
  baseUrl: () => globalThis.location?.origin ?? "http://localhost",
  navigate: (to) => globalThis.location?.assign(to),
  currentPath: () => globalThis.location?.pathname ?? "/",
};

/** Lets the app route redirects through the router (and tests point the client at a server). */
export function configureApi(overrides: Partial<ApiEnvironment>): void {
  Object.assign(env, overrides);
}

/** The path a failed call should send the browser to under the global rules, or null to pass the error through. */
export function globalRedirectFor(
  status: number,
  code: string | null,
  currentPath: string,
): string | null {
  if (status === 410 || (status === 401 && code === "USER_DELETED")) {
    return "/register";
  }
  if (status === 401) {
    const passThrough = currentPath.startsWith("/verify/") ||
      currentPath === "/complete-profile";
    return passThrough ? null : "/login";
  }
  // ADMIN_2FA=required: an admin without two-factor goes to its set-up screen (docs/two-factor.md).
  if (status === 403 && code === "TWO_FACTOR_REQUIRED") return "/two-factor";
  if (status === 403) return "/unauthorized";
  return null;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API at `path` (e.g. "/api/auth/me") and returns the parsed JSON, or throws an ApiError. */
export async function api<T = unknown>(
  path: string,
  options: ApiOptions = {},
): Promise<T> {
  const headers = new Headers({
    accept: "application/json",
    ...options.headers,
  });
  const { token } = readSession();
  if (token) headers.set("authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(new URL(path, env.baseUrl()), {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") {
      throw cause;
    }
    throw new ApiError(0, "NETWORK_ERROR", null);
  }
  const data = await readBody(res);
  if (res.ok) {
    options.onHeaders?.(res.headers);
    return data as T;
  }
  const fields = typeof data === "object" && data !== null
    ? data as Record<string, unknown>
    : {};
  const error = new ApiError(
    res.status,
    typeof fields.code === "string" ? fields.code : null,
    typeof fields.message === "string" && fields.message
      ? fields.message
      : null,
    fields,
  );
  if (!options.public) {
    const to = globalRedirectFor(res.status, error.code, env.currentPath());
    if (to) {
      if (res.status === 401 || res.status === 410) clearSession();
      env.navigate(to);
    }
  }
  throw error;
}
