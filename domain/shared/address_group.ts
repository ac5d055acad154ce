/** The client a limit or a click de-duplication counts: one IPv4 address, or one IPv6 /64 network. */

const HEX_GROUP = /^[0-9a-f]{1,4}$/;

// Groups an IPv6 piece list stands for: an embedded dotted IPv4 tail counts as two.
const width = (pieces: string[]) =>
  pieces.reduce((n, p) => n + (p.includes(".") ? 2 : 1), 0);

/**
 * The group `address` is counted under. An IPv4 address is its own group; an IPv6 address counts as its /64
 * ("2001:db8:1:2::/64"), because Pakistani mobile carriers and home routers hand each device a whole /64 (the
 * device picks any address in it, and privacy extensions change it daily), so per-address limits and visitor
 * de-duplication would otherwise see one person as billions. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the
 * IPv4 address it carries. Text that is not an address is returned trimmed, as it is.
 */
export function addressGroup(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, "");
  if (!bare.includes(":")) return bare;
  const halves = bare.split("::");
  if (halves.length > 2) return bare;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - width(head) - width(tail);
  if (halves.length === 2 ? missing < 1 : missing !== 0) return bare;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  // ::ffff:a.b.c.d (or ::ffff:102:304) is how a dual-stack socket shows an IPv4 caller: count the IPv4 address.
  if (
    groups.slice(0, 5).every((g) => /^0{1,4}$/.test(g)) && groups[5] === "ffff"
  ) {
    if (groups.length === 7) return groups[6];
    if (groups.slice(6).every((g) => HEX_GROUP.test(g))) {
      const v4 = groups.slice(6).map((g) => parseInt(g, 16));
      return [v4[0] >> 8, v4[0] & 255, v4[1] >> 8, v4[1] & 255].join(".");
    }
  }
  const network = groups.slice(0, 4);
  if (!network.every((g) => HEX_GROUP.test(g))) return bare;
  return `${network.map((g) => parseInt(g, 16).toString(16)).join(":")}::/64`;
}
