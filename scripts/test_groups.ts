/**
 * The groups `deno task test` runs (docs/CONVENTIONS.md "Test groups"): every test file of the project, found as
 * `deno test` finds them, imported by exactly one group module under `.test_groups/`, so the files of a group share
 * one isolate. Each isolate of `deno test --parallel` loads the app's modules and starts PGlite's WebAssembly once;
 * a file per isolate paid that for every one of 291 files. A file still runs alone with `deno test FILE`.
 * Usage: deno run -A scripts/test_groups.ts [output folder, default .test_groups]
 */
import { walk } from "./walk_sources.ts";

/**
 * Folders whose tests `deno task test` leaves out: the web's own run under its config (web/e2e/web_units_test.ts).
 * Installed packages and builds (node_modules, dist) are never walked (walk_sources.ts).
 */
const LEFT_OUT = ["web/src/", "web/scripts/"];

/** How `deno test` names a test file. */
const TEST_FILE = /^([^/]*[_.])?test\.(ts|tsx|mts|js|mjs|jsx)$/;

/**
 * Files that run in a group of their own, first: the long browser walks (mostly waiting on the browser, so they
 * overlap the CPU-bound groups instead of ending the run alone) and the tests that measure this process's memory.
 */
export const ALONE = [
  "web/e2e/accessibility_test.ts",
  "web/e2e/menu_pages_fit_test.ts",
  "web/e2e/urdu_admin_rtl_test.ts",
  "web/e2e/stats_answer_test.ts",
  "web/e2e/urdu_rtl_test.ts",
  "adapters/http/bounded_memory_test.ts",
];

/**
 * Folders whose tests run first, in this order (processes of their own, whole apps); the rest (the domain's unit
 * tests, quick) come last, so the run does not end on one long group while the other cores idle.
 */
const HEAVY_FIRST = ["scripts/", "adapters/http/", "adapters/"];

/** Most files in one group: browser files are long, so fewer of them share a group. */
const FILES_PER_GROUP = { browser: 3, other: 8 };

/** One group module: its file name and the test files it imports (paths from the project's root). */
export interface TestGroup {
  name: string;
  files: string[];
}

/** The test files under `root`, as paths from it, sorted. */
export async function testFiles(root: URL): Promise<string[]> {
  const files: string[] = [];
  for await (const url of walk(root, TEST_FILE)) {
    const path = url.pathname.slice(root.pathname.length);
    if (path.startsWith(".test_groups/")) continue;
    if (LEFT_OUT.some((dir) => path.startsWith(dir))) continue;
    files.push(path);
  }
  return files.sort();
}

/**
 * Splits the files into groups: the ALONE files one each, the rest in runs of at most FILES_PER_GROUP in path
 * order (neighbours share their fixtures' modules), HEAVY_FIRST's folders first; browser groups and the others
 * alternate, the long walks first, so the four parallel runs mix waiting on a browser with work.
 */
export function testGroups(files: string[]): TestGroup[] {
  const isBrowser = (f: string) => f.startsWith("web/e2e/");
  const alone = ALONE.filter((f) => files.includes(f));
  const rest = files.filter((f) => !ALONE.includes(f));
  const runs = (list: string[], size: number) =>
    Array.from(
      { length: Math.ceil(list.length / size) },
      (_, i) => list.slice(i * size, (i + 1) * size),
    );
  const browser = [
    ...alone.filter(isBrowser).map((f) => [f]),
    ...runs(rest.filter(isBrowser), FILES_PER_GROUP.browser),
  ];
  const first = (f: string) => {
    const at = HEAVY_FIRST.findIndex((dir) => f.startsWith(dir));
    return at === -1 ? HEAVY_FIRST.length : at;
  };
  const other = [
    ...alone.filter((f) => !isBrowser(f)).map((f) => [f]),
    ...runs(
      rest.filter((f) => !isBrowser(f)).sort((a, b) =>
        first(a) - first(b) || (a < b ? -1 : 1)
      ),
      FILES_PER_GROUP.other,
    ),
  ];
  const ordered: string[][] = [];
  for (let i = 0; i < Math.max(browser.length, other.length); i++) {
    if (other[i]) ordered.push(other[i]);
    if (browser[i]) ordered.push(browser[i]);
  }
  return ordered.map((group, i) => ({
    name: `g${String(i).padStart(3, "0")}_${
      group[0].replace(/_test\.[a-z]+$/, "").replaceAll("/", "_")
    }_test.ts`,
    files: group,
  }));
}

/** The module of one group: an import per file. */
export function groupModule(group: TestGroup, depth: number): string {
  const up = "../".repeat(depth);
  return group.files.map((f) => `import "${up}${f}";\n`).join("");
}

if (import.meta.main) {
  const root = new URL("../", import.meta.url);
  const out = Deno.args[0] ?? ".test_groups";
  const dir = new URL(`${out.replace(/\/$/, "")}/`, root);
  await Deno.remove(dir, { recursive: true }).catch(() => {});
  await Deno.mkdir(dir, { recursive: true });
  const groups = testGroups(await testFiles(root));
  const depth = out.split("/").filter(Boolean).length;
  for (const group of groups) {
    await Deno.writeTextFile(
      new URL(group.name, dir),
      groupModule(group, depth),
    );
  }
  const files = groups.reduce((n, g) => n + g.files.length, 0);
  console.log(
    `test_groups: ${files} test files in ${groups.length} groups under ${out}/`,
  );
}
