/** A server started as a child process that prints one JSON line starting with {"port" once it serves. */

/** The child's announced line, parsed, and a promise that ends once its output is drained to the end. */
export interface ServedChild {
  announced: { port: number; pid: number } & Record<string, unknown>;
  drained: Promise<void>;
}

/**
 * Reads `child`'s piped stdout until its {"port" … } line (Kamai may print its own start lines first), then keeps
 * draining it so the pipe never fills. `name` says who exited early in the error.
 */
export async function servedChild(
  child: Deno.ChildProcess,
  name: string,
): Promise<ServedChild> {
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  let found: RegExpExecArray | null = null;
  while (!(found = /^(\{"port".*)$/m.exec(seen))) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${name} exited before serving: ${seen}`);
    seen += value;
  }
  const drained = (async () => {
    while (!(await reader.read().catch(() => ({ done: true }))).done) {
      // discard
    }
  })();
  return { announced: JSON.parse(found[1]), drained };
}
