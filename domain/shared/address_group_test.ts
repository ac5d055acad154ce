import assert from "node:assert/strict";
import { addressGroup } from "./address_group.ts";

Deno.test("addressGroup: IPv4 is itself, IPv6 its /64, mapped IPv4 the IPv4 address", () => {
  const cases: [string, string][] = [
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    // Two devices behind one home router or phone: the same /64.
    ["2400:adc1:1a2:3b4:1111:2222:3333:4444", "2400:adc1:1a2:3b4::/64"],
    ["2400:ADC1:01A2:03B4:aaaa::1", "2400:adc1:1a2:3b4::/64"],
    ["2400:adc1:1a2:3b4::", "2400:adc1:1a2:3b4::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["0:0:0:0:0:ffff:cb00:7107", "203.0.113.7"],
    ["unknown", "unknown"],
    ["1::2::3", "1::2::3"],
    ["1:2:3", "1:2:3"],
  ];
  for (const [address, group] of cases) {
    assert.equal(addressGroup(address), group, address);
  }
  assert.notEqual(
    addressGroup("2400:adc1:1a2:3b4::1"),
    addressGroup("2400:adc1:1a2:3b5::1"),
  );
});
