/** Product images served from the host root at the product's imageUrl, cached for a year (URLs are content-addressed). */
import { Hono } from "hono";
import type { ProductReader } from "../../../domain/products/product_repos.ts";
import { errorResponse } from "../api_error.ts";

const FILE = /^(\d{1,15})-([0-9a-f]{4,64})\.(jpg|png|webp)$/;

/** The image router; mount with app.route("/", createProductImageRoutes(services.products.reader)). */
export function createProductImageRoutes(
  products: Pick<ProductReader, "getImage">,
): Hono {
  const app = new Hono();
  app.get("/images/products/:file", async (c) => {
    const match = FILE.exec(c.req.param("file"));
    const image = match ? await products.getImage(Number(match[1])) : null;
    if (!image || image.sha256 !== match![2]) {
      return errorResponse("NOT_FOUND", "Image not found", {}, 404);
    }
    return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": image.contentType,
        "cache-control": "public, max-age=31536000, immutable",
        "content-length": String(image.bytes.length),
      },
    });
  });
  return app;
}
