/** A strict reader of the Prometheus text exposition format (0.0.4), for tests and the multi-instance checks. */

/** One sample: metric name, labels, value. */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|\+Inf|-Inf|NaN))$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)"/g;
const TYPE =
  /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/;

/** Parses `text`; throws naming the first line that is not a comment, a TYPE/HELP line or a sample of a typed metric. */
export function parsePrometheusText(text: string): PromSample[] {
  if (!text.endsWith("\n")) throw new Error("the text must end with a newline");
  const typed = new Map<string, string>();
  const samples: PromSample[] = [];
  for (const [i, line] of text.slice(0, -1).split("\n").entries()) {
    if (line.startsWith("# TYPE ")) {
      const m = TYPE.exec(line);
      if (!m) throw new Error(`line ${i + 1}: bad TYPE: ${line}`);
      if (typed.has(m[1])) {
        throw new Error(`line ${i + 1}: ${m[1]} typed twice`);
      }
      typed.set(m[1], m[2]);
      continue;
    }
    if (line.startsWith("#")) continue;
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`line ${i + 1}: not a sample: ${line}`);
    const name = m[1];
    const family = typed.has(name)
      ? name
      : name.replace(/_(bucket|sum|count)$/, "");
    if (!typed.has(family)) {
      throw new Error(`line ${i + 1}: ${name} has no TYPE line before it`);
    }
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[2] ?? "").matchAll(LABEL)) {
      labels[key] = value.replace(/\\(.)/g, (_, c) => (c === "n" ? "\n" : c));
    }
    samples.push({
      name,
      labels,
      value: m[3] === "+Inf"
        ? Infinity
        : m[3] === "-Inf"
        ? -Infinity
        : Number(m[3]),
    });
  }
  return samples;
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(
  samples: PromSample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find((s) =>
    s.name === name &&
    Object.entries(labels).every(([k, v]) => s.labels[k] === v)
  )?.value;
}
