import assert from "node:assert/strict";
import {
  fontFacesOnly,
  fontFaceWoff2Urls,
  fontFamilyOf,
  landingGlyphs,
  rewriteFontFaces,
  subsetLandingFonts,
  unicodeRange,
} from "./landing_fonts.ts";

const FACE =
  '@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:400;src:url(/assets/inter-latin-400-normal-AAAAAAAA.woff2)format("woff2"),url(/assets/inter-latin-400-normal-BBBBBBBB.woff)format("woff");unicode-range:U+0000-00FF}';

Deno.test("landingGlyphs takes the body's text with entities decoded, plus printable ASCII", () => {
  const glyphs = landingGlyphs(
    '<html><head><title>Kamai · x</title></head><body><p title="ü">Rs.&#x27;5&amp;–©</p></body></html>',
  );
  assert.ok(glyphs.includes("–"));
  assert.ok(glyphs.includes("©"));
  assert.ok(glyphs.includes("'"));
  assert.ok(!glyphs.includes("·"), "the head's title is not page text");
  assert.ok(!glyphs.includes("ü"), "attribute values are not page text");
  for (const ch of "AZaz09 ~") assert.ok(glyphs.includes(ch));
});

Deno.test("unicodeRange merges runs of code points", () => {
  assert.equal(unicodeRange("abcx©"), "U+61-63,U+78,U+A9");
  assert.equal(unicodeRange("–"), "U+2013");
});

Deno.test("rewriteFontFaces points a face at its subset and narrows its range", () => {
  const css = `body{color:red}${FACE}`;
  assert.deepEqual(fontFaceWoff2Urls(css), [
    "/assets/inter-latin-400-normal-AAAAAAAA.woff2",
  ]);
  const out = rewriteFontFaces(css, [{
    from: "/assets/inter-latin-400-normal-AAAAAAAA.woff2",
    to: "/assets/inter-400-landing-1.woff2",
  }], "U+20-7E");
  assert.ok(out.startsWith("body{color:red}@font-face{"));
  assert.ok(
    out.includes('src:url(/assets/inter-400-landing-1.woff2)format("woff2")'),
  );
  assert.ok(out.includes("unicode-range:U+20-7E"));
  assert.ok(out.includes("font-weight:400"));
  assert.ok(!out.includes(".woff)"), "the woff fallback is dropped");
  assert.ok(!out.includes("U+0000-00FF"));
});

Deno.test("rewriteFontFaces makes the optional families font-display: optional", () => {
  const naskh = FACE.replace(
    "font-family:Inter",
    'font-family:"Noto Naskh Arabic"',
  )
    .replaceAll("inter-latin-400-normal", "naskh-400");
  assert.equal(fontFamilyOf(naskh), "Noto Naskh Arabic");
  assert.equal(fontFamilyOf(FACE), "Inter");
  const out = rewriteFontFaces(
    `${FACE}${naskh}`,
    [
      { from: "/assets/inter-latin-400-normal-AAAAAAAA.woff2", to: "/i.woff2" },
      { from: "/assets/naskh-400-AAAAAAAA.woff2", to: "/n.woff2" },
    ],
    "U+20-7E",
    ["Noto Naskh Arabic"],
  );
  const [inter, urdu] = out.match(/@font-face\{[^}]*\}/g)!;
  assert.ok(inter.includes("font-display:swap"));
  assert.ok(!urdu.includes("font-display:swap"));
  assert.ok(urdu.includes("font-display:optional"));
});

Deno.test("fontFacesOnly keeps the @font-face rules alone", () => {
  assert.equal(fontFacesOnly(`body{color:red}${FACE}.x{}`), FACE);
});

Deno.test("subsetLandingFonts writes a smaller real woff2 and a stylesheet that loads it", async () => {
  const dist = new URL(`file://${await Deno.makeTempDir()}/`);
  try {
    await Deno.mkdir(new URL("assets/", dist));
    const full = await Deno.readFile(
      new URL(
        "../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2",
        import.meta.url,
      ),
    );
    await Deno.writeFile(
      new URL("assets/inter-latin-400-normal-AAAAAAAA.woff2", dist),
      full,
    );
    await Deno.writeTextFile(new URL("assets/landing-1.css", dist), FACE);
    const { stylesheet: cssPath, preload } = await subsetLandingFonts(
      dist,
      "/assets/landing-1.css",
      landingGlyphs("<body>Earn 50%</body>"),
      { optional: ["Inter"] },
    );
    assert.match(cssPath, /^\/assets\/landing-fonts-[0-9a-f]{12}\.css$/);
    const css = await Deno.readTextFile(new URL(`.${cssPath}`, dist));
    const [font] = fontFaceWoff2Urls(css);
    assert.deepEqual(
      preload,
      [font],
      "an optional family's subset is preloaded",
    );
    assert.ok(css.includes("font-display:optional"));
    assert.match(
      font,
      /^\/assets\/inter-latin-400-normal-landing-[0-9a-f]{12}\.woff2$/,
    );
    const subset = await Deno.readFile(new URL(`.${font}`, dist));
    assert.equal(new TextDecoder().decode(subset.slice(0, 4)), "wOF2");
    assert.ok(
      subset.length < full.length * 0.7,
      `subset ${subset.length} B vs full ${full.length} B`,
    );
  } finally {
    await Deno.remove(new URL(dist), { recursive: true });
  }
});
