/** A TCP proxy a test can cut and restore, to take "the database" away without touching the real server. */

/** A running proxy on 127.0.0.1. */
export interface TcpProxy {
  /** The local port clients connect to. */
  port: number;
  /** `url` (a postgres:// URL of the target server) rewritten to go through the proxy. */
  proxiedUrl(url: string): string;
  /** Stops accepting and closes every open connection: clients see resets, then refused connections. */
  cut(): void;
  /**
   * A host that stops answering: open connections stay open but nothing is forwarded any more, and new ones are
   * accepted and left hanging. `restore()` resets the hung connections and forwards again.
   */
  stall(): void;
  /** Accepts connections again on the same port (after `cut()` or `stall()`). */
  restore(): void;
  /** Connections accepted so far (to check that clients really came back). */
  accepted(): number;
  close(): void;
}

/** Starts a proxy forwarding 127.0.0.1:<free port> to `target`. */
export function startTcpProxy(
  target: { hostname: string; port: number },
): TcpProxy {
  const open = new Set<Deno.Conn>();
  let listener: Deno.TcpListener | null = null;
  let port = 0;
  let accepted = 0;
  let stalled = false;
  const hung = new Set<Deno.Conn>();
  // Reads and discards what a hung client sends, so its writes never block.
  const hang = (client: Deno.Conn) => {
    hung.add(client);
    client.readable.pipeTo(new WritableStream()).catch(() => {});
  };

  const upstreams = new Set<Deno.Conn>();
  const pipe = async (from: Deno.Conn, to: Deno.Conn) => {
    try {
      // The proxy closes both sides itself below, so a stalled client's socket is never closed by the pipe.
      await from.readable.pipeTo(to.writable, {
        preventClose: true,
        preventAbort: true,
        preventCancel: true,
      });
    } catch {
      // A cut or a closed peer ends the pipe; the other direction is closed below.
    }
    for (const conn of [from, to]) {
      // A stall closes only the server side: the client's connection stays open, answering nothing.
      if (hung.has(conn)) {
        if (conn === from) {
          from.readable.pipeTo(new WritableStream()).catch(() => {});
        }
        continue;
      }
      closeQuietly(conn, open);
    }
  };

  const serve = async (server: Deno.TcpListener) => {
    for (;;) {
      let client: Deno.TcpConn;
      try {
        client = await server.accept();
      } catch {
        return; // listener closed by cut() or close()
      }
      accepted++;
      if (stalled) {
        hang(client);
        continue;
      }
      open.add(client);
      try {
        const upstream = await Deno.connect(target);
        open.add(upstream);
        upstreams.add(upstream);
        pipe(client, upstream);
        pipe(upstream, client);
      } catch {
        closeQuietly(client, open);
      }
    }
  };

  const listen = () => {
    listener = Deno.listen({ hostname: "127.0.0.1", port });
    port = listener.addr.port;
    serve(listener);
  };
  listen();

  const cut = () => {
    listener?.close();
    listener = null;
    for (const conn of [...open, ...hung]) closeQuietly(conn, open);
    hung.clear();
  };

  return {
    port,
    proxiedUrl(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    cut,
    stall() {
      stalled = true;
      for (const conn of [...open]) {
        if (upstreams.has(conn)) closeQuietly(conn, open);
        else hung.add(conn);
      }
    },
    restore() {
      stalled = false;
      for (const conn of [...hung]) closeQuietly(conn, open);
      hung.clear();
      if (!listener) listen();
    },
    accepted: () => accepted,
    close: cut,
  };
}

function closeQuietly(conn: Deno.Conn, open: Set<Deno.Conn>): void {
  open.delete(conn);
  try {
    conn.close();
  } catch {
    // already closed
  }
}
