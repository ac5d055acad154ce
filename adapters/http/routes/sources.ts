/** Sales sources admin routes (mounted under /api): sources, their events and manual attribution. */
import { Hono } from "hono";
import type { AppContext, Session } from "../../app_context.ts";
import type { SourceServices } from "../../../domain/sources/sources_repos.ts";
import { createSource } from "../../../domain/sources/create_source.ts";
import { updateSource } from "../../../domain/sources/update_source.ts";
import { deleteSource } from "../../../domain/sources/delete_source.ts";
import { SOURCE_KIND_TABLE } from "../../../domain/sources/source_kinds.ts";
import { attributeEvent } from "../../../domain/sources/attribute_event.ts";
import { importSales } from "../../../domain/sources/import_sales.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { parseCsvFile } from "../../sources/csv_file.ts";
import { readImportRows } from "../../sources/csv_import.ts";
import {
  IMPORT_MEANINGS,
  IMPORT_PRESETS,
  type ImportMeaning,
  type ImportPresetName,
  readStatusMap,
} from "../../../domain/sources/import_presets.ts";
import { money, toDisplayAmount } from "../../../domain/shared/money.ts";
import type { Source } from "../../../domain/sources/source.ts";
import type {
  ListedSourceEvent,
  SourceEvent,
} from "../../../domain/sources/sources_repos.ts";
import { answerError, apiError } from "../api_error.ts";
import { conversionJson } from "./exchange_rates.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import { requestedPage } from "../paging.ts";
import {
  attributeBody,
  type AttributedJson,
  IMPORT_FIELDS,
  type ImportMapping,
  importMapping,
  type ImportResultJson,
  sourceBody,
  type SourceEventJson,
  sourceEventsQuery,
  type SourceJson,
} from "../../../wire/sources.ts";

/** The URL a store or network sends to: the webhook path, the postback URL (its token is the secret) or the API. */
export function endpointUrl(publicUrl: string, s: Source): string {
  const base = publicUrl.replace(/\/+$/, "");
  switch (SOURCE_KIND_TABLE[s.kind].endpoint) {
    case "api":
      return `${base}/api/conversions`;
    case "postback":
      return `${base}/api/postback/${encodeURIComponent(s.secret ?? "")}`;
    case "webhook":
      // The token, not the sequential id (docs/sources.md); the id URL still answers for existing sources.
      return s.endpointToken
        ? `${base}/api/webhooks/${s.endpointToken}`
        : `${base}/api/sources/${s.id}/webhook`;
  }
}

/** A source as the admin API shows it. */
export function sourceJson(publicUrl: string, s: Source): SourceJson {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    secret: s.secret ?? "",
    currency: s.currency,
    commissionBase: s.commissionBase,
    params: { ...s.params },
    endpointUrl: endpointUrl(publicUrl, s),
  };
}

const eventJson = (e: SourceEvent | ListedSourceEvent): SourceEventJson => ({
  id: e.id,
  receivedAt: e.receivedAt.toISOString(),
  kind: e.kind,
  outcome: e.outcome,
  orderId: e.orderId,
  reason: e.reason,
  userId: e.userId,
  productId: e.productId,
  ...("userEmail" in e ? { user: e.userEmail, product: e.productTitle } : {}),
  ...("conversion" in e && e.conversion
    ? { conversion: conversionJson(e.conversion) }
    : {}),
});

