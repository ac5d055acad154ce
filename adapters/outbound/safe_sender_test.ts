import assert from "node:assert/strict";
import { createSafeSender, type Resolver } from "./safe_sender.ts";
import { isPublicAddress } from "./public_address.ts";

/** A TCP listener on loopback that only counts the connections it accepts (and closes them). */
function connectionCounter() {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  let accepted = 0;
  const loop = (async () => {
    for await (const conn of listener) {
      accepted++;
      conn.close();
    }
  })().catch(() => {});
  return {
    port: (listener.addr as Deno.NetAddr).port,
    accepted: () => accepted,
    async close() {
      listener.close();
      await loop;
    },
  };
}

/** A resolver that knows a few names, as a hostile DNS server would answer them. */
const fakeDns: Resolver = (hostname) => {
  const table: Record<string, string[]> = {
    "localhost": ["127.0.0.1", "::1"],
    "loopback.evil.test": ["127.0.0.1"],
    "mixed.evil.test": ["93.184.215.14", "10.1.2.3"],
    "metadata.evil.test": ["169.254.169.254"],
    "v6-metadata.evil.test": ["fd00:ec2::254"],
    "mapped.evil.test": ["::ffff:127.0.0.1"],
  };
  return Promise.resolve(table[hostname] ?? []);
};

Deno.test("the SSRF classics never connect", async () => {
  const counter = connectionCounter();
  const sender = createSafeSender({ resolve: fakeDns });
  const p = counter.port;
  const urls = [
    `http://127.0.0.1:${p}/`,
    `http://localhost:${p}/`,
    `http://[::1]:${p}/`,
    `http://169.254.169.254/latest/meta-data/`,
    `http://10.0.0.1:${p}/`,
    `http://2130706433:${p}/`,
    `http://0177.0.0.1:${p}/`,
    `http://0x7f.1:${p}/`,
    `http://127.1:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://100.64.0.1/`,
    `http://192.168.1.1/`,
    `http://172.16.0.1/`,
    `http://224.0.0.1/`,
    `http://[::]:${p}/`,
    `http://[fe80::1]/`,
    `http://[fd00:ec2::254]/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[::ffff:7f00:1]:${p}/`,
    `http://[64:ff9b::7f00:1]:${p}/`,
    `http://loopback.evil.test:${p}/`,
    `http://mixed.evil.test:${p}/`,
    `http://metadata.evil.test/`,
    `http://v6-metadata.evil.test/`,
    `http://mapped.evil.test:${p}/`,
  ];
  try {
    for (const url of urls) {
      const result = await sender.send({
        url,
        method: "POST",
        headers: {},
        body: "{}",
      });
      assert.equal(result.kind, "failed", url);
      if (result.kind === "failed") {
        assert.equal(
          result.reason,
          "REFUSED_ADDRESS",
          `${url}: ${result.detail}`,
        );
      }
    }
    for (
      const url of [
        `ftp://127.0.0.1:${p}/`,
        `file:///etc/passwd`,
        `gopher://127.0.0.1:${p}/`,
        "not a url",
      ]
    ) {
      const result = await sender.send({ url, method: "GET", headers: {} });
      assert.equal(result.kind === "failed" && result.reason, "BAD_URL", url);
    }
    assert.equal(counter.accepted(), 0);
  } finally {
    await counter.close();
  }
});

Deno.test("a name that does not resolve is a DNS failure, not a connection", async () => {
  const sender = createSafeSender({ resolve: fakeDns });
  const result = await sender.send({
    url: "https://nowhere.evil.test/hook",
    method: "GET",
    headers: {},
  });
  assert.equal(result.kind === "failed" && result.reason, "DNS_FAILED");
});

Deno.test("public and special addresses are told apart for IPv4 and IPv6", () => {
  for (const ip of ["8.8.8.8", "93.184.215.14", "2606:4700:4700::1111"]) {
    assert.equal(isPublicAddress(ip), true, ip);
  }
  for (
    const ip of [
      "127.0.0.1",
      "10.0.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.255",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd00:ec2::254",
      "ff02::1",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
      "2002:7f00:1::",
      "not an ip",
    ]
  ) {
    assert.equal(isPublicAddress(ip), false, ip);
  }
});

