/** Resource kit routes (mounted under /api, docs/sharing.md): signed-in users read a product's kit, admins add and remove. */
import { Hono } from "hono";
import type { Context } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { ProductServices } from "../../../domain/products/product_repos.ts";
import { productImagePath } from "../../../domain/products/product.ts";
import {
  type ProductResource,
  RESOURCE_MESSAGES,
} from "../../../domain/products/product_resource.ts";
import type { NewProductImage } from "../../../domain/products/product_repository.ts";
import { addProductResource } from "../../../domain/products/add_product_resource.ts";
import { deleteProductResource } from "../../../domain/products/delete_product_resource.ts";
import { answerError, apiError } from "../api_error.ts";
import { parseIdParam } from "../validate.ts";
import { readUploadedImage } from "./product_upload.ts";
import type {
  ProductResourceAdded,
  ProductResourceDeleted,
  ProductResourceJson,
} from "../../../wire/products.ts";

/** A resource as the API answers it. */
export function productResourceJson(r: ProductResource): ProductResourceJson {
  return {
    id: r.id,
    productId: r.productId,
    kind: r.kind,
    language: r.language,
    text: r.text,
    imageUrl: productImagePath(r.image),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Reads a new resource from JSON (caption, note) or multipart (any kind; an image needs its file). */
async function readResourceForm(
  c: Context<SessionEnv>,
): Promise<
  {
    kind?: unknown;
    language?: unknown;
    text?: unknown;
    image: NewProductImage | null;
  }
> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw apiError("INVALID_JSON", "The request body is not valid JSON");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw apiError("VALIDATION_ERROR", RESOURCE_MESSAGES.kind);
    }
    const { kind, language, text } = body as Record<string, unknown>;
    return { kind, language, text, image: null };
  }
  if (!type.startsWith("multipart/form-data")) {
    throw apiError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send a caption or note as JSON, an image as multipart/form-data.",
    );
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw apiError("VALIDATION_ERROR", "The form data could not be read.");
  }
  const field = (name: string) => {
    const v = form[name];
    return typeof v === "string" ? v : undefined;
  };
  return {
    kind: field("kind"),
    language: field("language"),
    text: field("text"),
    image: await readUploadedImage(form.image),
  };
}

/** The resource kit router; mount with app.route("/api", createProductResourceRoutes(ctx, services.products)). */
export function createProductResourceRoutes(
  ctx: AppContext,
  { reader, resources, uow }: ProductServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get("/products/:id/resources", ctx.auth.requireUser, async (c) => {
    const id = parseIdParam(c, "id");
    if (!(await reader.get(id))) {
      throw apiError("PRODUCT_NOT_FOUND", RESOURCE_MESSAGES.productNotFound);
    }
    c.header("Cache-Control", "no-store");
    return c.json(
      (await resources.listForProduct(id)).map(productResourceJson),
    );
  });

  app.post("/products/:id/resources", ctx.auth.requireAdmin, async (c) => {
    const productId = parseIdParam(c, "id");
    const form = await readResourceForm(c);
    const result = await addProductResource({ uow }, {
      ...form,
      productId,
      adminId: c.get("session").userId,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(
      {
        message: "Resource added.",
        resource: productResourceJson(result.value),
      } satisfies ProductResourceAdded,
      201,
    );
  });

  app.delete(
    "/products/:id/resources/:resourceId",
    ctx.auth.requireAdmin,
    async (c) => {
      const productId = parseIdParam(c, "id");
      const id = parseIdParam(c, "resourceId");
      const result = await deleteProductResource({ uow }, {
        productId,
        id,
        adminId: c.get("session").userId,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(
        { message: "Resource removed.", id } satisfies ProductResourceDeleted,
      );
    },
  );

  return app;
}
