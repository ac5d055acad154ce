/** The client behind trusted proxies: Forwarded (RFC 7239) or X-Forwarded-For read right to left. */
import {
  formatIp,
  inRanges,
  type IpAddress,
  type IpRange,
  parseCidr,
  parseIp,
} from "./ip_address.ts";

/** Parses TRUSTED_PROXIES-style CIDRs; the entries that are not a CIDR are returned as `invalid`. */
export function parseTrustedProxies(
  cidrs: readonly string[],
): { ranges: IpRange[]; invalid: string[] } {
  const ranges: IpRange[] = [];
  const invalid: string[] = [];
  for (const cidr of cidrs) {
    const range = parseCidr(cidr);
    if (range) ranges.push(range);
    else invalid.push(cidr);
  }
  return { ranges, invalid };
}

/** The `for=` nodes of a Forwarded header, first hop first; a hop without one is null. */
function forwardedFor(header: string): (string | null)[] {
  const hops: (string | null)[] = [];
  // Commas separate hops and semicolons pairs; neither appears inside the quoted values Kamai reads.
  for (const element of header.split(",")) {
    let node: string | null = null;
    for (const pair of element.split(";")) {
      const eq = pair.indexOf("=");
      if (eq < 0) continue;
      if (pair.slice(0, eq).trim().toLowerCase() !== "for") continue;
      node = pair.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
    }
    hops.push(node);
  }
  return hops;
}

/** An address from a forwarded node: "1.2.3.4", "1.2.3.4:80", "[2001:db8::1]:80", "2001:db8::1"; else null. */
function nodeAddress(node: string | null): IpAddress | null {
  if (node === null) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(node);
  if (bracketed) return parseIp(bracketed[1]);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(node);
  return parseIp(v4WithPort ? v4WithPort[1] : node);
}

/**
 * The client address of a request whose direct peer is `peer`. Only when the peer is one of `trusted` are the
 * forwarding headers read: Forwarded when present, else X-Forwarded-For, from the right (the hop nearest
 * to us) leftwards, skipping trusted proxies; the first address outside them is the client. An entry that is
 * not an address ("unknown", an obfuscated node) stops the walk at the last trusted hop, since what lies
 * left of it was written by someone we do not trust.
 */
export function forwardedClient(
  peer: string | null,
  headers: Headers,
  trusted: readonly IpRange[],
): string | null {
  if (peer === null) return null;
  const peerIp = parseIp(peer);
  if (!peerIp) return peer;
  let client = peerIp;
  if (trusted.length > 0 && inRanges(peerIp, trusted)) {
    const forwarded = headers.get("forwarded");
    const hops = forwarded !== null
      ? forwardedFor(forwarded)
      : (headers.get("x-forwarded-for") ?? "").split(",").map((h) => h.trim())
        .filter((h) => h !== "");
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = nodeAddress(hops[i]);
      if (!hop) break;
      client = hop;
      if (!inRanges(hop, trusted)) break;
    }
  }
  return formatIp(client);
}
