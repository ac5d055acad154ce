/** Import cycles among the project's own modules: the relative-import graph (type-only imports too) and its cycles. */
import { dirname, join, relative, resolve } from "node:path";

/** Module path (relative to the root) → the modules it imports. */
export type ImportGraph = Map<string, string[]>;

const CODE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
// import … from S, import type … from S, export … from S, import S (multi-line braces included); S is a string slot.
const STATIC_IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'"`;()]*?\bfrom\s*)?"#(\d+)"/g;
// import(S) with a literal specifier: lazily loaded modules are part of the graph too.
const DYNAMIC_IMPORT = /\bimport\s*\(\s*"#(\d+)"\s*\)/g;
const TOKENS =
  /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** The import-map prefixes that name the project's own folders (web/deno.json and import_map.json declare them alike). */
export const ALIASES: Record<string, string> = {
  "@/": "web/src/",
  "@wire/": "wire/",
  "@domain/": "domain/",
};

/** `specifier` as a path relative to the root when it starts with one of ALIASES, else undefined. */
function unalias(specifier: string): string | undefined {
  for (const [prefix, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(prefix)) {
      return folder + specifier.slice(prefix.length);
    }
  }
  return undefined;
}

/** The relative and aliased (ALIASES) specifiers `source` imports or re-exports, statically or through import() of a literal. */
export function relativeImports(source: string): string[] {
  // Strings become numbered slots and comments blanks, so text inside either never reads as an import.
  const strings: string[] = [];
  const code = source.replace(TOKENS, (match, literal: string | undefined) => {
    if (literal === undefined) return match.replace(/[^\n]/g, " ");
    strings.push(literal.slice(1, -1));
    return `"#${strings.length - 1}"`;
  });
  const found: string[] = [];
  for (
    const match of [
      ...code.matchAll(STATIC_IMPORT),
      ...code.matchAll(DYNAMIC_IMPORT),
    ]
  ) {
    const specifier = strings[Number(match[1])];
    if (/^\.{1,2}\//.test(specifier) || unalias(specifier) !== undefined) {
      found.push(specifier);
    }
  }
  return found;
}

/** Walks every code module reachable from `entries` (paths relative to `root`) through relative and aliased imports. */
export async function importGraph(
  root: string,
  entries: string[],
): Promise<ImportGraph> {
  const graph: ImportGraph = new Map();
  const pending = entries.map((entry) => resolve(root, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    const key = relative(root, file);
    if (graph.has(key)) continue;
    let source: string;
    try {
      source = await Deno.readTextFile(file);
    } catch (error) {
      // A generated module that is not built yet (web/src/routeTree.gen.ts) is a leaf, not a failure.
      if (error instanceof Deno.errors.NotFound) {
        graph.set(key, []);
        continue;
      }
      throw error;
    }
    const targets = relativeImports(source)
      .filter((specifier) => CODE.test(specifier))
      .map((specifier) => {
        const aliased = unalias(specifier);
        return aliased === undefined
          ? join(dirname(file), specifier)
          : resolve(root, aliased);
      });
    graph.set(key, targets.map((target) => relative(root, target)));
    pending.push(...targets);
  }
  return graph;
}

/** Every cycle of `graph` as its strongly connected component (a module importing itself counts), sorted. */
export function findCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  // Tarjan's algorithm, with an explicit stack so deep graphs cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
