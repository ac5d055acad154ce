/** TanStack Router generator options, shared by the Vite plugin and scripts/gen_routes.ts. */
export const routerOptions = {
  target: "react" as const,
  routesDirectory: "./src/routes",
  generatedRouteTree: "./src/routeTree.gen.ts",
  autoCodeSplitting: true,
  // Deno resolves imports by their full file name.
  addExtensions: true,
  quoteStyle: "double" as const,
  semicolons: true,
};