/** A local HTTP receiver recording what it got; `answer` decides each response. */
function receiver(answer: (req: Request) => Response | Promise<Response>) {
  const got: {
    method: string;
    path: string;
    headers: Headers;
    body: string;
  }[] = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    async (req) => {
      const url = new URL(req.url);
      got.push({
        method: req.method,
        path: url.pathname + url.search,
        headers: req.headers,
        body: await req.text(),
      });
      return answer(req);
    },
  );
  return { port: server.addr.port, got, close: () => server.shutdown() };
}

Deno.test("a redirect is not followed, even to a receiver the sender could reach", async () => {
  const target = connectionCounter();
  const first = receiver(() =>
    new Response(null, {
      status: 302,
      headers: { location: `http://127.0.0.1:${target.port}/` },
    })
  );
  try {
    // Private addresses allowed, as in tests: even then the redirect's target never sees a connection.
    const sender = createSafeSender({ allowPrivate: true });
    const result = await sender.send({
      url: `http://127.0.0.1:${first.port}/hook`,
      method: "GET",
      headers: {},
    });
    assert.equal(result.kind === "answered" && result.status, 302);
    assert.equal(first.got.length, 1);
    assert.equal(target.accepted(), 0);
  } finally {
    await first.close();
    await target.close();
  }
});

Deno.test("the connection goes to the address that was checked, not to a second resolution", async () => {
  const local = receiver(() => new Response("ok"));
  const dialed: string[] = [];
  let lookups = 0;
  try {
    const sender = createSafeSender({
      // A rebinding DNS server: public on the first answer, loopback after.
      resolve: () =>
        Promise.resolve(lookups++ === 0 ? ["93.184.215.14"] : ["127.0.0.1"]),
      // The network stands in for the public host: the dial records what it was asked for.
      dial: (address, port) => {
        dialed.push(`${address}:${port}`);
        return Deno.connect({ hostname: "127.0.0.1", port: local.port });
      },
    });
    const result = await sender.send({
      url: "http://rebind.evil.test/hook?a=1",
      method: "POST",
      headers: {
        "content-type": "application/json",
        "kamai-signature": "t=1,v1=ab",
      },
      body: '{"x":1}',
    });
    assert.equal(result.kind === "answered" && result.status, 200);
    assert.deepEqual(dialed, ["93.184.215.14:80"]);
    assert.equal(lookups, 1);
    assert.equal(local.got[0].path, "/hook?a=1");
    assert.equal(local.got[0].body, '{"x":1}');
    assert.equal(local.got[0].headers.get("host"), "rebind.evil.test");
    assert.equal(local.got[0].headers.get("kamai-signature"), "t=1,v1=ab");
  } finally {
    await local.close();
  }
});

Deno.test("the answer is read up to the cap and its first 1 KB kept; a slow receiver times out", async () => {
  const big = "x".repeat(200_000);
  const server = receiver((req) =>
    new URL(req.url).pathname === "/slow"
      ? new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response("late")), 1_500)
      )
      : new Response(big)
  );
  try {
    const sender = createSafeSender({ allowPrivate: true, timeoutMs: 500 });
    const answered = await sender.send({
      url: `http://127.0.0.1:${server.port}/big`,
      method: "GET",
      headers: {},
    });
    assert.equal(answered.kind, "answered");
    if (answered.kind === "answered") {
      assert.equal(answered.excerpt, "x".repeat(1024));
    }
    const slow = await sender.send({
      url: `http://127.0.0.1:${server.port}/slow`,
      method: "GET",
      headers: {},
    });
    assert.equal(slow.kind === "failed" && slow.reason, "TIMEOUT");
    assert.ok(slow.durationMs < 1_400, String(slow.durationMs));
  } finally {
    await new Promise((r) => setTimeout(r, 1_200));
    await server.close();
  }
});

Deno.test("headers that would split the request are refused", async () => {
  const local = receiver(() => new Response("ok"));
  try {
    const sender = createSafeSender({ allowPrivate: true });
    const result = await sender.send({
      url: `http://127.0.0.1:${local.port}/`,
      method: "GET",
      headers: { "x-evil": "a\r\nHost: other" },
    });
    assert.equal(result.kind, "failed");
    assert.equal(local.got.length, 0);
  } finally {
    await local.close();
  }
});
