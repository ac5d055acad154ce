/** The OpenAPI 3.1 document of the API, assembled from the wire schemas with zod's own z.toJSONSchema. */
import { z } from "zod";
import type { ZodType } from "zod";
import { errorBody } from "../../../wire/common.ts";
import { type Operation, OPERATIONS, TAGS } from "./api_operations.ts";
import { AFFILIATE_KEY_OPERATIONS, scopeOf } from "../api_key_scopes.ts";
import { API_KEY_RATE_RULE } from "../../../domain/api_keys/api_key.ts";
import { operationKey } from "../route_inventory.ts";

/** A JSON value of the document. */
export type Json = Record<string, unknown>;

/** Where the document's shared schemas live; z.toJSONSchema names them by their .meta({ id }). */
const COMPONENTS = "#/components/schemas/";

/** Turns one zod schema into JSON Schema 2020-12, moving named schemas into `components` (shared by reference). */
function schemaOf(
  schema: ZodType,
  io: "input" | "output",
  components: Record<string, Json>,
): Json {
  const converted = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    // Multipart file fields and the like are described by their metadata, not refused.
    unrepresentable: "any",
  }) as Json;
  const text = JSON.stringify(converted).replaceAll(
    '"#/$defs/',
    `"${COMPONENTS}`,
  );
  const { $schema: _dialect, $defs, ...root } = JSON.parse(text) as Json;
  for (
    const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>)
  ) {
    const known = components[name];
    if (known && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(`Two different schemas are named ${name}`);
    }
    components[name] = def;
  }
  return root;
}

const SECURITY: Record<string, Json[]> = {
  public: [],
  user: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
  signed: [{ conversionsSignature: [] }],
  metrics: [{ metricsToken: [] }],
};

/**
 * The operation's ways in: its access, an operator API key when a scope covers it, an affiliate's read-only key on
 * the affiliate reads (api_key_scopes.ts).
 */
function securityOf(operation: Operation): Json[] {
  const key = operationKey(operation);
  const scope = scopeOf(key);
  const base = SECURITY[operation.access];
  const keys: Json[] = [];
  if (scope) keys.push({ operatorApiKey: [scope] });
  if (AFFILIATE_KEY_OPERATIONS.includes(key)) {
    keys.push({ affiliateApiKey: ["affiliate:read"] });
  }
  return [...base, ...keys];
}

/**
 * The 429 of an operation an API key may call: each key has API_KEY_RATE_RULE (api_key_guard.ts), past which it
 * answers RATE_LIMITED with Retry-After; an operation with a limit of its own keeps its description too.
 */
function keyLimited(own: Json | undefined): Json {
  const perMinute = API_KEY_RATE_RULE.limit *
    (60_000 / API_KEY_RATE_RULE.windowMs);
  const description =
    `Too many calls with this API key (${perMinute} a minute per key): RATE_LIMITED`;
  return {
    ...own,
    description: own ? `${own.description}; or ${description}` : description,
    headers: {
      ...(own?.headers as Json | undefined),
      "Retry-After": {
        description: "Seconds until the key is admitted again",
        schema: { type: "string" },
      },
    },
    content: own?.content ?? {
      "application/json": { schema: { $ref: `${COMPONENTS}Error` } },
    },
  };
}

const ERRORS: Record<string, Record<string, string>> = {
  public: { 400: "Bad input", 429: "Too many requests" },
  user: { 400: "Bad input", 401: "No or bad token", 410: "Account deleted" },
  admin: {
    400: "Bad input",
    401: "No or bad token",
    403: "Not an admin",
    404: "Not found",
  },
  signed: {
    400: "Bad input",
    401: "Bad or missing signature",
    404: "Unknown click",
  },
  metrics: {
    401: "No or wrong metrics token",
    404: "METRICS_TOKEN is not set",
  },
};

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
}

function queryParameters(
  operation: Operation,
  components: Record<string, Json>,
): Json[] {
  if (!operation.query) return [];
  const schema = schemaOf(operation.query, "input", components);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: "query",
      required: required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function operationObject(
  operation: Operation,
  components: Record<string, Json>,
): Json {
  const responses: Json = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    const headers = answer.headers
      ? Object.fromEntries(
        Object.entries(answer.headers).map(([name, description]) => [name, {
          description,
          schema: { type: "string" },
        }]),
      )
      : undefined;
    const content = answer.json
      ? {
        "application/json": {
          schema: schemaOf(answer.json, "output", components),
        },
      }
      : answer.media
      ? { [answer.media]: { schema: { type: "string" } } }
      : undefined;
    responses[status] = {
      description: answer.description,
      ...(headers ? { headers } : {}),
      ...(content ? { content } : {}),
    };
  }
  for (
    const [status, description] of Object.entries(ERRORS[operation.access])
  ) {
    if (!(status in responses)) {
      responses[status] = {
        description,
        content: {
          "application/json": { schema: { $ref: `${COMPONENTS}Error` } },
        },
      };
    }
  }
  const security = securityOf(operation);
  if (security.length > SECURITY[operation.access].length) {
    responses[429] = keyLimited(responses[429] as Json | undefined);
  }
  const parameters = [
    ...pathParameters(operation.path),
    ...queryParameters(operation, components),
  ];
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    operationId: `${operation.method}${
      operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) =>
        c ? c.toUpperCase() : "")
    }`,
    security,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
        requestBody: {
          required: operation.body.required ?? true,
          content: Object.fromEntries(
            operation.body.media.map((media) => [media, {
              schema: schemaOf(operation.body!.schema, "input", components),
            }]),
          ),
        },
      }
      : {}),
    responses,
  };
}

/**
 * Builds the document; `serverUrl` is the app's public URL. Outside development it lists only the routes that
 * environment serves (no development-only operation).
 */
export function buildOpenApiDocument(
  serverUrl: string,
  appEnv: string = "development",
): Json {
  const components: Record<string, Json> = {};
  // The error body is every failure's shape, so it is always a component.
  schemaOf(z.object({ error: errorBody }), "output", components);
  const paths: Record<string, Json> = {};
  for (const operation of OPERATIONS) {
    if (operation.developmentOnly && appEnv !== "development") continue;
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = operationObject(
      operation,
      components,
    );
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "Kamai API",
      version: "1.0.0",
      description:
        "The Kamai sub-affiliate platform. Every error answers { message, code }. Money is a display amount with 2 decimals in the ledger currency (the `currency` setting, USD or PKR; GET /api/settings/public); calendar dates are Asia/Karachi dates (YYYY-MM-DD).",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: serverUrl }],
    tags: TAGS.map((t) => ({ ...t })),
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The token of POST /api/auth/login",
        },
        operatorApiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "kamai_sk_…",
          description:
            "An operator API key (POST /api/admin/api-keys), accepted on the operations its scopes cover: conversions:write, stats:read, users:read, payouts:read, payouts:write, sources:read. Other operations answer 403 INSUFFICIENT_SCOPE; 600 calls a minute per key.",
        },
        affiliateApiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "kamai_ak_…",
          description:
            "An affiliate's read-only API key (POST /api/affiliate/api-keys), accepted on the reads of the affiliate's own stats, breakdowns, reports, conversions and links, acting as that affiliate. Other operations answer 403 INSUFFICIENT_SCOPE; 600 calls a minute per key.",
        },
        metricsToken: {
          type: "http",
          scheme: "bearer",
          description: "The METRICS_TOKEN setting (GET /metrics only)",
        },
        conversionsSignature: {
          type: "apiKey",
          in: "header",
          name: "Kamai-Signature",
          description:
            't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> keyed with CONVERSIONS_SECRET',
        },
      },
    },
  };
}
