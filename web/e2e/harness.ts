/** Browser-test harness: a real Kamai (PGlite in memory, port 0) and Debian's Chromium driven by playwright-core. */
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
} from "playwright-core";
import { type RunningKamai, startKamai } from "../../adapters/bootstrap.ts";
import { discardLog } from "../../adapters/observability/json_log.ts";
import type { AppConfig } from "../../adapters/config.ts";
import { solveCaptchaChallenge } from "../../adapters/captcha/solve_for_tests.ts";
import { migratedSnapshot } from "../../adapters/postgres/test_databases.ts";
import { TEST_ALTCHA_WORK } from "../../adapters/captcha/altcha_challenge.ts";
import {
  createArgon2PasswordHasher,
  TEST_ARGON2_PARAMS,
} from "../../adapters/crypto/argon2_password_hasher.ts";

/** The admin account the harness app is started with. */
export const E2E_ADMIN = {
  email: "admin@kamai.test",
  password: "admin-pass-123",
} as const;

/** Where Chromium is expected (override with CHROME_PATH); the benches drive this one. */
export const CHROMIUM_PATH = Deno.env.get("CHROME_PATH") ?? "/usr/bin/chromium";

/**
 * What the browser tests drive: CHROME_PATH, else Debian's headless shell (the same Blink without the browser's
 * own UI, about a quarter to two fifths less CPU for the same tests, docs/CONVENTIONS.md "Browser tests"), else
 * Chromium itself.
 */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/** Chromium's flags for the tests and benches (no sandbox: root in containers). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const WEB_DIST = new URL("../dist/", import.meta.url);

/** One app and one browser for a test file. */
export interface E2e {
  app: RunningKamai;
  /** http://localhost:<port> */
  url: string;
  browser: Browser;
  /** A fresh browser context (own local storage) with one page. */
  newPage(
    options?: { javaScriptEnabled?: boolean; width?: number },
  ): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** The development config of the harness app. */
export function e2eConfig(): AppConfig {
  return {
    port: 0,
    appEnv: "development",
    publicUrl: "http://localhost:0",
    databaseUrl: null,
    dataDir: ":memory:",
    jwtSecret: null,
    adminEmail: E2E_ADMIN.email,
    adminPassword: E2E_ADMIN.password,
    altchaHmacKey: null,
    recaptchaSecret: null,
    recaptchaSiteKey: null,
    mailersendApiKey: null,
    mailFrom: null,
    conversionsSecret: null,
    webDistDir: WEB_DIST.pathname.replace(/\/$/, ""),
  };
}

async function exists(path: string | URL): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Launches Chromium; fails (never skips) with a clear message when it is missing. */
export async function launchChromium(): Promise<Browser> {
  const path = Deno.env.get("CHROME_PATH") ??
    (await exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
  if (!(await exists(path))) {
    const where = Deno.env.get("CI")
      ? "CI must provide it"
      : "install it to run the browser tests";
    throw new Error(
      `Chromium not found at ${path}: ${where} (apt-get install chromium-headless-shell, or set CHROME_PATH).`,
    );
  }
  return await chromium.launch({
    executablePath: path,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** Starts the app and the browser for one test file. */
export async function startE2e(
  options: {
    config?: Partial<AppConfig>;
    /** The import job worker's pause between passes (null: only the test's `pass` calls run jobs). */
    importJobPollMs?: number | null;
  } = {},
): Promise<E2e> {
  if (!(await exists(new URL("pages/home.html", WEB_DIST)))) {
    throw new Error(
      "web/dist is not built with its pre-rendered pages: run `deno task build` first.",
    );
  }
  const config = { ...e2eConfig(), ...options.config };
  const app = await startKamai(config, {
    publicUrlFromPort: true,
    // The cheapest argon2id cost, as API test apps use (adapters/http/test_app.ts).
    passwordHasher: createArgon2PasswordHasher(TEST_ARGON2_PARAMS),
    // And the captcha asks almost no work, in the browser's widget as in API calls.
    captchaWork: TEST_ALTCHA_WORK,
    log: discardLog,
    importJobPollMs: options.importJobPollMs,
    // The migrated snapshot the API tests share: each file skips PGlite's initdb and every migration.
    pgliteSnapshot: !config.databaseUrl && config.dataDir === ":memory:"
      ? await migratedSnapshot()
      : undefined,
  });
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await app.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  return {
    app,
    url: app.url,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: app.url,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        viewport: { width: options.width ?? 1280, height: 900 },
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await app.close();
    },
  };
}

/** One mail of the development outbox. */
export interface OutboxMail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Reads the development outbox (newest first). */
export async function readOutbox(url: string): Promise<OutboxMail[]> {
  const res = await fetch(`${url}/api/dev/mail`);
  if (!res.ok) throw new Error(`GET /api/dev/mail answered ${res.status}`);
  return await res.json();
}

/** Waits for the newest mail to `to` whose text holds a link under `pathPrefix`, and returns that link. */
export async function waitForMailLink(
  url: string,
  to: string,
  pathPrefix: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(url)).find((m) =>
      m.to.toLowerCase().includes(to.toLowerCase())
    );
    const link = mail ? extractLink(mail.text, pathPrefix) : null;
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `no mail to ${to} with a ${pathPrefix} link within ${timeoutMs} ms`,
  );
}

/** The first http(s) link in `text` whose path starts with `pathPrefix`, or null. */
export function extractLink(text: string, pathPrefix: string): string | null {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0];
  }
  return null;
}

