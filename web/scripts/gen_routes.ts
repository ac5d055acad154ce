/** Writes src/routeTree.gen.ts from src/routes (what the Vite plugin does at build time), for type-checking. */
import { Generator, getConfig } from "@tanstack/router-generator";
import { routerOptions } from "../router_options.ts";

if (import.meta.main) {
  const root = new URL("..", import.meta.url).pathname;
  Deno.chdir(root);
  const generator = new Generator({
    config: getConfig(routerOptions, root),
    root,
  });
  await generator.run();
}
