/** The port every outbound HTTP call goes through (webhooks, postbacks): one request in, one outcome out. */

/** One call to a receiver's URL. */
export interface OutboundRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

/** Why a call got no answer: the URL, the address it resolved to, the network or the receiver's bytes. */
export type OutboundFailure =
  | "BAD_URL"
  | "REFUSED_ADDRESS"
  | "DNS_FAILED"
  | "CONNECT_FAILED"
  | "TIMEOUT"
  | "PROTOCOL_ERROR";

/** The outcome of one call: the receiver's status and the start of its answer, or why there was none. */
export type OutboundResult =
  | {
    kind: "answered";
    status: number;
    durationMs: number;
    /** The first 1 KB of the answer's body, as text. */
    excerpt: string;
  }
  | {
    kind: "failed";
    reason: OutboundFailure;
    detail: string;
    durationMs: number;
  };

/** Sends one request and never throws: every failure is an outcome. */
export interface OutboundSender {
  send(request: OutboundRequest): Promise<OutboundResult>;
}

/** Whether an outcome counts as delivered: the receiver answered 2xx (a redirect is not followed, so it fails). */
export function isDelivered(result: OutboundResult): boolean {
  return result.kind === "answered" && result.status >= 200 &&
    result.status < 300;
}

/** Whether `text` is a URL a receiver may have: http or https, with a host, at most 2,000 characters. */
export function isOutboundUrl(text: string): boolean {
  if (text.length > 2000) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "";
  } catch {
    return false;
  }
}
