import assert from "node:assert/strict";
import {
  SOURCE_KIND_TABLE,
  SOURCE_KINDS,
  sourceKindLabelKey,
} from "@domain/sources/source_kinds.ts";
import { adminCatalogEn } from "@/i18n/areas/admin_catalog_en.ts";
import { adminCatalogUr } from "@/i18n/areas/admin_catalog_ur.ts";
import { CONNECT_STEPS } from "@/components/SourceConnectPanel.tsx";
import { SOURCE_KIND_OPTIONS } from "./source_connect.ts";

const en: Record<string, string> = adminCatalogEn;
const ur: Record<string, string> = adminCatalogUr.messages;

Deno.test("source kinds: every kind has labels, connect steps and a panel in the web", async () => {
  const panel = await Deno.readTextFile(
    new URL("../components/SourceConnectPanel.tsx", import.meta.url),
  );
  for (const kind of SOURCE_KINDS) {
    const label = sourceKindLabelKey(kind);
    assert.ok(en[label], `${kind}: English label ${label}`);
    assert.ok(ur[label], `${kind}: Urdu label ${label}`);
    assert.equal(typeof CONNECT_STEPS[kind], "function", `${kind}: panel`);
    const steps = SOURCE_KIND_TABLE[kind].connectSteps;
    assert.ok(steps.length > 0, `${kind}: connect steps`);
    for (const key of steps) {
      assert.ok(en[key], `${kind}: English step ${key}`);
      assert.ok(ur[key], `${kind}: Urdu step ${key}`);
      assert.ok(panel.includes(`"${key}"`), `${kind}: the panel shows ${key}`);
    }
  }
});

Deno.test("source kinds: the form offers the creatable kinds, in the table's order", () => {
  assert.deepEqual(
    SOURCE_KIND_OPTIONS.map((o) => o.value),
    SOURCE_KINDS.filter((k) => SOURCE_KIND_TABLE[k].creatable),
  );
  assert.deepEqual(SOURCE_KIND_OPTIONS.map((o) => o.value), [
    "shopify",
    "woocommerce",
    "postback",
  ]);
});
