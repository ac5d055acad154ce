/** An upload in the chunks it arrived in: its lines counted and its header read (UTF-8 checked) without joining it. */
import assert from "node:assert/strict";
import {
  CsvReadError,
  headerOf,
  headerOfChunks,
  moreLinesThan,
} from "./csv_batches.ts";

const encode = (text: string) => new TextEncoder().encode(text);

/** The line breaks of `text` counted the plain way: each LF, CRLF or lone CR. */
const lineBreaks = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

/** Every way of cutting `bytes` in two, and in one-byte chunks. */
function cuts(bytes: Uint8Array): Uint8Array[][] {
  const all = [[bytes], [...bytes].map((b) => new Uint8Array([b]))];
  for (let i = 0; i <= bytes.length; i++) {
    all.push([bytes.subarray(0, i), bytes.subarray(i)]);
  }
  return all;
}

Deno.test("moreLinesThan counts each LF, CRLF and lone CR, however the file is cut", () => {
  for (
    const text of [
      "a\nb\nc\n",
      "a\r\nb\r\nc",
      "a\rb\rc\r",
      "a\r\r\nb\n\r",
      "",
      "no break",
    ]
  ) {
    const bytes = encode(text);
    const lines = lineBreaks(text);
    for (const chunks of cuts(bytes)) {
      for (let limit = 0; limit <= lines + 1; limit++) {
        assert.equal(
          moreLinesThan(chunks, limit),
          lines > limit,
          `${JSON.stringify(text)} cut ${
            chunks.map((c) => c.length)
          } limit ${limit}`,
        );
      }
    }
  }
});

Deno.test("headerOfChunks reads the header as headerOf does, however the file is cut", () => {
  const text = '\ufeffOrder ID,"Amount, PKR",پاکستان ✓\r\nA-1,10\r\n';
  const bytes = encode(text);
  for (const chunks of cuts(bytes)) {
    assert.deepEqual(headerOfChunks(chunks), headerOf(text.slice(1)));
  }
});

Deno.test("headerOfChunks refuses a file that is not UTF-8 anywhere in it, even past the header", () => {
  const bytes = new Uint8Array([...encode("Order ID\nA-1\n"), 0xff, 0x0a]);
  for (const chunks of cuts(bytes)) {
    assert.throws(() => headerOfChunks(chunks), CsvReadError);
  }
  assert.throws(() => headerOfChunks([]), CsvReadError);
});
