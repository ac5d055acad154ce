/** TanStack Router generator options, shared by the Vite plugin and scripts/gen_routes.ts. */
export const routerOptions = {
  target: "react" as const,
  routesDirectory: "./src/routes",
  generatedRouteTree: "./src/routeTree.gen.ts",
  autoCodeSplitting: true,
  // Loaders and their page share one lazy chunk, and the pending and error views another, so only each route's
  // search schema stays in the eagerly loaded route tree (the default keeps loader and pendingComponent eager).
  codeSplittingOptions: {
    defaultBehavior: [
      ["loader", "component"],
      ["pendingComponent", "errorComponent", "notFoundComponent"],
    ],
  },
  // Deno resolves imports by their full file name.
  addExtensions: true,
  quoteStyle: "double" as const,
  semicolons: true,
};
