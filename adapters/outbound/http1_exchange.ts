/**
 * One HTTP/1.1 request and its answer over a connection we opened ourselves (to an address we checked), so no name is
 * resolved again behind our back. The answer is read up to a cap; the connection is always closed afterwards.
 */

/** The parts of an answer an outbound call keeps. */
export interface Http1Answer {
  status: number;
  /** The body's first bytes (chunked encoding removed), at most the cap. */
  body: Uint8Array;
}

/** The request line and headers of one call; `body` is sent with its Content-Length. */
export interface Http1Request {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: Uint8Array;
}

const encoder = new TextEncoder();
const CRLFCRLF = [13, 10, 13, 10];

/** Refuses a header name or value that could split the request (CR, LF, NUL) or is not a token. */
function checkHeader(name: string, value: string): void {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || /[\r\n\0]/.test(value)) {
    throw new Error(`refused header ${JSON.stringify(name)}`);
  }
}

/** The bytes of the request: Host, Connection: close and Content-Length set by us. */
export function encodeRequest(request: Http1Request): Uint8Array {
  const target = `${request.url.pathname || "/"}${request.url.search}`;
  const lines = [
    `${request.method} ${target} HTTP/1.1`,
    `Host: ${request.url.host}`,
    "Connection: close",
    "Accept-Encoding: identity",
  ];
  for (const [name, value] of Object.entries(request.headers)) {
    checkHeader(name, value);
    lines.push(`${name}: ${value}`);
  }
  if (request.body !== undefined) {
    lines.push(`Content-Length: ${request.body.length}`);
  }
  const head = encoder.encode(lines.join("\r\n") + "\r\n\r\n");
  if (request.body === undefined) return head;
  const all = new Uint8Array(head.length + request.body.length);
  all.set(head);
  all.set(request.body, head.length);
  return all;
}

function indexOf(haystack: Uint8Array, needle: number[], from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (haystack[i + j] !== needle[j]) continue outer;
    }
    return i;
  }
  return -1;
}

/** Whether a chunked body has its last (empty) chunk; trailers are not expected, and the peer's close ends it too. */
function chunkedDone(body: Uint8Array): boolean {
  const last = [48, 13, 10, 13, 10];
  const tail = body.subarray(body.length - 7);
  if (body.length === 5) return indexOf(body, last) === 0;
  return body.length > 5 && indexOf(tail, [13, 10, ...last]) === 0;
}

/** Removes chunked framing from what was read; a chunk cut off by the cap keeps what arrived. */
function unchunk(raw: Uint8Array): Uint8Array {
  const out: number[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = indexOf(raw, [13, 10], at);
    if (lineEnd < 0) break;
    const size = parseInt(
      new TextDecoder().decode(raw.subarray(at, lineEnd)).split(";")[0],
      16,
    );
    if (!Number.isFinite(size) || size <= 0) break;
    const start = lineEnd + 2;
    out.push(...raw.subarray(start, Math.min(start + size, raw.length)));
    at = start + size + 2;
  }
  return new Uint8Array(out);
}

/** Parses the head of an answer; throws on anything that is not an HTTP/1.x status line. */
function parseHead(head: string): { status: number; headers: Headers } {
  const [statusLine, ...lines] = head.split("\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(statusLine);
  if (!m) throw new Error("not an HTTP/1.x answer");
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses is not one we read.
    }
  }
  return { status: Number(m[1]), headers };
}

/**
 * Writes `request` on `conn` and reads the answer until it is complete, the peer closes, or `maxBytes` of body have
 * arrived. Throws on a broken connection or a malformed answer; the caller bounds the time by closing `conn`.
 */
export async function exchange(
  conn: Deno.Conn,
  request: Http1Request,
  maxBytes: number,
): Promise<Http1Answer> {
  const bytes = encodeRequest(request);
  for (let written = 0; written < bytes.length;) {
    written += await conn.write(bytes.subarray(written));
  }
  const headLimit = 16 * 1024;
  let buffer = new Uint8Array(0);
  let head: { status: number; headers: Headers } | null = null;
  let bodyStart = 0;
  const chunk = new Uint8Array(16 * 1024);
  while (true) {
    if (head) {
      const body = buffer.subarray(bodyStart);
      const length = head.headers.get("content-length");
      const chunked = /chunked/i.test(
        head.headers.get("transfer-encoding") ?? "",
      );
      if (
        body.length >= maxBytes ||
        (!chunked && length !== null && body.length >= Number(length)) ||
        (chunked && chunkedDone(body)) ||
        head.status === 204 || head.status === 304 || request.method === "HEAD"
      ) break;
    }
    const n = await conn.read(chunk);
    if (n === null) break;
    const next = new Uint8Array(buffer.length + n);
    next.set(buffer);
    next.set(chunk.subarray(0, n), buffer.length);
    buffer = next;
    if (!head) {
      const end = indexOf(buffer, CRLFCRLF);
      if (end < 0) {
        if (buffer.length > headLimit) throw new Error("answer head too long");
        continue;
      }
      head = parseHead(new TextDecoder().decode(buffer.subarray(0, end)));
      bodyStart = end + 4;
    }
  }
  if (!head) throw new Error("the connection closed before an answer");
  let body: Uint8Array = buffer.subarray(bodyStart);
  if (/chunked/i.test(head.headers.get("transfer-encoding") ?? "")) {
    body = unchunk(body);
  }
  return { status: head.status, body: body.subarray(0, maxBytes) };
}
