import assert from "node:assert/strict";
import { listenHostname } from "./config.ts";
import { startKamai } from "./bootstrap.ts";
import { testAppConfig } from "./http/test_app.ts";

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
  const dev = await startKamai(testAppConfig(), { publicUrlFromPort: true });
  try {
    assert.equal(await reachable("127.0.0.1", dev.port), true);
    assert.equal(await reachable(outward, dev.port), false);
  } finally {
    await dev.close();
  }
  const open = await startKamai(testAppConfig({ host: "0.0.0.0" }), {
    publicUrlFromPort: true,
  });
  try {
    assert.equal(await reachable(outward, open.port), true);
  } finally {
    await open.close();
  }
});
