import assert from "node:assert/strict";
import {
  checkDeepLinkUrl,
  normalizeAllowedDomain,
  readAllowedDomains,
} from "./allowed_domains.ts";
import {
  ALLOWED_PAGES,
  OPEN_REDIRECT_PAYLOADS,
} from "./open_redirect_payloads.ts";

const ALLOWED = ["shop.example.pk", "*.kamai-shop.pk"];

Deno.test("allowed domains are stored lower case, IDN as punycode; anything else is refused", () => {
  assert.equal(normalizeAllowedDomain(" Shop.Example.PK "), "shop.example.pk");
  assert.equal(normalizeAllowedDomain("*.Kamai-Shop.pk"), "*.kamai-shop.pk");
  const idn = normalizeAllowedDomain("دکان.pk");
  assert.match(idn!, /^xn--[a-z0-9-]+\.pk$/);
  assert.ok(checkDeepLinkUrl("https://دکان.pk/x", [idn!]).ok);
  for (
    const bad of [
      "https://shop.pk",
      "shop.pk/path",
      "shop.pk:8080",
      "localhost",
      "127.0.0.1",
      "*",
      "*.",
      "a..b",
      "user@shop.pk",
      "",
    ]
  ) {
    assert.equal(normalizeAllowedDomain(bad), null, bad);
  }
  const read = readAllowedDomains(
    "shop.example.pk, *.kamai-shop.pk\nshop.example.pk",
  );
  assert.deepEqual(read.ok && read.value, ALLOWED);
  assert.equal(readAllowedDomains(["shop.pk", 3]).ok, false);
});

Deno.test("a deep link leads only to an allowed domain: every open-redirect payload is refused", () => {
  for (const page of ALLOWED_PAGES) {
    const checked = checkDeepLinkUrl(page, ALLOWED);
    assert.ok(checked.ok, page);
    assert.equal(
      new URL(checked.value).hostname.endsWith("shop.example.pk") ||
        new URL(checked.value).hostname.endsWith("kamai-shop.pk"),
      true,
    );
  }
  for (const payload of OPEN_REDIRECT_PAYLOADS) {
    const checked = checkDeepLinkUrl(payload, ALLOWED);
    assert.equal(checked.ok, false, payload);
    // Decoded once more (what a double-encoded `to` becomes), still refused.
    let decoded = payload;
    try {
      decoded = decodeURIComponent(payload);
    } catch { /* not encoded */ }
    assert.equal(checkDeepLinkUrl(decoded, ALLOWED).ok, false, decoded);
  }
  assert.equal(checkDeepLinkUrl("https://shop.example.pk/", []).ok, false);
});
