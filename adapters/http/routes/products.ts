/** Product routes (mounted under /api): the catalog for signed-in users, multipart add/edit/delete for admins. */
import { Hono } from "hono";
import type { Context } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { ProductServices } from "../../../domain/products/product_repos.ts";
import { createProduct } from "../../../domain/products/create_product.ts";
import { updateProduct } from "../../../domain/products/update_product.ts";
import { deleteProduct } from "../../../domain/products/delete_product.ts";
import type { NewProductImage } from "../../../domain/products/product_repository.ts";
import type { ProductFormInput } from "../../../domain/products/product_input.ts";
import { answerError, apiError } from "../api_error.ts";
import { parseJsonExact } from "../../json/exact_json.ts";
import { parseIdParam } from "../validate.ts";
import { productJson } from "./product_json.ts";
import { myGoalJson } from "./offer_config_json.ts";
import { readUploadedImage } from "./product_upload.ts";
import type { ProductAction, ProductDeleted } from "../../../wire/products.ts";

/** Reads the product form from multipart (docs/product.md) or JSON (no image), checking the image by its content. */
async function readProductForm(
  c: Context<SessionEnv>,
): Promise<ProductFormInput & { image: NewProductImage | null }> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    let body: Record<string, unknown>;
    try {
      // The commission is read from its JSON text, so it rounds from the decimals written, not from a double.
      body = parseJsonExact(await c.req.text(), [
        "commissionPercent",
      ]) as Record<
        string,
        unknown
      >;
    } catch {
      throw apiError("INVALID_JSON", "The request body is not valid JSON");
    }
    if (!body || typeof body !== "object") {
      throw apiError("VALIDATION_ERROR", "Send the product as an object.");
    }
    const text = (v: unknown) => (typeof v === "number" ? String(v) : v);
    return {
      ...body,
      commissionPercent: text(body.commissionPercent),
      image: null,
    };
  }
  if (
    !type.startsWith("multipart/form-data") &&
    !type.startsWith("application/x-www-form-urlencoded")
  ) {
    throw apiError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the product as multipart/form-data.",
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
  const image = await readUploadedImage(form.image);
  return {
    title: field("title"),
    description: field("description"),
    commissionPercent: field("commissionPercent"),
    refundPolicy: field("refundPolicy"),
    allowedDomains: field("allowedDomains"),
    visibility: field("visibility"),
    trafficSources: field("trafficSources"),
    destinationUrl: field("destinationUrl"),
    joinPolicy: field("joinPolicy"),
    autoApprove: field("autoApprove"),
    image,
  };
}

/** The product router; mount with app.route("/api", createProductRoutes(ctx, services.products)). */
export function createProductRoutes(
  ctx: AppContext,
  { reader: products, uow, clock, payouts }: ProductServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get("/products", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const session = c.get("session");
    const mine = await payouts.forAffiliate(session.userId, clock.now());
    return c.json(
      (await products.list()).map((p) => ({
        ...productJson(p, session.role === "admin"),
        goals: (mine?.offers.get(p.id) ?? []).map(myGoalJson),
      })),
    );
  });

  app.post("/products", ctx.auth.requireAdmin, async (c) => {
    const form = await readProductForm(c);
    const result = await createProduct({ uow }, {
      ...form,
      adminId: c.get("session").userId,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(
      {
        message: "Product added successfully!",
        product: productJson(result.value),
      } satisfies ProductAction,
      201,
    );
  });

  app.put("/products/:id", ctx.auth.requireAdmin, async (c) => {
    const id = parseIdParam(c, "id");
    const form = await readProductForm(c);
    const result = await updateProduct({ uow, clock }, {
      ...form,
      id,
      adminId: c.get("session").userId,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(
      {
        message: "Product updated successfully!",
        product: productJson(result.value),
      } satisfies ProductAction,
    );
  });

  app.delete("/products/:id", ctx.auth.requireAdmin, async (c) => {
    const id = parseIdParam(c, "id");
    const result = await deleteProduct({ uow }, {
      id,
      adminId: c.get("session").userId,
    });
    if (!result.ok) throw answerError(result.error);
    // The redirect cache may hold links of this product; they stop working within its short TTL anyway.
    return c.json(
      {
        message: "Product deleted successfully!",
        id,
      } satisfies ProductDeleted,
    );
  });

  return app;
}
