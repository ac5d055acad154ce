/** Reads the tarballs PGlite's dumpDataDir("none") writes (tinytar: 512-byte headers, names of up to 100 bytes). */

/** One entry: a folder (data null) or a file, its path relative to the data folder without a leading slash. */
export interface SnapshotEntry {
  path: string;
  /** A view into the tarball (never written to); null for a folder. */
  data: Uint8Array | null;
}

const BLOCK = 512;

/** The folders and files of a data-folder tarball, parents before children; throws on anything else. */
export function readSnapshotTar(tar: Uint8Array): SnapshotEntry[] {
  const entries: SnapshotEntry[] = [];
  const decoder = new TextDecoder();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    // Two empty blocks end the archive; one is enough to stop at.
    if (header.every((byte) => byte === 0)) return entries;
    if (checksum(header) !== octal(header, 148, 8)) {
      throw new Error(`snapshot tarball: bad header at byte ${offset}`);
    }
    const name = decoder.decode(field(header, 0, 100)).replace(/^\/+/, "");
    const size = octal(header, 124, 12);
    const type = header[156];
    const start = offset + BLOCK;
    if (start + size > tar.length) {
      throw new Error(`snapshot tarball: ${name} runs past the end`);
    }
    // "0" (or NUL) a file, "5" a folder: all dumpDataDir writes.
    if (type === 0x30 || type === 0) {
      entries.push({ path: name, data: tar.subarray(start, start + size) });
    } else if (type === 0x35) {
      entries.push({ path: name, data: null });
    } else {
      throw new Error(`snapshot tarball: ${name} has entry type ${type}`);
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error("snapshot tarball: no end marker");
}

function field(header: Uint8Array, start: number, length: number) {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return end < 0 ? bytes : bytes.subarray(0, end);
}

function octal(header: Uint8Array, start: number, length: number): number {
  const text = new TextDecoder().decode(field(header, start, length)).trim();
  return text === "" ? 0 : parseInt(text, 8);
}

/** The header's sum of bytes with its checksum field read as spaces. */
function checksum(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) {
    sum += i >= 148 && i < 156 ? 0x20 : header[i];
  }
  return sum;
}
