import assert from "node:assert/strict";
import {
  SOURCE_KIND_TABLE,
  SOURCE_KINDS,
} from "../../domain/sources/source_kinds.ts";
import { SOURCE_KIND_ADAPTERS, type SourceKindAdapter } from "./kinds.ts";
import { signBase64 } from "./hmac_signature.ts";
import { signConversion } from "../tracking/conversion_signature.ts";

const SECRET = "a-store-secret-of-some-length";
const BODY = new TextEncoder().encode('{"id":820982911946154508}');

Deno.test("source kinds: every kind has a reader and a verifier for its endpoint", async () => {
  for (const kind of SOURCE_KINDS) {
    const adapter: SourceKindAdapter = SOURCE_KIND_ADAPTERS[kind];
    assert.ok(adapter, `${kind}: adapters/sources/kinds.ts has no entry`);
    assert.equal(adapter.endpoint, SOURCE_KIND_TABLE[kind].endpoint, kind);
    switch (adapter.endpoint) {
      case "webhook": {
        // Unsigned: the verifier refuses it and the reader answers BAD_SIGNATURE before reading anything.
        const unsigned = new Headers({
          [adapter.topicHeader]: "orders/create",
        });
        assert.equal(await adapter.verify(SECRET, unsigned, BODY), false, kind);
        const reading = await adapter.read(
          { secret: SECRET, currency: "PKR" },
          unsigned,
          BODY,
        );
        assert.equal(reading.outcome, "rejected", kind);
        // Signed under its header: the verifier accepts it, and the reader gets past the signature.
        const signed = new Headers({
          [adapter.topicHeader]: "orders/create",
          [adapter.signatureHeader]: await signBase64(SECRET, BODY),
        });
        assert.equal(await adapter.verify(SECRET, signed, BODY), true, kind);
        const read = await adapter.read(
          { secret: SECRET, currency: "PKR" },
          signed,
          BODY,
        );
        assert.ok(
          read.outcome !== "rejected" || read.code !== "BAD_SIGNATURE",
          `${kind}: ${JSON.stringify(read)}`,
        );
        break;
      }
      case "postback":
        assert.equal(adapter.verify("short"), false, kind);
        assert.equal(adapter.verify(SECRET), true, kind);
        assert.equal(typeof adapter.read, "function", kind);
        break;
      case "api": {
        const now = 1_750_000_000;
        const raw = '{"orderId":"A-1"}';
        const header = await signConversion(SECRET, raw, now);
        assert.equal(await adapter.verify(SECRET, header, raw, now), "ok");
        assert.equal(await adapter.verify(SECRET, null, raw, now), "missing");
        break;
      }
    }
  }
});
