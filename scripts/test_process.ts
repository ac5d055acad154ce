/** Test helper: runs main.ts as its own process (as a platform would) and reads the port it listens on. */

/** A Kamai process started by a test. */
export interface KamaiProcess {
  child: Deno.ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and waits for the exit code. */
  stop(signal?: Deno.Signal): Promise<number>;
  /** Kills the process if it still runs (finally blocks). */
  kill(): Promise<void>;
}

/** Starts `deno run -A main.ts` in `cwd` with exactly `env` (plus PATH and HOME), waiting until it listens. */
export async function startKamaiProcess(options: {
  cwd: string;
  env: Record<string, string>;
  /** Flags before main.ts; default ["-A"]. */
  flags?: string[];
  timeoutMs?: number;
}): Promise<KamaiProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", ...(options.flags ?? ["-A"]), "main.ts"],
    cwd: options.cwd,
    clearEnv: true,
    env: {
      PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin",
      HOME: Deno.env.get("HOME") ?? "/tmp",
      ...(Deno.env.get("DENO_DIR")
        ? { DENO_DIR: Deno.env.get("DENO_DIR")! }
        : {}),
      ...options.env,
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const chunks: string[] = [];
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    for await (const text of stream.pipeThrough(new TextDecoderStream())) {
      chunks.push(text);
    }
  };
  const drained = Promise.all([drain(child.stdout), drain(child.stderr)]);
  let exited = false;
  const status = child.status.then((s) => {
    exited = true;
    return s;
  });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let port = 0;
  while (!port) {
    port = Number(chunks.join("").match(/listening on port (\d+)/)?.[1] ?? 0);
    if (port) break;
    if (exited || Date.now() > deadline) {
      if (!exited) child.kill("SIGKILL");
      await status;
      await drained;
      throw new Error(`main.ts did not start:\n${chunks.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => chunks.join(""),
    async stop(signal = "SIGTERM") {
      if (!exited) child.kill(signal);
      const s = await status;
      await drained;
      return s.code;
    },
    async kill() {
      if (!exited) {
        try {
          child.kill("SIGKILL");
        } catch {
          // already gone
        }
      }
      await status;
      await drained;
    },
  };
}
