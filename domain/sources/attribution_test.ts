import assert from "node:assert/strict";
import {
  type AttributionLookup,
  normalizeCouponCode,
  resolveAttribution,
} from "./attribution.ts";

const lookup: AttributionLookup<string> & { asked: string[] } = {
  asked: [],
  byClickId(id) {
    this.asked.push(`click:${id}`);
    return Promise.resolve(id === "c-known" ? "via-click" : null);
  },
  byLinkCode(code) {
    this.asked.push(`link:${code}`);
    return Promise.resolve(code === "L1" ? "via-link" : null);
  },
  byCouponCode(code) {
    this.asked.push(`coupon:${code}`);
    return Promise.resolve(code === "ali10" ? "via-coupon" : null);
  },
};

Deno.test("resolveAttribution: click id, then link code, then coupon codes", async () => {
  assert.deepEqual(
    await resolveAttribution(
      { clickId: "c-known", linkCode: "L1", couponCodes: ["ALI10"] },
      lookup,
    ),
    { by: "click", key: "c-known", target: "via-click" },
  );
  assert.deepEqual(
    await resolveAttribution(
      { linkCode: "L1", couponCodes: ["ALI10"] },
      lookup,
    ),
    { by: "link", key: "L1", target: "via-link" },
  );
  assert.deepEqual(
    await resolveAttribution({ couponCodes: ["other", " Ali10 "] }, lookup),
    { by: "coupon", key: "ali10", target: "via-coupon" },
  );
});

Deno.test("resolveAttribution: an unknown key falls through; none known is unattributed", async () => {
  lookup.asked = [];
  assert.deepEqual(
    await resolveAttribution(
      { clickId: "c-expired", linkCode: "nope", couponCodes: ["ALI10"] },
      lookup,
    ),
    { by: "coupon", key: "ali10", target: "via-coupon" },
  );
  assert.deepEqual(lookup.asked, [
    "click:c-expired",
    "link:nope",
    "coupon:ali10",
  ]);
  assert.equal(
    await resolveAttribution(
      { clickId: "x", couponCodes: ["", "zzz"] },
      lookup,
    ),
    null,
  );
  assert.equal(await resolveAttribution({}, lookup), null);
});

Deno.test("normalizeCouponCode matches codes case-insensitively", () => {
  assert.equal(normalizeCouponCode("  SUMMER-Ali "), "summer-ali");
});
