import assert from "node:assert/strict";
import { forwardedClient, parseTrustedProxies } from "./forwarded_client.ts";
import { formatIp, isLoopback, parseCidr, parseIp } from "./ip_address.ts";

const trusted = parseTrustedProxies([
  "10.0.0.0/8",
  "2001:db8:ffff::/48",
  "::ffff:172.16.0.0/108",
]).ranges;
const client = (peer: string | null, headers: Record<string, string>) =>
  forwardedClient(peer, new Headers(headers), trusted);

Deno.test("addresses parse to one canonical spelling; CIDRs of both families", () => {
  assert.equal(formatIp(parseIp("2001:DB8:0:0:0:0:0:1")!), "2001:db8::1");
  assert.equal(formatIp(parseIp("::ffff:192.0.2.1")!), "192.0.2.1");
  assert.equal(formatIp(parseIp("fe80::1%eth0")!), "fe80::1");
  assert.equal(formatIp(parseIp("2001:db8:0:1:0:0:1:1")!), "2001:db8:0:1::1:1");
  assert.equal(formatIp(parseIp("::")!), "::");
  for (const bad of ["256.1.1.1", "1.2.3", "01.2.3.4", "1::2::3", "x", ""]) {
    assert.equal(parseIp(bad), null, bad);
  }
  assert.deepEqual(parseTrustedProxies(["10.0.0.0/33", "::/129", "a/8"]), {
    ranges: [],
    invalid: ["10.0.0.0/33", "::/129", "a/8"],
  });
  assert.equal(parseCidr("192.0.2.1")?.prefix, 32);
  assert.ok(isLoopback(parseIp("127.0.0.2")!));
  assert.ok(isLoopback(parseIp("::1")!));
  assert.ok(isLoopback(parseIp("::ffff:127.0.0.1")!));
  assert.ok(!isLoopback(parseIp("10.0.0.1")!));
});

Deno.test("an untrusted peer is the client whatever it forwards", () => {
  assert.equal(
    client("203.0.113.5", { "x-forwarded-for": "1.1.1.1" }),
    "203.0.113.5",
  );
  assert.equal(
    client("203.0.113.5", { forwarded: "for=1.1.1.1" }),
    "203.0.113.5",
  );
  assert.equal(client(null, { "x-forwarded-for": "1.1.1.1" }), null);
  assert.equal(
    forwardedClient(
      "10.0.0.1",
      new Headers({ "x-forwarded-for": "1.1.1.1" }),
      [],
    ),
    "10.0.0.1",
  );
});

Deno.test("from a trusted peer, X-Forwarded-For is read right to left past trusted hops", () => {
  assert.equal(
    client("10.0.0.1", { "x-forwarded-for": "198.51.100.1" }),
    "198.51.100.1",
  );
  assert.equal(
    client("10.0.0.1", {
      "x-forwarded-for": "6.6.6.6, 198.51.100.1, 10.0.0.9, ::ffff:172.16.0.4",
    }),
    "198.51.100.1",
  );
  assert.equal(
    client("10.0.0.1", { "x-forwarded-for": "10.0.0.2, 10.0.0.3" }),
    "10.0.0.2",
  );
  assert.equal(client("10.0.0.1", {}), "10.0.0.1");
  // Something unreadable left of trusted hops: stop at the last hop we trust.
  assert.equal(
    client("10.0.0.1", { "x-forwarded-for": "1.1.1.1, garbage, 10.0.0.5" }),
    "10.0.0.5",
  );
  assert.equal(
    client("10.0.0.1", { "x-forwarded-for": "198.51.100.1:5678" }),
    "198.51.100.1",
  );
  assert.equal(
    client("2001:db8:ffff::1", { "x-forwarded-for": "2001:DB8::AB" }),
    "2001:db8::ab",
  );
});

Deno.test("Forwarded (RFC 7239) wins over X-Forwarded-For; quoted, bracketed, ported nodes", () => {
  assert.equal(
    client("10.0.0.1", {
      forwarded:
        'for=6.6.6.6, for="[2001:db8:cafe::17]:4711";proto=https, for=10.0.0.8',
      "x-forwarded-for": "9.9.9.9",
    }),
    "2001:db8:cafe::17",
  );
  assert.equal(
    client("10.0.0.1", { forwarded: 'for="192.0.2.43:47011"' }),
    "192.0.2.43",
  );
  assert.equal(
    client("10.0.0.1", { forwarded: "for=unknown, for=10.0.0.7" }),
    "10.0.0.7",
  );
  assert.equal(
    client("10.0.0.1", { forwarded: "proto=https;by=10.0.0.1" }),
    "10.0.0.1",
  );
});
