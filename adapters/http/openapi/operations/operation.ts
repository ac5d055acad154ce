/** The shape of one API operation, and the helpers the area files declare their answers with. */
import { z } from "zod";
import type { ZodType } from "zod";

/**
 * Who may call: anyone, a signed-in user (bearer JWT), an admin, a store signing with the conversions secret, or
 * a metrics scraper with METRICS_TOKEN.
 */
export type Access = "public" | "user" | "admin" | "signed" | "metrics";

/** One answer of an operation: a JSON schema, or another media type (HTML, an image, a redirect). */
export interface Answer {
  description: string;
  json?: ZodType;
  /** A non-JSON body, e.g. "text/html". */
  media?: string;
  /** Headers worth knowing, e.g. X-Total-Count on paged lists. */
  headers?: Record<string, string>;
}

/** One operation of the document. */
export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form: /api/payouts/{id}/invoice. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  description?: string;
  query?: z.ZodObject;
  /** The body as the caller sends it, with its media type(s). */
  body?: { schema: ZodType; media: string[]; required?: boolean };
  responses: Record<number, Answer>;
  /** Served only when APP_ENV is development (the mail outbox): left out of the production document. */
  developmentOnly?: true;
}

/** The header paged lists answer. */
export const PAGED = {
  "X-Total-Count": "Total rows when the request named page or pageSize",
};
/** A JSON answer. */
export const ok = (json: ZodType, description = "OK"): Answer => ({
  description,
  json,
});
/** A JSON list answer. */
export const list = (item: ZodType, description = "OK"): Answer => ({
  description,
  json: z.array(item),
});
