/** axe-core in the browser tests: injects the real axe into a page (and its frames) and reports serious or critical violations. */
import axe from "axe-core";
import type { Frame, Page } from "playwright-core";

/** One axe violation, trimmed to what a failure message needs. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors and failure summaries of the offending nodes (first few). */
  nodes: string[];
}

// `source` is the script axe ships for injection; the typings leave it out.
const AXE_SOURCE: string = (axe as unknown as { source: string }).source;

/** Impacts that fail the accessibility bar of issue 6. */
const BLOCKING = new Set(["serious", "critical"]);

async function scanFrame(
  frame: Frame,
  blockingOnly: boolean,
): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so a Content-Security-Policy without inline scripts does not block it.
  const loaded = await frame.evaluate(() => "axe" in globalThis);
  if (!loaded) await frame.evaluate(AXE_SOURCE);
  return await frame.evaluate(async (blockingOnly) => {
    // deno-lint-ignore no-explicit-any
    const axe = (globalThis as any).axe;
    const run = axe.run as (
      context: unknown,
      options: unknown,
    ) => Promise<
      {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
      }
    >;
    // Frames are scanned one by one from the test, so axe must not wait for them itself.
    const doc = (globalThis as unknown as { document: unknown }).document;
    // A rule's finding is as serious as the most serious of its checks: a rule none of whose checks can be serious
    // or critical can never fail a page, so a blocking-only scan leaves it out (its findings would be dropped).
    const order = ["minor", "moderate", "serious", "critical"];
    const rules: Record<string, { enabled: boolean }> = {};
    if (blockingOnly) {
      for (
        const rule of axe._audit.rules as {
          id: string;
          impact?: string;
          any: (string | { id: string })[];
          all: (string | { id: string })[];
          none: (string | { id: string })[];
        }[]
      ) {
        const impacts = [...rule.any, ...rule.all, ...rule.none].map((c) =>
          order.indexOf(
            axe._audit.data.checks[typeof c === "string" ? c : c.id]?.impact,
          )
        );
        if (rule.impact) impacts.push(order.indexOf(rule.impact));
        // A check without a known impact keeps its rule in.
        if (impacts.length > 0 && impacts.every((i) => i === 0 || i === 1)) {
          rules[rule.id] = { enabled: false };
        }
      }
    }
    // Only violations are read: passes and the rest carry one node each instead of all (axe's resultTypes).
    const result = await run(doc, {
      iframes: false,
      resultTypes: ["violations"],
      rules,
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) =>
        `${n.target.join(" ")}: ${
          (n.failureSummary ?? "").replace(/\s+/g, " ")
        }`
      ),
    }));
  }, blockingOnly);
}

/** Runs axe on the page and every frame in it; returns all violations (a frame's are prefixed with its address). */
export async function axeViolations(
  page: Page,
  options: { blockingOnly?: boolean } = {},
): Promise<AxeViolation[]> {
  const blockingOnly = options.blockingOnly ?? false;
  const found: AxeViolation[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const inFrame = frame === page.mainFrame()
      ? await withTimeout(scanFrame(frame, blockingOnly), frame.url())
      : await scanChildFrame(page, frame, blockingOnly);
    found.push(
      ...inFrame.map((v) =>
        frame === page.mainFrame()
          ? v
          : { ...v, nodes: v.nodes.map((n) => `[frame ${frame.url()}] ${n}`) }
      ),
    );
  }
  return found;
}

// A sandboxed frame without allow-scripts runs no script at all, not even the test's, so its document is scanned on a page of its own.
async function scanChildFrame(
  page: Page,
  frame: Frame,
  blockingOnly: boolean,
): Promise<AxeViolation[]> {
  const element = await frame.frameElement();
  const sandbox = await element.getAttribute("sandbox");
  if (sandbox === null || sandbox.split(/\s+/).includes("allow-scripts")) {
    return await withTimeout(scanFrame(frame, blockingOnly), frame.url());
  }
  const srcdoc = await element.getAttribute("srcdoc");
  if (srcdoc === null) {
    throw new Error(
      `cannot scan the script-less frame ${frame.url()}: it has no srcdoc`,
    );
  }
  const alone = await page.context().newPage();
  try {
    await alone.setContent(srcdoc);
    return await withTimeout(
      scanFrame(alone.mainFrame(), blockingOnly),
      frame.url(),
    );
  } finally {
    await alone.close();
  }
}

// A frame that never answers must fail the test with its address, not hang it.
async function withTimeout<T>(work: Promise<T>, where: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`axe did not finish in 30 s on ${where}`)),
      30_000,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The serious and critical violations only (the ones that fail a page). */
export async function blockingAxeViolations(
  page: Page,
): Promise<AxeViolation[]> {
  return (await axeViolations(page, { blockingOnly: true })).filter((v) =>
    v.impact !== null && BLOCKING.has(v.impact)
  );
}

/** Formats violations for a failure message, one rule per paragraph. */
export function describeViolations(
  where: string,
  violations: AxeViolation[],
): string {
  return [
    `${where}: ${violations.length} serious/critical axe violation(s)`,
    ...violations.map((v) =>
      `- [${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.join("\n    ")}`
    ),
  ].join("\n");
}

/** Fails with the list of serious or critical axe violations on the page, if any. */
export async function assertNoSeriousAxeViolations(
  page: Page,
  where: string,
): Promise<void> {
  const violations = await blockingAxeViolations(page);
  if (violations.length > 0) {
    throw new Error(describeViolations(where, violations));
  }
}