/** The sources router; mount with app.route("/api", createSourceRoutes(ctx, services.sources)). */
export function createSourceRoutes(
  ctx: AppContext,
  { reader, events, adminUow, deliveryUow, random, settings, clicks }:
    SourceServices,
): Hono {
  const app = new Hono<{ Variables: { session: Session } }>();
  const publicUrl = ctx.config.publicUrl;
  const sourceOf = async (id: number) => {
    const s = await reader.get(id);
    if (!s) throw apiError("NOT_FOUND", "Source not found.");
    return s;
  };

  app.get("/admin/sources", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await reader.list()).map((s) => sourceJson(publicUrl, s)));
  });

  app.post(
    "/admin/sources",
    ctx.auth.requireAdmin,
    jsonBody(sourceBody),
    async (c) => {
      const result = await createSource({ uow: adminUow, random, settings }, {
        ...c.req.valid("json"),
        adminId: c.get("session").userId,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(sourceJson(publicUrl, result.value), 201);
    },
  );

  app.patch(
    "/admin/sources/:id",
    ctx.auth.requireAdmin,
    jsonBody(sourceBody),
    async (c) => {
      const result = await updateSource({ uow: adminUow }, {
        ...c.req.valid("json"),
        id: parseIdParam(c, "id"),
        adminId: c.get("session").userId,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(sourceJson(publicUrl, result.value));
    },
  );

  app.delete("/admin/sources/:id", ctx.auth.requireAdmin, async (c) => {
    const result = await deleteSource({ uow: adminUow }, {
      id: parseIdParam(c, "id"),
      adminId: c.get("session").userId,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json({ message: "Source deleted." });
  });

  app.get(
    "/admin/sources/:id/events",
    ctx.auth.requireAdmin,
    queryParams(sourceEventsQuery),
    async (c) => {
      const source = await sourceOf(parseIdParam(c, "id"));
      const query = c.req.valid("query");
      const page = requestedPage(query);
      const list = await events.listEvents(
        source.id,
        { outcome: query.outcome },
        page,
      );
      c.header("Cache-Control", "no-store");
      if (page) c.header("X-Total-Count", String(list.total));
      return c.json(list.rows.map(eventJson));
    },
  );

  app.post(
    "/admin/sources/:id/events/:eventId/attribute",
    ctx.auth.requireAdmin,
    jsonBody(attributeBody),
    async (c) => {
      const source = await sourceOf(parseIdParam(c, "id"));
      const eventId = parseIdParam(c, "eventId");
      const body = c.req.valid("json");
      const result = await attributeEvent(
        { uow: deliveryUow, clock: ctx.clock },
        {
          adminId: c.get("session").userId,
          source,
          eventId,
          userId: body.userId,
          productId: body.productId,
        },
      );
      if (!result.ok) throw answerError(result.error);
      return c.json(
        {
          message: "Attributed.",
          outcome: result.value.outcome,
        } satisfies AttributedJson,
      );
    },
  );

  app.post("/admin/sources/:id/import", ctx.auth.requireAdmin, async (c) => {
    const source = await sourceOf(parseIdParam(c, "id"));
    const form = await importForm(
      c.req.header("content-type"),
      () => c.req.parseBody(),
    );
    const file = parseCsvFile(form.bytes);
    if (!file.ok) throw apiError("VALIDATION_ERROR", file.error);
    const rows = readImportRows(
      file.value,
      form.mapping,
      source,
      karachiDate(ctx.clock.now()),
      { preset: form.preset, statusMap: form.statusMap },
    );
    if (!rows.ok) throw apiError("VALIDATION_ERROR", rows.error);
    // A click from the last second may still be in the buffer: write it before rows look click ids up.
    await clicks.flush();
    const result = await importSales({ uow: deliveryUow, clock: ctx.clock }, {
      adminId: c.get("session").userId,
      source,
      fileName: form.fileName,
      rows: rows.value,
      dryRun: form.dryRun,
    });
    if (!result.ok) throw answerError(result.error);
    const emails = await events.userEmails(
      result.value.rows.flatMap((r) =>
        r.userId === undefined ? [] : [r.userId]
      ),
    );
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        rows: result.value.rows.map((
          { amountMinor, earningMinor, userId, ...row },
        ) => ({
          ...row,
          ...(amountMinor === undefined
            ? {}
            : { amount: toDisplayAmount(money(amountMinor)) }),
          ...(earningMinor === undefined
            ? {}
            : { earning: toDisplayAmount(money(earningMinor)) }),
          ...(userId === undefined ? {} : {
            userId,
            ...(emails.has(userId) ? { affiliate: emails.get(userId)! } : {}),
          }),
        })),
        summary: result.value.summary,
      } satisfies ImportResultJson,
    );
  });

  return app as unknown as Hono;
}

const STATUS_MAP_RULE = `statusMap must be a JSON object of status word → ${
  IMPORT_MEANINGS.join(", ")
}, such as {"cod_pending": "pending"}.`;

/**
 * The import form: `file` (CSV), `mapping` (JSON field → column header; optional with a preset), optional
 * `dryRun` (1/true/0/false), `preset` (shopify, woocommerce) and `statusMap` (JSON word → meaning).
 */
async function importForm(
  contentType: string | undefined,
  parseBody: () => Promise<Record<string, string | File | (string | File)[]>>,
): Promise<
  {
    bytes: Uint8Array;
    fileName: string;
    mapping: ImportMapping;
    dryRun: boolean;
    preset: ImportPresetName | null;
    statusMap: Record<string, ImportMeaning>;
  }
> {
  if (!(contentType ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw apiError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the import as multipart/form-data with file and mapping.",
    );
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await parseBody();
  } catch {
    throw apiError("VALIDATION_ERROR", "The form data could not be read.");
  }
  const file = form.file;
  if (!(file instanceof File)) {
    throw apiError(
      "VALIDATION_ERROR",
      "file is required: the CSV file to import.",
    );
  }
  if (file.size === 0) throw apiError("VALIDATION_ERROR", "The file is empty.");
  const rawPreset = form.preset ?? "";
  if (
    typeof rawPreset !== "string" ||
    (rawPreset !== "" &&
      !(IMPORT_PRESETS as readonly string[]).includes(rawPreset))
  ) {
    throw apiError(
      "VALIDATION_ERROR",
      `preset must be one of ${IMPORT_PRESETS.join(", ")}.`,
    );
  }
  const preset = rawPreset === "" ? null : rawPreset as ImportPresetName;
  let statusMap: Record<string, ImportMeaning> = {};
  const rawStatusMap = form.statusMap ?? "";
  if (typeof rawStatusMap !== "string") {
    throw apiError("VALIDATION_ERROR", STATUS_MAP_RULE);
  }
  if (rawStatusMap.trim() !== "") {
    let parsed: Record<string, ImportMeaning> | null;
    try {
      parsed = readStatusMap(JSON.parse(rawStatusMap));
    } catch {
      parsed = null;
    }
    if (parsed === null) throw apiError("VALIDATION_ERROR", STATUS_MAP_RULE);
    statusMap = parsed;
  }
  // With a preset the mapping is optional: the preset maps the columns, a given mapping adjusts it.
  const rawMapping = form.mapping ?? (preset ? "{}" : undefined);
  if (typeof rawMapping !== "string") {
    throw apiError(
      "VALIDATION_ERROR",
      'mapping is required: JSON such as {"order_id": "Order ID", "amount": "Amount"}.',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(rawMapping);
  } catch {
    throw apiError("VALIDATION_ERROR", "mapping is not valid JSON.");
  }
  const unknown = typeof json === "object" && json !== null &&
      !Array.isArray(json)
    ? Object.keys(json).find((k) =>
      !(IMPORT_FIELDS as readonly string[]).includes(k)
    )
    : undefined;
  if (unknown !== undefined) {
    throw apiError(
      "VALIDATION_ERROR",
      `mapping names an unknown field "${
        unknown.slice(0, 40)
      }"; the fields are ${IMPORT_FIELDS.join(", ")}.`,
    );
  }
  const mapping = importMapping.safeParse(json);
  if (!mapping.success) {
    throw apiError(
      "VALIDATION_ERROR",
      `mapping must be a JSON object of field → column header; the fields are ${
        IMPORT_FIELDS.join(", ")
      }.`,
    );
  }
  const dryRun = form.dryRun ?? "0";
  if (typeof dryRun !== "string" || !/^(1|0|true|false)$/.test(dryRun)) {
    throw apiError("VALIDATION_ERROR", "dryRun must be 1 or 0.");
  }
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    fileName: file.name,
    mapping: mapping.data,
    dryRun: dryRun === "1" || dryRun === "true",
    preset,
    statusMap,
  };
}
