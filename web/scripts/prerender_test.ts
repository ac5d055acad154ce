import assert from "node:assert/strict";
import {
  appEntry,
  appStylesheet,
  bootScript,
  composeDocument,
  inertFormControls,
  landingStylesheet,
  PRERENDER_PAGES,
  renderRoute,
} from "./prerender.ts";

const shell = `<!doctype html><html><head><title>Kamai</title>
<script type="module" crossorigin src="/assets/main-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="stylesheet" crossorigin href="/assets/main-1.css">
</head><body><div id="root"></div></body></html>`;

const page = (name: string) => PRERENDER_PAGES.find((p) => p.name === name)!;

Deno.test("the landing document has no script and links only the landing stylesheet", () => {
  const html = composeDocument(
    shell,
    "<main>hi</main>",
    page("home"),
    "/assets/landing-1.css",
  );
  assert.ok(html.includes('<div id="root"><main>hi</main></div>'));
  assert.ok(!html.includes("<script"));
  assert.ok(!html.includes("modulepreload"));
  assert.ok(!html.includes("main-1.css"));
  assert.ok(
    html.includes('<link rel="stylesheet" href="/assets/landing-1.css">'),
  );
});

Deno.test("the Urdu landing preloads its fonts before its stylesheet", () => {
  const html = composeDocument(
    shell,
    "<main>ہیلو</main>",
    page("ur"),
    "/assets/landing-2.css",
    ["/assets/naskh-400.woff2"],
  );
  const preload =
    '<link rel="preload" href="/assets/naskh-400.woff2" as="font" type="font/woff2" crossorigin>';
  assert.ok(html.includes(preload));
  assert.ok(
    html.indexOf(preload) <
      html.indexOf('<link rel="stylesheet" href="/assets/landing-2.css">'),
  );
});

Deno.test("auth documents keep the SPA module script and the app stylesheet", () => {
  const html = composeDocument(
    shell,
    "<form></form>",
    page("login"),
    "/assets/landing-1.css",
  );
  assert.ok(
    html.includes('<script type="module" crossorigin src="/assets/main-1.js">'),
  );
  assert.ok(html.includes("main-1.css"));
  assert.ok(html.includes("<title>Log in · Kamai</title>"));
});

Deno.test("auth documents start the app from the boot script, after their first paint", () => {
  assert.equal(appEntry(shell), "/assets/main-1.js");
  const html = composeDocument(
    shell,
    "<form></form>",
    page("login"),
    "/assets/landing-1.css",
    [],
    "/assets/boot-1.js",
  );
  assert.ok(
    html.includes('<script type="module" src="/assets/boot-1.js"></script>'),
  );
  assert.ok(
    !html.includes("main-1.js"),
    "the entry loads from the boot script",
  );
  assert.ok(!html.includes("modulepreload"));
  assert.ok(html.includes("main-1.css"), "the app stylesheet stays");
  const boot = bootScript("/assets/main-1.js");
  assert.match(boot, /import\("\/assets\/main-1\.js"\)/);
  assert.match(boot, /requestAnimationFrame\(\(\) => setTimeout\(start\)\)/);
});

Deno.test("auth documents preload their own font subsets, declared after the app's faces", () => {
  assert.equal(appStylesheet(shell), "/assets/main-1.css");
  const html = composeDocument(
    shell,
    "<form></form>",
    page("ur/login"),
    "/assets/landing-1.css",
    ["/assets/naskh-400-sub.woff2"],
    "/assets/boot-1.js",
    "/assets/fonts-ur-login.css",
  );
  const app = html.indexOf('href="/assets/main-1.css"');
  const preload = html.indexOf(
    '<link rel="preload" href="/assets/naskh-400-sub.woff2" as="font" type="font/woff2" crossorigin>',
  );
  const overlay = html.indexOf(
    '<link rel="stylesheet" href="/assets/fonts-ur-login.css">',
  );
  assert.ok(app > 0 && preload > app && overlay > preload, html);
});

Deno.test("landingStylesheet reads the manifest entry", () => {
  assert.equal(
    landingStylesheet({
      "src/styles/landing_entry.css": { file: "assets/landing-9.css" },
    }),
    "/assets/landing-9.css",
  );
  assert.throws(() => landingStylesheet({}));
});

Deno.test("routes render to script-free HTML with their content", async () => {
  const landing = await renderRoute("/");
  for (
    const id of [
      "home",
      "commission",
      "payouts",
      "no-approval",
      "how-it-works",
      "perfect-for",
      "contact",
    ]
  ) {
    assert.ok(landing.includes(`id="${id}"`), id);
  }
  const login = await renderRoute("/login");
  assert.ok(login.includes("Forgot your password?"));
  assert.ok(!/<script/i.test(landing + login));
});

Deno.test("pre-rendered login form takes no input until the app is live", async () => {
  const markup = inertFormControls(await renderRoute("/login"));
  const controls = markup.match(/<(input|button|select|textarea)\b[^>]*>/gi) ??
    [];
  assert.ok(controls.length >= 3, "the login form has its fields and button");
  for (const control of controls) {
    assert.match(control, /\sdisabled=""/);
  }
  assert.match(markup, /Email/);
});

Deno.test("Urdu documents are right to left and link their English twins both ways", () => {
  const urdu = page("ur/login");
  assert.equal(urdu.path, "/login");
  assert.equal(urdu.title, "لاگ اِن · کمائی");
  const html = composeDocument(
    shell,
    "<form></form>",
    urdu,
    "/assets/landing-1.css",
  );
  assert.ok(html.includes('<html lang="ur" dir="rtl">'));
  assert.ok(
    html.includes('<link rel="alternate" hreflang="en" href="/login">'),
  );
  assert.ok(
    html.includes('<link rel="alternate" hreflang="ur" href="/ur/login">'),
  );
  const english = composeDocument(
    shell,
    "<form></form>",
    page("login"),
    "/assets/landing-1.css",
  );
  assert.ok(english.includes('<html lang="en" dir="ltr">'));
  assert.ok(
    english.includes('<link rel="alternate" hreflang="ur" href="/ur/login">'),
  );
  assert.deepEqual(
    PRERENDER_PAGES.map((p) => p.name),
    [
      "home",
      "login",
      "register",
      "forgot-password",
      "ur",
      "ur/login",
      "ur/register",
      "ur/forgot-password",
    ],
  );
});

Deno.test("the Urdu landing page renders from the Urdu catalogue", async () => {
  const html = await renderRoute("/", "ur");
  assert.ok(
    html.includes("پاکستان میں 50% کمیشن") || html.includes("50% کمیشن"),
  );
  assert.ok(html.includes('href="/ur/register"'));
  assert.ok(!html.includes("Join Kamai free"));
});
