import assert from "node:assert/strict";
import { listenHostname } from "./config.ts";
import { startTestApp } from "./http/test_app.ts";

Deno.test("development listens on 127.0.0.1 and production on every interface, unless HOST says otherwise", () => {
  assert.equal(listenHostname({ appEnv: "development" }), "127.0.0.1");
  assert.equal(listenHostname({ appEnv: "production" }), "0.0.0.0");
  assert.equal(
    listenHostname({ appEnv: "development", host: "0.0.0.0" }),
    "0.0.0.0",
  );
  assert.equal(
    listenHostname({ appEnv: "production", host: "10.0.0.5" }),
    "10.0.0.5",
  );
});

/** This machine's first non-loopback IPv4 address, which another machine would use to reach it. */
function outwardAddress(): string {
  const address = Deno.networkInterfaces().find((i) =>
    i.family === "IPv4" && !i.address.startsWith("127.")
  )?.address;
  assert.ok(address, "the test needs a non-loopback IPv4 interface");
  return address;
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

async function reachable(hostname: string, port: number): Promise<boolean> {
  try {
    const conn = await Deno.connect({ hostname, port });
    conn.close();
    return true;
  } catch {
    return false;
  }
}

Deno.test("a development server cannot be reached from another machine; HOST=0.0.0.0 opens it", async () => {
  const outward = outwardAddress();
  // Test apps (the migrated snapshot, the cheap password hash): the listening address is all this checks.
  const dev = await startTestApp("pglite");
  try {
    assert.equal(await reachable("127.0.0.1", portOf(dev.url)), true);
    assert.equal(await reachable(outward, portOf(dev.url)), false);
  } finally {
    await dev.close();
  }
  const open = await startTestApp("pglite", { config: { host: "0.0.0.0" } });
  try {
    assert.equal(await reachable(outward, portOf(open.url)), true);
  } finally {
    await open.close();
  }
});
