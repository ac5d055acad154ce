import assert from "node:assert/strict";
import {
  DEFAULT_SHARE_MESSAGE,
  fileStem,
  qrPath,
  qrSvg,
  readShareMessage,
  saveShareMessage,
  SHARE_MESSAGE_KEY,
  shareText,
  whatsAppUrl,
} from "./share.ts";

const subject = { title: "Freelancing Course", link: "https://k.pk/go/ab12" };

Deno.test("shareText fills {title} and {link}, and appends the link when the message has none", () => {
  assert.equal(
    shareText(DEFAULT_SHARE_MESSAGE, subject),
    "Have a look at Freelancing Course: https://k.pk/go/ab12",
  );
  assert.equal(
    shareText("Bhai ye dekho!", subject),
    "Bhai ye dekho! https://k.pk/go/ab12",
  );
  assert.equal(
    shareText("{link} — {title} {link}", subject),
    "https://k.pk/go/ab12 — Freelancing Course https://k.pk/go/ab12",
  );
});

Deno.test("shareText adds a coupon's code unless the message places it", () => {
  const coupon = { ...subject, code: "ALI10" };
  assert.equal(
    shareText("Buy {title}: {link}", coupon),
    "Buy Freelancing Course: https://k.pk/go/ab12\nCoupon code: ALI10",
  );
  assert.equal(
    shareText("Use {code} at {link}", coupon),
    "Use ALI10 at https://k.pk/go/ab12",
  );
});

Deno.test("whatsAppUrl carries the whole text, encoded", () => {
  const url = whatsAppUrl("Dekho & buy: https://k.pk/go/ab12?x=1\nCode: A");
  assert.ok(url.startsWith("https://wa.me/?text="));
  assert.equal(
    new URL(url).searchParams.get("text"),
    "Dekho & buy: https://k.pk/go/ab12?x=1\nCode: A",
  );
});

Deno.test("the message is kept per browser; empty or default goes back to the default", () => {
  localStorage.clear();
  assert.equal(readShareMessage(), DEFAULT_SHARE_MESSAGE);
  saveShareMessage("  Mera link: {link}  ");
  assert.equal(localStorage.getItem(SHARE_MESSAGE_KEY), "Mera link: {link}");
  assert.equal(readShareMessage(), "Mera link: {link}");
  saveShareMessage("   ");
  assert.equal(localStorage.getItem(SHARE_MESSAGE_KEY), null);
  assert.equal(readShareMessage(), DEFAULT_SHARE_MESSAGE);
});

Deno.test("qrPath draws one rectangle per run of dark modules; qrSvg wraps it on white", () => {
  const m = [[true, true, false], [false, false, true], [false, false, false]];
  assert.equal(qrPath(m), "M0 0h2v1h-2zM2 1h1v1h-1z");
  const svg = qrSvg(m);
  assert.match(svg, /viewBox="0 0 3 3"/);
  assert.match(svg, /<rect width="3" height="3" fill="#fff"\/>/);
  assert.match(svg, /<path d="M0 0h2v1h-2zM2 1h1v1h-1z" fill="#000"\/>/);
});

Deno.test("fileStem keeps letters, digits, - and _", () => {
  assert.equal(fileStem("ab12XY"), "ab12XY");
  assert.equal(fileStem("EID/50% off"), "EID-50-off");
  assert.equal(fileStem("///"), "link");
});
