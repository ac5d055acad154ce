/** A local HTTP receiver of webhooks and postbacks for API tests: records every request, answers what it is told. */

/** One request the receiver got. */
export interface ReceivedCall {
  method: string;
  path: string;
  headers: Headers;
  body: string;
  /** When it arrived (Date.now()). */
  at: number;
}

/** A running receiver on 127.0.0.1 (tests run with OUTBOUND_ALLOW_PRIVATE=true). */
export interface TestReceiver {
  url: string;
  calls: ReceivedCall[];
  /** The status every next request is answered with (default 200). */
  answer(status: number): void;
  /** From the `n`th request on (counting from 0), hold each answer until release(): a receiver stuck mid-call. */
  holdFrom(n: number): void;
  /** Answers every held request and holds no more. */
  release(): void;
  /** How many requests wait on hold now. */
  holding(): number;
  /** Waits until `predicate` holds over the calls (polling), or fails after `ms`. */
  waitFor(
    predicate: (calls: ReceivedCall[]) => boolean,
    ms?: number,
  ): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver on a free loopback port, or on `port` (a receiver back up where it was). */
export function startTestReceiver(
  options: { port?: number } = {},
): TestReceiver {
  const calls: ReceivedCall[] = [];
  let status = 200;
  let holdFrom = Infinity;
  const held: (() => void)[] = [];
  const release = () => {
    holdFrom = Infinity;
    for (const resume of held.splice(0)) resume();
  };
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: options.port ?? 0, onListen() {} },
    async (req) => {
      const url = new URL(req.url);
      const index = calls.length;
      const at = Date.now();
      calls.push({
        at,
        method: req.method,
        path: url.pathname + url.search,
        headers: req.headers,
        body: await req.text(),
      });
      if (index >= holdFrom) {
        await new Promise<void>((resume) => held.push(resume));
      }
      return new Response(status < 300 ? "ok" : "down", { status });
    },
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    calls,
    answer(next) {
      status = next;
    },
    holdFrom(n) {
      holdFrom = n;
    },
    release,
    holding: () => held.length,
    async waitFor(predicate, ms = 10_000) {
      const end = Date.now() + ms;
      while (!predicate(calls)) {
        if (Date.now() > end) {
          throw new Error(
            `receiver: condition not met after ${ms} ms; got ${calls.length} calls: ${
              calls.map((c) => c.body.slice(0, 80)).join(" | ")
            }`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close() {
      release();
      return server.shutdown();
    },
  };
}
