/** One raw request for the access tests: any body and headers, the answer read as JSON when it is JSON. */
import type { TestApp } from "./test_app.ts";

/** A request as the access tests describe it. */
export interface AccessCall {
  method: string;
  path: string;
  /** A string or FormData is sent as is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** The answer: status, JSON body (undefined when not JSON) and raw text. */
export interface AccessAnswer {
  status: number;
  json: unknown;
  text: string;
  contentType: string;
}

/** Sends `call` with an optional bearer token, never following redirects. */
export async function sendCall(
  app: TestApp,
  call: AccessCall,
  token?: string,
): Promise<AccessAnswer> {
  const headers: Record<string, string> = { ...call.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (
    typeof call.body === "string" || call.body instanceof FormData ||
    call.body instanceof Uint8Array
  ) {
    body = call.body as BodyInit;
  } else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await app.request(call.path, {
    method: call.method,
    headers,
    body,
    redirect: "manual",
  });
  const text = await res.text();
  const contentType = res.headers.get("content-type") ?? "";
  let json: unknown = undefined;
  if (contentType.includes("json") && text !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, json, text, contentType };
}

/** Why an error answer breaks the { message, code } contract, or null when it keeps it. */
export function errorShapeProblem(answer: AccessAnswer): string | null {
  const body = answer.json as { message?: unknown; code?: unknown } | undefined;
  if (!body || typeof body !== "object") {
    return `not a JSON object: ${answer.contentType} ${
      answer.text.slice(0, 200)
    }`;
  }
  if (typeof body.message !== "string" || body.message === "") {
    return `message is not a non-empty string: ${answer.text.slice(0, 200)}`;
  }
  if (typeof body.code !== "string" || body.code === "") {
    return `code is not a non-empty string: ${answer.text.slice(0, 200)}`;
  }
  return null;
}