/** A solved captcha payload for API calls (what the widget would put in recaptchaToken). */
export async function solveCaptcha(url: string): Promise<string> {
  const res = await fetch(`${url}/api/captcha/challenge`);
  if (!res.ok) {
    throw new Error(`GET /api/captcha/challenge answered ${res.status}`);
  }
  return await solveCaptchaChallenge(await res.json());
}

/** A JSON answer of the API. */
export interface JsonAnswer {
  status: number;
  // deno-lint-ignore no-explicit-any
  body: any;
}

async function postJson(
  url: string,
  path: string,
  body: unknown,
): Promise<JsonAnswer> {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Registers an account through the API (captcha solved); throws unless 201. */
export async function registerViaApi(
  url: string,
  user: { name: string; email: string; password: string },
) {
  const res = await postJson(url, "/api/auth/register", {
    ...user,
    recaptchaToken: await solveCaptcha(url),
  });
  if (res.status !== 201) {
    throw new Error(
      `register answered ${res.status}: ${JSON.stringify(res.body)}`,
    );
  }
  return res.body as { message: string };
}

/** Logs in through the API (captcha solved) and returns status and body. */
export async function loginViaApi(
  url: string,
  email: string,
  password: string,
) {
  return await postJson(url, "/api/auth/login", {
    email,
    password,
    recaptchaToken: await solveCaptcha(url),
  });
}

/** Registers and verifies an account through the API; returns its session. */
export async function createVerifiedUser(
  url: string,
  user: { name: string; email: string; password: string },
) {
  await registerViaApi(url, user);
  const link = await waitForMailLink(url, user.email, "/verify/");
  const token = new URL(link).pathname.split("/").pop()!;
  const res = await fetch(`${url}/api/auth/verify/${token}`);
  if (!res.ok) throw new Error(`verify answered ${res.status}`);
  return await res.json() as { token: string; role: string; approved: boolean };
}

/** Clicks the real ALTCHA widget on the page and waits until it reports verified. */
export async function solveCaptchaWidget(page: Page): Promise<void> {
  // The widget draws its tick (an SVG) over the native checkbox, which would take a click meant
  // for the box; its label ("I'm not a robot") toggles the box the way a person's click does.
  // The widget loads once the form is touched; a person reaching for the box touches it.
  // A touch before the app has replaced the pre-rendered page reaches no listener, so touch until it loads.
  const deadline = Date.now() + 30_000;
  while (await page.locator("altcha-widget").count() === 0) {
    if (Date.now() > deadline) throw new Error("the captcha never loaded");
    await page.locator(".captcha").dispatchEvent("pointerdown");
    await page.locator("altcha-widget").waitFor({ timeout: 1000 }).catch(
      () => {},
    );
  }
  await page.locator("altcha-widget label").click();
  await page.locator('.captcha[data-state="verified"]').waitFor({
    timeout: 30_000,
  });
}

/** Logs in on /login the way a person does (including the captcha). */
export async function loginViaUi(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await solveCaptchaWidget(page);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Stores a session in the page's local storage (the page must be on the app's origin). */
export async function setSession(
  page: Page,
  session: { token: string; role: string; approved: boolean | string },
): Promise<void> {
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("role", s.role);
    localStorage.setItem("approved", String(s.approved));
  }, session);
}

