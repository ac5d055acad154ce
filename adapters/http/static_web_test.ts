import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compressDist } from "../../web/scripts/compress_dist.ts";
import { chooseCoding, createStaticWeb, languageStep } from "./static_web.ts";

Deno.test("a browser that chose Urdu is sent to the Urdu twin of a pre-rendered page", () => {
  assert.deepEqual(languageStep("/login", undefined, "kamai_lang=ur"), {
    redirect: "/ur/login",
  });
  assert.deepEqual(languageStep("/", undefined, "a=1; kamai_lang=ur"), {
    redirect: "/ur",
  });
  // Signed-in screens have no Urdu address: the app switches them itself.
  assert.deepEqual(languageStep("/dashboard", undefined, "kamai_lang=ur"), {});
});

Deno.test("an explicit language choice is remembered and wins over the cookie", () => {
  assert.deepEqual(languageStep("/ur/register", undefined, undefined), {
    remember: "ur",
  });
  assert.deepEqual(languageStep("/ur", undefined, "kamai_lang=ur"), {});
  assert.deepEqual(languageStep("/login", "en", "kamai_lang=ur"), {
    remember: "en",
  });
  assert.deepEqual(languageStep("/login", undefined, "kamai_lang=en"), {});
  assert.deepEqual(languageStep("/login", undefined, undefined), {});
});

Deno.test("chooseCoding prefers brotli, then gzip, and honours q=0", () => {
  assert.equal(chooseCoding("gzip, deflate, br, zstd"), "br");
  assert.equal(chooseCoding("gzip"), "gzip");
  assert.equal(chooseCoding("br;q=0, gzip;q=0.5"), "gzip");
  assert.equal(chooseCoding("*"), "br");
  assert.equal(chooseCoding("identity"), null);
  assert.equal(chooseCoding(undefined), null);
});

Deno.test("text files go out compressed once, fonts as they are", async () => {
  const dist = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dist}/assets`);
    await Deno.mkdir(`${dist}/pages`);
    const script = "export const x = 1;\n".repeat(200);
    await Deno.writeTextFile(`${dist}/assets/main-1.js`, script);
    await Deno.writeFile(`${dist}/assets/f-1.woff2`, new Uint8Array(4096));
    await Deno.writeTextFile(`${dist}/index.html`, "<div id=root></div>");
    await Deno.writeTextFile(
      `${dist}/pages/login.html`,
      "<p>Log in</p>".repeat(200),
    );
    const app = new Hono();
    app.use("*", createStaticWeb({ distDir: dist, cacheInMemory: false }));
    const get = (path: string, acceptEncoding?: string) =>
      app.request(path, {
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });

    const br = await get("/assets/main-1.js", "gzip, br");
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.equal(br.headers.get("vary"), "Accept-Encoding");
    const brBytes = new Uint8Array(await br.arrayBuffer());
    assert.ok(brBytes.length < script.length / 10);
    assert.equal(
      new TextDecoder().decode(brotliDecompressSync(brBytes)),
      script,
    );

    const gz = await get("/login", "gzip");
    assert.equal(gz.headers.get("content-encoding"), "gzip");
    assert.equal(gz.headers.get("vary"), "Cookie, Accept-Encoding");
    assert.equal(
      new TextDecoder().decode(
        gunzipSync(new Uint8Array(await gz.arrayBuffer())),
      ),
      "<p>Log in</p>".repeat(200),
    );

    const plain = await get("/assets/main-1.js");
    assert.equal(plain.headers.get("content-encoding"), null);
    assert.equal(await plain.text(), script);

    const font = await get("/assets/f-1.woff2", "br");
    assert.equal(font.headers.get("content-encoding"), null);
    assert.equal((await font.arrayBuffer()).byteLength, 4096);
  } finally {
    await Deno.remove(dist, { recursive: true });
  }
});

Deno.test("the build's compressed twins go out as they are; a stale twin is not used", async () => {
  const dist = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dist}/assets`);
    await Deno.mkdir(`${dist}/pages`);
    const script = "export const y = 2;\n".repeat(200);
    await Deno.writeTextFile(`${dist}/assets/app-2.js`, script);
    await Deno.writeTextFile(`${dist}/index.html`, "<div id=root></div>");
    const page = "<p>Register</p>".repeat(200);
    await Deno.writeTextFile(`${dist}/pages/register.html`, page);
    assert.equal(await compressDist(dist), 2);
    // The page is rebuilt without the compression step: its twin is now older than the page.
    const fresh = "<p>Register now</p>".repeat(200);
    await new Promise((r) => setTimeout(r, 20));
    await Deno.writeTextFile(`${dist}/pages/register.html`, fresh);
    const app = new Hono();
    app.use("*", createStaticWeb({ distDir: dist, cacheInMemory: false }));

    const twin = await Deno.readFile(`${dist}/assets/app-2.js.br`);
    const br = await app.request("/assets/app-2.js", {
      headers: { "accept-encoding": "br" },
    });
    const sent = new Uint8Array(await br.arrayBuffer());
    assert.deepEqual(sent, twin);
    assert.equal(new TextDecoder().decode(brotliDecompressSync(sent)), script);

    const gz = await app.request("/register", {
      headers: { "accept-encoding": "gzip" },
    });
    assert.equal(
      new TextDecoder().decode(
        gunzipSync(new Uint8Array(await gz.arrayBuffer())),
      ),
      fresh,
    );
  } finally {
    await Deno.remove(dist, { recursive: true });
  }
});

Deno.test("pre-rendered pages' hreflang links are absolute with the public URL, compressed or not", async () => {
  const dist = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dist}/pages/ur`, { recursive: true });
    await Deno.writeTextFile(`${dist}/index.html`, "<div id=root></div>");
    const links = (prefix: string) =>
      `<link rel="alternate" hreflang="en" href="${prefix}/login">` +
      `<link rel="alternate" hreflang="ur" href="${prefix}/ur/login">` +
      `<link rel="alternate" hreflang="x-default" href="${prefix}/login">`;
    const page = `<head>${links("")}</head>${"<p>Log in</p>".repeat(200)}`;
    await Deno.writeTextFile(`${dist}/pages/login.html`, page);
    await Deno.writeTextFile(`${dist}/pages/ur/login.html`, page);
    // The build's twins hold the relative links; they must not go out.
    assert.equal(await compressDist(dist), 2);
    const app = new Hono();
    app.use(
      "*",
      createStaticWeb({
        distDir: dist,
        cacheInMemory: true,
        publicUrl: "https://kamai.example/",
      }),
    );
    const expected = page.replace(links(""), links("https://kamai.example"));
    for (const path of ["/login", "/ur/login"]) {
      assert.equal(await (await app.request(path)).text(), expected);
      const br = await app.request(path, {
        headers: { "accept-encoding": "br" },
      });
      assert.equal(br.headers.get("content-encoding"), "br");
      assert.equal(
        new TextDecoder().decode(
          brotliDecompressSync(new Uint8Array(await br.arrayBuffer())),
        ),
        expected,
      );
    }
  } finally {
    await Deno.remove(dist, { recursive: true });
  }
});
