/**
 * The streaming reader (csv_reader.ts, through csv_batches.ts as a job reads its file) reads every file as
 * parseCsvFile (csv-parse) does: the same header, records, lines and errors, on hand-picked and seeded random files.
 */
import assert from "node:assert/strict";
import { parseCsvFile } from "./csv_file.ts";
import {
  countCsvRecords,
  csvBatches,
  CsvReadError,
  csvText,
  headerOf,
} from "./csv_batches.ts";

type Read =
  | { ok: true; header: string[]; records: { line: number; cells: string[] }[] }
  | { ok: false; error: string };

/** The file as a job reads it: header and records through csvBatches in batches of `size`, or its error. */
async function streamed(bytes: Uint8Array, size: number): Promise<Read> {
  try {
    const text = csvText(bytes);
    const header = headerOf(text);
    const records: { line: number; cells: string[] }[] = [];
    for await (const batch of csvBatches(text, size)) {
      assert.deepEqual(batch.header, header);
      assert.ok(batch.records.length > 0 && batch.records.length <= size);
      records.push(...batch.records);
    }
    const counted = await countCsvRecords(text);
    assert.deepEqual(counted, { header, records: records.length });
    return { ok: true, header, records };
  } catch (e) {
    if (e instanceof CsvReadError) return { ok: false, error: e.message };
    throw e;
  }
}

function whole(bytes: Uint8Array): Read {
  const parsed = parseCsvFile(bytes);
  return parsed.ok
    ? { ok: true, ...parsed.value }
    : { ok: false, error: parsed.error };
}

// A small seeded generator (mulberry32) so a failing file can be replayed from its seed.
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "a",
  "Order ID",
  "1",
  " ",
  ",",
  ",",
  "\n",
  "\n",
  "\r\n",
  "\r",
  '"',
  '""',
  '"x,y"',
  '"line\nbreak"',
  '"say ""hi"""',
  "é",
  "😀",
  "\ufeff",
];

Deno.test("hand-picked files read alike: quotes, blank lines, ragged rows, BOMs, line endings, each error", async () => {
  const files = [
    "Order ID,Amount\n1\n2\n",
    'H\n\n\n""\n x\n,\na,\n"a""b",c\n"x\ny",z',
    "\ufeff\ufeffH,I\r\nx,y\r\n\r\n",
    'H\r"multi\r\nline",1\rnext,2',
    'H\na"b\n',
    'H\n"a"b\n',
    'H\n"a"é\n',
    'H\n"a\n\nb',
    'H\n"a\n\nb\n',
    'H\n"open',
    "H",
    "H\n",
    "\n\nH\n\n1",
    "",
    "\n\n",
    "\ufeff",
    '"H"',
    '"H",',
    "a,b\n1,2,3,4\n5",
  ];
  for (const text of files) {
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 2, 1000]) {
      assert.deepEqual(
        await streamed(bytes, size),
        whole(bytes),
        JSON.stringify(text),
      );
    }
  }
  const notUtf8 = new Uint8Array([72, 10, 0xff, 0xfe, 10]);
  assert.deepEqual(await streamed(notUtf8, 10), whole(notUtf8));
});

Deno.test("seeded random files read alike", async () => {
  for (let seed = 1; seed <= 3_000; seed++) {
    const random = generator(seed);
    const length = Math.floor(random() * 40);
    let text = "";
    for (let i = 0; i < length; i++) {
      text += PIECES[Math.floor(random() * PIECES.length)];
    }
    // Half the files with fewer quotes (or none), so more of them read to the end.
    if (seed % 2 === 0) text = text.replaceAll('"', seed % 4 === 0 ? "" : '""');
    const bytes = new TextEncoder().encode(text);
    const size = 1 + Math.floor(random() * 3);
    assert.deepEqual(
      await streamed(bytes, size),
      whole(bytes),
      `seed ${seed}: ${JSON.stringify(text)}`,
    );
  }
});
