/** Request validation: zod-checked JSON bodies and query strings, and numeric path ids, all failing as { message, code }. */
import type { Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { apiError } from "./api_error.ts";

type ZodFailure = {
  success: false;
  error: { issues: readonly { message: string }[] };
};

// The first issue is the one the form shows; schemas carry docs/product.md's wording in their messages.
function failWithFirstIssue(result: { success: boolean }): void {
  if (!result.success) {
    const issues = (result as ZodFailure).error.issues;
    throw apiError("VALIDATION_ERROR", issues[0]?.message ?? "Invalid request");
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Middleware that requires a JSON body matching `schema`; read it with c.req.valid("json"). */
export function jsonBody<T extends ZodType>(schema: T) {
  const validate = zValidator("json", schema, failWithFirstIssue);
  const middleware: typeof validate = async (c, next) => {
    if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) {
      throw apiError(
        "UNSUPPORTED_MEDIA_TYPE",
        "Send the request body as JSON (Content-Type: application/json)",
      );
    }
    try {
      // Parsed once here so bad JSON gets its own code. Read as text first: Hono caches the raw text, so the validator's
      // c.req.json() parses that and exactJsonBody() can still read the exact bytes sent (money fields, exact_json.ts).
      JSON.parse(await c.req.text());
    } catch {
      throw apiError("INVALID_JSON", "The request body is not valid JSON");
    }
    return validate(c, next);
  };
  return middleware;
}

/** Middleware that checks the query string against `schema`; read it with c.req.valid("query"). */
export function queryParams<T extends ZodType>(schema: T) {
  return zValidator("query", schema, failWithFirstIssue);
}

/** The path parameter `name` as a positive id: 400 when it is not a number, 404 when no row can have it. */
export function parseIdParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? "";
  if (!/^\d+$/.test(raw)) throw apiError("VALIDATION_ERROR", `Invalid ${name}`);
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) {
    throw apiError("NOT_FOUND", "Not found");
  }
  return id;
}

/** An optional JSON object body (e.g. a reason): null when empty, otherwise it must be a JSON object sent as JSON. */
export async function optionalJsonObject(
  c: Context,
): Promise<Record<string, unknown> | null> {
  const text = (await c.req.text()).trim();
  if (text === "") return null;
  if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    throw apiError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the request body as JSON (Content-Type: application/json)",
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError("INVALID_JSON", "The request body is not valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw apiError(
      "VALIDATION_ERROR",
      "Send the request body as a JSON object.",
    );
  }
  return body as Record<string, unknown>;
}

/** The optional text field `name` of an optional JSON object body (e.g. a reason): null when absent, 400 `notText` otherwise. */
export async function optionalBodyText(
  c: Context,
  name: string,
  notText: string,
): Promise<string | null> {
  const body = await optionalJsonObject(c);
  const value = body?.[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw apiError("VALIDATION_ERROR", notText);
  return value;
}
