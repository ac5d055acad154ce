import assert from "node:assert/strict";
import { splitLinks } from "./text_links.ts";

Deno.test("http(s) URLs become links; the rest stays text, and nothing is lost", () => {
  const text =
    "New offer: https://shop.pk/sale?x=1. Details at http://kamai.pk/help, or ask.";
  const parts = splitLinks(text);
  assert.deepEqual(parts, [
    { text: "New offer: " },
    { text: "https://shop.pk/sale?x=1", href: "https://shop.pk/sale?x=1" },
    { text: ". Details at " },
    { text: "http://kamai.pk/help", href: "http://kamai.pk/help" },
    { text: ", or ask." },
  ]);
  assert.equal(parts.map((p) => p.text).join(""), text);
});

Deno.test("other schemes and markup are never links", () => {
  const text = 'javascript:alert(1) <a href="x">y</a> ftp://files.pk';
  assert.deepEqual(splitLinks(text), [{ text }]);
  assert.deepEqual(splitLinks("https:// alone"), [{ text: "https:// alone" }]);
});

Deno.test("an Urdu sentence's full stop stays out of the link", () => {
  assert.deepEqual(splitLinks("دیکھیں https://kamai.pk۔"), [
    { text: "دیکھیں " },
    { text: "https://kamai.pk", href: "https://kamai.pk" },
    { text: "۔" },
  ]);
});
