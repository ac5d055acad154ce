/** Which IP addresses an outbound call may connect to: public unicast only (docs/webhooks.md, "Safe delivery"). */
import ipaddr from "ipaddr.js";

/**
 * Whether `ip` (an IPv4 or IPv6 literal, no brackets) is a public unicast address. ipaddr.js names every special range;
 * only "unicast" passes, which refuses loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16 with the
 * cloud metadata address, fe80::/10), CGNAT (100.64/10), multicast, unspecified, broadcast, reserved and benchmarking
 * ranges, unique-local IPv6 (fc00::/7, with fd00:ec2::254), IPv4-mapped and -translated IPv6 (::ffff:0:0/96,
 * 64:ff9b::/96), 6to4 and Teredo (which embed an IPv4 address).
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.parse(ip);
  return parsed.range() === "unicast";
}

/** The address literal of a URL's hostname ("[::1]" → "::1"), or null when the hostname is a name to resolve. */
export function addressLiteral(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]")
    ? hostname.slice(1, -1)
    : hostname;
  // The URL parser already turned decimal, octal and hex IPv4 forms into dotted quads; this sees only those and IPv6.
  return ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare)
    ? bare
    : null;
}