/** Waits until the page's path is `path`. */
export async function waitForPath(
  page: Page,
  path: string,
  timeout = 15_000,
): Promise<void> {
  await page.waitForURL((u) => u.pathname === path, { timeout });
}

/**
 * Starts timing, in the page's own clock, from when `text` first appears to the next
 * client-side navigation; `read()` gives the milliseconds between them (null until both happened).
 * A busy test machine only delays when the test notices either moment, never the page's timer.
 */
export async function timeTextToNavigation(
  page: Page,
  text: string,
): Promise<{ read(): Promise<number | null> }> {
  await page.evaluate((needle) => {
    // deno-lint-ignore no-explicit-any
    const w = globalThis as any;
    const times: { shown?: number; navigated?: number } = {};
    w.__kamaiTiming = times;
    const observer = new w.MutationObserver(() => {
      if (w.document.body.textContent.includes(needle)) {
        times.shown ??= w.performance.now();
        observer.disconnect();
      }
    });
    observer.observe(w.document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    for (const method of ["pushState", "replaceState"]) {
      const original = w.history[method].bind(w.history);
      w.history[method] = (...args: unknown[]) => {
        if (times.shown !== undefined) times.navigated ??= w.performance.now();
        return original(...args);
      };
    }
  }, text);
  return {
    read: () =>
      page.evaluate(() => {
        // deno-lint-ignore no-explicit-any
        const t = (globalThis as any).__kamaiTiming;
        return t?.shown !== undefined && t?.navigated !== undefined
          ? t.navigated - t.shown
          : null;
      }),
  };
}

/** Calls the API as `token` with a JSON body; answers the parsed JSON and throws on any status other than 2xx. */
export async function callApi(
  e2e: E2e,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  // deno-lint-ignore no-explicit-any
): Promise<any> {
  const res = await fetch(`${e2e.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** What a signed-in page is: `width` px wide (default 1280), in `language`, and the session's `approved` (default true). */
export interface SignedInOptions {
  width?: number;
  /** The browser's remembered language, the `kamai_lang` cookie (docs/i18n.md); absent: none remembered. */
  language?: "en" | "ur";
  approved?: boolean;
}

/** A new page and its context signed in as `token` (the language cookie first, then the session set on an app page). */
export async function newSignedInPage(
  e2e: E2e,
  token: string,
  role: "user" | "admin",
  options: SignedInOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await e2e.newPage({ width: options.width });
  if (options.language) {
    await context.addCookies([{
      name: "kamai_lang",
      value: options.language,
      url: e2e.url,
    }]);
  }
  await page.goto("/unauthorized");
  await setSession(page, { token, role, approved: options.approved ?? true });
  return { context, page };
}

/** A new page signed in as `token` (see newSignedInPage), `width` px wide and in `language` if given, opened at `path`. */
export async function openSignedIn(
  e2e: E2e,
  token: string,
  role: "user" | "admin",
  path: string,
  width?: number,
  language?: "en" | "ur",
): Promise<Page> {
  const { page } = await newSignedInPage(e2e, token, role, {
    width,
    language,
  });
  await page.goto(path);
  return page;
}
