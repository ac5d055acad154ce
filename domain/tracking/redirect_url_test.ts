import assert from "node:assert/strict";
import { withClickId } from "./redirect_url.ts";

Deno.test("withClickId replaces the {click_id} placeholder, else adds a click_id parameter", () => {
  assert.equal(
    withClickId("https://shop.pk/p?ref={click_id}", "c1"),
    "https://shop.pk/p?ref=c1",
  );
  assert.equal(
    withClickId("https://shop.pk/p", "c1"),
    "https://shop.pk/p?click_id=c1",
  );
  assert.equal(
    withClickId("https://shop.pk/p?a=1#top", "c 2"),
    "https://shop.pk/p?a=1&click_id=c+2#top",
  );
});
