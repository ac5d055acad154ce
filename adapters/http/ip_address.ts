/** IP addresses and CIDR ranges as numbers: parsing, canonical text and range tests for IPv4 and IPv6. */

/** One parsed address: IPv4 as a 32-bit value, IPv6 as a 128-bit value (IPv4-mapped IPv6 counts as IPv4). */
export interface IpAddress {
  version: 4 | 6;
  value: bigint;
}

/** A CIDR range such as 10.0.0.0/8 or 2001:db8::/32. */
export interface IpRange {
  version: 4 | 6;
  /** The network address with the host bits cleared. */
  network: bigint;
  prefix: number;
}

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function parseIpv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => IPV4_PART.test(p))) {
    return null;
  }
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(Number(p)), 0n);
}

function parseIpv6(text: string): bigint | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = parseIpv4(piece);
        if (v4 === null) return null;
        out.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [
    ...head,
    ...Array(halves.length === 2 ? missing : 0).fill(0),
    ...tail,
  ];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

/** Parses an IPv4 or IPv6 address (zone ids dropped); null when `text` is not one. */
export function parseIp(text: string): IpAddress | null {
  const bare = text.trim().replace(/%.*$/, "");
  const v4 = parseIpv4(bare);
  if (v4 !== null) return { version: 4, value: v4 };
  if (!bare.includes(":")) return null;
  const v6 = parseIpv6(bare);
  if (v6 === null) return null;
  // ::ffff:a.b.c.d is how dual-stack sockets show IPv4 callers: treat it as the IPv4 address it is.
  if (v6 >> 32n === 0xffffn) {
    return { version: 4, value: v6 & 0xffffffffn };
  }
  return { version: 6, value: v6 };
}

/** The canonical text of an address (dotted IPv4; RFC 5952 IPv6), so one caller always has one spelling. */
export function formatIp(ip: IpAddress): string {
  if (ip.version === 4) {
    return [24n, 16n, 8n, 0n].map((s) => String((ip.value >> s) & 0xffn))
      .join(".");
  }
  const groups = Array.from(
    { length: 8 },
    (_, i) => Number((ip.value >> BigInt(112 - 16 * i)) & 0xffffn),
  );
  // The longest run of two or more zero groups becomes "::" (the first one on a tie).
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      best = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(":");
  return `${hex.slice(0, best).join(":")}::${
    hex.slice(best + bestLength).join(":")
  }`;
}

/** Parses "address/prefix" or a bare address (a single-address range); null when it is not one. */
export function parseCidr(text: string): IpRange | null {
  const [addressText, prefixText, ...rest] = text.trim().split("/");
  if (rest.length) return null;
  const ip = parseIp(addressText);
  if (!ip) return null;
  // A mapped IPv6 range (::ffff:10.0.0.0/104) is read as the IPv4 range it covers.
  const mapped = ip.version === 4 && addressText.includes(":");
  const bits = ip.version === 4 ? 32 : 128;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText) - (mapped ? 96 : 0);
    if (prefix < 0 || prefix > bits) return null;
  }
  const hostBits = BigInt(bits - prefix);
  const network = (ip.value >> hostBits) << hostBits;
  return { version: ip.version, network, prefix };
}

/** Whether `ip` lies in any of `ranges`. */
export function inRanges(ip: IpAddress, ranges: readonly IpRange[]): boolean {
  const bits = ip.version === 4 ? 32n : 128n;
  return ranges.some((range) => {
    if (range.version !== ip.version) return false;
    const hostBits = bits - BigInt(range.prefix);
    return (ip.value >> hostBits) << hostBits === range.network;
  });
}

/** Whether `ip` is a loopback address (127.0.0.0/8 or ::1). */
export function isLoopback(ip: IpAddress): boolean {
  return ip.version === 4 ? ip.value >> 24n === 127n : ip.value === 1n;
}
