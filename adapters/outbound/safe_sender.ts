/**
 * The one sender of every outbound call (webhooks, postbacks): http/https only, the name resolved by us and every
 * address checked, the connection opened to a checked address (so a second DNS answer cannot switch it), no redirect
 * followed, connect and read bounded in time, the answer read up to a cap. docs/webhooks.md, "Safe delivery".
 */
import type {
  OutboundRequest,
  OutboundResult,
  OutboundSender,
} from "../../domain/events/outbound.ts";
import { isOutboundUrl } from "../../domain/events/outbound.ts";
import { exchange } from "./http1_exchange.ts";
import { addressLiteral, isPublicAddress } from "./public_address.ts";

/** Resolves a host name to its IPv4 and IPv6 addresses (the outside world: tests answer with a fake). */
export type Resolver = (hostname: string) => Promise<string[]>;

/** Opens a TCP connection to an address literal (the outside world: tests may route it to a local receiver). */
export type Dialer = (address: string, port: number) => Promise<Deno.TcpConn>;

/** How the sender resolves, connects and bounds its calls. */
export interface SafeSenderOptions {
  resolve?: Resolver;
  dial?: Dialer;
  /** OUTBOUND_ALLOW_PRIVATE: lets tests deliver to a receiver on this machine; refused in production by the config. */
  allowPrivate?: boolean;
  /** Connect plus read, in milliseconds (default 5,000). */
  timeoutMs?: number;
  /** Most bytes of an answer's body read (default 64 KB). */
  maxAnswerBytes?: number;
  /** Bytes of the answer kept for the delivery log (default 1 KB). */
  excerptBytes?: number;
  /** A milliseconds clock for durations (default performance.now). */
  now?: () => number;
}

/** Asks the system's resolver for A and AAAA records; no answer of either kind is an empty list. */
export const systemResolver: Resolver = async (hostname) => {
  const lookups = await Promise.allSettled([
    Deno.resolveDns(hostname, "A"),
    Deno.resolveDns(hostname, "AAAA"),
  ]);
  return lookups.flatMap((l) => l.status === "fulfilled" ? l.value : []);
};

const systemDialer: Dialer = (address, port) =>
  Deno.connect({ hostname: address, port, transport: "tcp" });

class Timeout extends Error {}

/** The sender; every call resolves, checks, connects and reads within the time bound, and never throws. */
export function createSafeSender(
  options: SafeSenderOptions = {},
): OutboundSender {
  const resolve = options.resolve ?? systemResolver;
  const dial = options.dial ?? systemDialer;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxAnswerBytes = options.maxAnswerBytes ?? 64 * 1024;
  const excerptBytes = options.excerptBytes ?? 1024;
  const now = options.now ?? (() => performance.now());
  const allowed = (ip: string) =>
    options.allowPrivate === true || isPublicAddress(ip);

  return {
    async send(request: OutboundRequest): Promise<OutboundResult> {
      const started = now();
      const failed = (
        reason: Extract<OutboundResult, { kind: "failed" }>["reason"],
        detail: string,
      ): OutboundResult => ({
        kind: "failed",
        reason,
        detail,
        durationMs: Math.round(now() - started),
      });
      if (!isOutboundUrl(request.url)) {
        return failed("BAD_URL", "only http and https URLs are sent to");
      }
      const url = new URL(request.url);
      const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
      let conn: Deno.Conn | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let timedOut = false;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          try {
            conn?.close();
          } catch { /* already closed */ }
          reject(new Timeout());
        }, timeoutMs);
      });
      deadline.catch(() => {});
      try {
        const literal = addressLiteral(url.hostname);
        let addresses: string[];
        if (literal !== null) {
          addresses = [literal];
        } else {
          try {
            addresses = await Promise.race([resolve(url.hostname), deadline]);
          } catch (error) {
            if (error instanceof Timeout) throw error;
            return failed("DNS_FAILED", `${url.hostname} did not resolve`);
          }
          if (addresses.length === 0) {
            return failed("DNS_FAILED", `${url.hostname} has no address`);
          }
        }
        // Every answer is checked, not just the first: a name with one public and one private address is refused.
        const refused = addresses.find((a) => !allowed(a));
        if (refused !== undefined) {
          return failed(
            "REFUSED_ADDRESS",
            `${url.hostname} resolves to ${refused}, which is not a public address`,
          );
        }
        let lastError: unknown = null;
        for (const address of addresses) {
          try {
            const dialing = dial(address, port);
            dialing.then((c) => {
              if (timedOut) c.close();
            }, () => {});
            conn = await Promise.race([dialing, deadline]);
            break;
          } catch (error) {
            if (error instanceof Timeout) throw error;
            lastError = error;
          }
        }
        if (conn === null) {
          return failed("CONNECT_FAILED", describe(lastError));
        }
        if (url.protocol === "https:") {
          // The certificate is checked against the URL's name, while the socket stays on the checked address.
          conn = await Promise.race([
            Deno.startTls(conn as Deno.TcpConn, { hostname: url.hostname }),
            deadline,
          ]);
        }
        const answer = await Promise.race([
          exchange(conn, {
            method: request.method,
            url,
            headers: request.headers,
            body: request.body === undefined
              ? undefined
              : new TextEncoder().encode(request.body),
          }, maxAnswerBytes),
          deadline,
        ]);
        return {
          kind: "answered",
          status: answer.status,
          durationMs: Math.round(now() - started),
          excerpt: new TextDecoder().decode(
            answer.body.subarray(0, excerptBytes),
          ),
        };
      } catch (error) {
        if (error instanceof Timeout || timedOut) {
          return failed("TIMEOUT", `no complete answer within ${timeoutMs} ms`);
        }
        return failed(
          conn === null ? "CONNECT_FAILED" : "PROTOCOL_ERROR",
          describe(error),
        );
      } finally {
        clearTimeout(timer);
        try {
          (conn as Deno.Conn | null)?.close();
        } catch { /* already closed */ }
      }
    },
  };
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}
