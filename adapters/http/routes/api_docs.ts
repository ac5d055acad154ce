/** The API's own description (mounted under /api): GET /openapi.json (OpenAPI 3.1) and GET /docs (HTML reference). */
import { Hono } from "hono";
import { buildOpenApiDocument } from "../openapi/openapi_document.ts";
import { renderReferencePage } from "../openapi/reference_page.ts";
import { DOCUMENT_POLICY } from "../security_headers.ts";

/** The docs router; mount with app.route("/api", createApiDocsRoutes(publicUrl, appEnv)). */
export function createApiDocsRoutes(publicUrl: string, appEnv: string): Hono {
  const app = new Hono();
  // Built once per app, on its first request: the document only changes with the code (and lists only what this
  // environment serves), and most starts (tests, short-lived instances) never serve it.
  let doc: ReturnType<typeof buildOpenApiDocument> | null = null;
  let page: string | null = null;
  const document = () => doc ??= buildOpenApiDocument(publicUrl, appEnv);

  app.get("/openapi.json", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(document());
  });

  app.get("/docs", (c) => {
    c.header("Cache-Control", "no-cache");
    // Plain HTML with its own inline stylesheet and no script at all.
    c.header("Content-Security-Policy", DOCUMENT_POLICY);
    return c.html(page ??= renderReferencePage(document()));
  });

  return app;
}
