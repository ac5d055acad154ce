/**
 * Every text the web app shows comes from the catalogues (issue 14): this scan fails on literal English in TSX,
 * in JSX text and in the string props people read or hear (aria-label, placeholder, title, label, hint, …).
 * Screens not converted yet are listed in PENDING; a listed file that no longer has English fails too, so the
 * list only shrinks.
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";

const SRC = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");

/** Admin screens whose texts are not in the catalogues yet (docs/i18n.md, "Not done yet"). */
const PENDING = new Set<string>([]);

/** Literal texts that are the same in every language: amounts on the landing page's examples. */
const ALLOWED = [/^Rs\. [\d,]+$/];

/** Props whose value a person reads or hears. */
const PROPS =
  /\s(aria-label|placeholder|title|label|hint|subtitle|emptyText|caption|alt|text)="([^"]*)"/g;
/** Text between a closing ">" and the next "<" (JSX text; type arguments are told apart below). */
const TEXT = />([^<>{}]*)</g;

/** Literal English of one TSX source. */
export function literalEnglish(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  const english = (text: string) =>
    /[A-Za-z]{2,}/.test(text) && !ALLOWED.some((re) => re.test(text));
  for (const m of code.matchAll(PROPS)) {
    if (english(m[2])) found.push(`${m[1]}="${m[2]}"`);
  }
  for (const m of code.matchAll(TEXT)) {
    const text = m[1].trim().replace(/\s+/g, " ");
    // Code between type arguments and comparisons: operators, calls, or a lone identifier ("api<T>(…)").
    if (/[=;()]|=>|&&|^[:?!]/.test(text)) continue;
    if (/^(new )?Promise$|^[a-z]\w*$/.test(text)) continue;
    // The next key of an object literal whose values are elements (`{ total: <Money … />, count: … }`).
    if (/^,\s*[a-z]\w*:$/.test(text)) continue;
    if (english(text)) found.push(text);
  }
  return found;
}

async function tsxFiles(dir: string, base = ""): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory) {
      files.push(...await tsxFiles(`${dir}/${entry.name}`, rel));
    } else if (rel.endsWith(".tsx") && !rel.endsWith("_test.tsx")) {
      files.push(rel);
    }
  }
  return files.sort();
}

Deno.test("the scan finds literal English in text and in props, and not in t() calls or code", () => {
  assert.deepEqual(
    literalEnglish(
      `<p>Hello there</p><Field label="Name" hint={t("x")} /><b>{t("a.b")}</b>`,
    ),
    ['label="Name"', "Hello there"],
  );
  assert.deepEqual(
    literalEnglish(`const x = api<Item[]>("/a"); if (a > b && c < d) {}`),
    [],
  );
  assert.deepEqual(literalEnglish(`<span>Rs. 5,000</span><i>{n}</i>`), []);
});

Deno.test("no TSX outside the pending list shows literal English", async () => {
  const leaks: Record<string, string[]> = {};
  const stale: string[] = [];
  for (const file of await tsxFiles(SRC)) {
    const found = literalEnglish(await Deno.readTextFile(`${SRC}/${file}`));
    if (PENDING.has(file)) {
      if (found.length === 0) stale.push(file);
    } else if (found.length > 0) leaks[file] = found;
  }
  assert.deepEqual(leaks, {}, "literal English: move it to a catalogue");
  assert.deepEqual(stale, [], "converted: remove these from PENDING");
});
