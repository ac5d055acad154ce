/** Builds the web app (deno task build in web/) when web/dist is missing or older than its sources. */

const root = new URL("../", import.meta.url);
const web = new URL("web/", root);
const builtIndex = new URL("dist/index.html", web);
// Everything the build reads: changing any of these makes web/dist stale.
const SOURCES = [
  "src",
  "public",
  "scripts",
  "index.html",
  "vite.config.ts",
  "deno.json",
];

async function mtime(url: URL): Promise<number | null> {
  try {
    return (await Deno.stat(url)).mtime?.getTime() ?? null;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
}

async function newestSource(
  url: URL,
): Promise<{ path: string; time: number } | null> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(url);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
  if (!info.isDirectory) {
    return { path: url.pathname, time: info.mtime?.getTime() ?? 0 };
  }
  // Children resolve against the folder only when its URL ends in "/" ("src" alone would resolve them beside it).
  const dir = url.href.endsWith("/") ? url : new URL(`${url.href}/`);
  let newest: { path: string; time: number } | null = null;
  for await (const entry of Deno.readDir(dir)) {
    const child = await newestSource(new URL(entry.name, dir));
    if (child && (!newest || child.time > newest.time)) newest = child;
  }
  return newest;
}

/** Why a build is needed, or null when web/dist is up to date. */
async function reasonToBuild(): Promise<string | null> {
  const built = await mtime(builtIndex);
  if (built === null) return "web/dist/index.html is missing";
  for (const name of SOURCES) {
    const newest = await newestSource(new URL(name, web));
    if (newest && newest.time > built) {
      return `${
        newest.path.slice(root.pathname.length)
      } changed after the last build`;
    }
  }
  return null;
}

if (await mtime(new URL("deno.json", web)) === null) {
  console.log("ensure_web_build: web/deno.json not found, nothing to build");
} else {
  const reason = await reasonToBuild();
  if (reason === null) {
    console.log("ensure_web_build: web/dist is up to date");
  } else {
    console.log(
      `ensure_web_build: ${reason}; running \`deno task build\` in web/`,
    );
    const { code } = await new Deno.Command(Deno.execPath(), {
      args: ["task", "build"],
      cwd: web,
      stdin: "null",
      stdout: "inherit",
      stderr: "inherit",
    }).output();
    if (code !== 0) {
      console.error(
        `ensure_web_build: the web build failed (exit code ${code})`,
      );
      Deno.exit(code);
    }
    console.log("ensure_web_build: web app built into web/dist");
  }
}
