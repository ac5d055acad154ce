/** The API reference page: the OpenAPI document rendered on the server as plain HTML (no script, so the CSP holds). */
import { escapeHtml } from "../../mail/templates/render_email.ts";
import type { Json } from "./openapi_document.ts";

const STYLE = `
body{font-family:Inter,system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:72rem;margin:0 auto;padding:1.5rem}h1{margin:0 0 .25rem}
section{margin:2rem 0}h2{border-bottom:1px solid #cbd5e1;padding-bottom:.25rem}
details{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;margin:.5rem 0;padding:.5rem .75rem}
summary{cursor:pointer}code,pre{font:13px/1.45 ui-monospace,monospace}pre{white-space:pre-wrap;
background:#f1f5f9;padding:.5rem;border-radius:.375rem;overflow:auto}
.m{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase}
.get{color:#0369a1}.post{color:#15803d}.put,.patch{color:#b45309}.delete{color:#b91c1c}
.lock{color:#64748b;font-size:.875rem}a{color:#2563eb}
nav{display:flex;flex-wrap:wrap;gap:.25rem .75rem}nav a{margin:0}
code,h1,p,li{overflow-wrap:anywhere}pre{overflow-wrap:anywhere;max-width:100%}
@media (max-width:40rem){main{padding:1rem .75rem}details{padding:.5rem}}`;

const pretty = (value: unknown) =>
  `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const anchor = (ref: string) => ref.replace("#/components/schemas/", "schema-");

/** Turns $ref strings in a pretty-printed schema into links to the schema's section. */
function schemaHtml(schema: unknown): string {
  return pretty(schema).replace(
    /&quot;(#\/components\/schemas\/(\w+))&quot;/g,
    (_m, ref: string, name: string) =>
      `&quot;<a href="#${anchor(ref)}">${name}</a>&quot;`,
  );
}

function access(security: Json[] | undefined): string {
  const names = (security ?? []).flatMap((s) => Object.keys(s));
  if (names.includes("bearerAuth")) return "Bearer token";
  if (names.includes("conversionsSignature")) return "Kamai-Signature header";
  if (names.includes("metricsToken")) return "METRICS_TOKEN bearer token";
  return "Public";
}

function operationHtml(method: string, path: string, op: Json): string {
  const parts: string[] = [];
  if (op.description) {
    parts.push(`<p>${escapeHtml(String(op.description))}</p>`);
  }
  const parameters = (op.parameters ?? []) as Json[];
  if (parameters.length) {
    parts.push(
      `<h4>Parameters</h4><ul>${
        parameters.map((p) =>
          `<li><code>${escapeHtml(String(p.name))}</code> (${p.in}${
            p.required ? ", required" : ""
          }) <code>${escapeHtml(JSON.stringify(p.schema))}</code>${
            p.description ? ` ${escapeHtml(String(p.description))}` : ""
          }</li>`
        ).join("")
      }</ul>`,
    );
  }
  const body = op.requestBody as Json | undefined;
  if (body) {
    for (const [media, content] of Object.entries(body.content as Json)) {
      parts.push(
        `<h4>Body <code>${escapeHtml(media)}</code>${
          body.required ? "" : " (optional)"
        }</h4>${schemaHtml((content as Json).schema)}`,
      );
    }
  }
  parts.push("<h4>Responses</h4>");
  for (const [status, answer] of Object.entries(op.responses as Json)) {
    const a = answer as Json;
    const content = a.content as Json | undefined;
    const json = content?.["application/json"] as Json | undefined;
    const media = content ? Object.keys(content).join(", ") : "";
    parts.push(
      `<p><strong>${status}</strong> ${escapeHtml(String(a.description))}${
        media && !json ? ` <code>${escapeHtml(media)}</code>` : ""
      }${
        a.headers
          ? ` · headers: ${
            Object.keys(a.headers as Json).map((h) =>
              `<code>${escapeHtml(h)}</code>`
            ).join(", ")
          }`
          : ""
      }</p>${json ? schemaHtml(json.schema) : ""}`,
    );
  }
  return `<details id="${
    escapeHtml(String(op.operationId))
  }"><summary><span class="m ${method}">${method}</span> <code>${
    escapeHtml(path)
  }</code> ${escapeHtml(String(op.summary))} <span class="lock">· ${
    access(op.security as Json[])
  }</span></summary>${parts.join("\n")}</details>`;
}

/** Renders the whole reference: operations grouped by tag, then every shared schema. */
export function renderReferencePage(doc: Json): string {
  const info = doc.info as Json;
  const tags = doc.tags as { name: string; description: string }[];
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const components = doc.components as Json;
  const schemas = components.schemas as Record<string, Json>;
  const sections = tags.map((tag, i) => {
    const ops = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => (op.tags as string[])[0] === tag.name)
        .map(([method, op]) => operationHtml(method, path, op))
    );
    return `<section id="tag-${i}"><h2>${escapeHtml(tag.name)}</h2><p>${
      escapeHtml(tag.description)
    }</p>${ops.join("\n")}</section>`;
  });
  const schemaSections = Object.entries(schemas).map(([name, schema]) =>
    `<details id="schema-${escapeHtml(name)}"><summary><code>${
      escapeHtml(name)
    }</code></summary>${schemaHtml(schema)}</details>`
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${
    escapeHtml(String(info.title))
  } reference</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(String(info.title))}</h1>
<p>${escapeHtml(String(info.description))}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${
    escapeHtml(String(doc.openapi))
  }). Signed-in calls send <code>Authorization: Bearer &lt;token&gt;</code>; postbacks send <code>Kamai-Signature</code>.</p>
<nav>${
    tags.map((t, i) => `<a href="#tag-${i}">${escapeHtml(t.name)}</a>`).join("")
  }<a href="#schemas">Schemas</a></nav>
${sections.join("\n")}
<section id="schemas"><h2>Schemas</h2>${schemaSections.join("\n")}</section>
</main></body></html>`;
}
