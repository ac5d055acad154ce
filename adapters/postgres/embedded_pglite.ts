/** Embedded PGlite served on a local socket, so the same postgres.js adapter runs on it and on PostgreSQL. */
import { MemoryFS, PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { readSnapshotTar, type SnapshotEntry } from "./snapshot_tar.ts";

/** A running embedded database: connect postgres.js to `url` (with max: 1), then stop() it. */
export interface EmbeddedPglite {
  url: string;
  /** A tarball of the data folder (end client connections first, so it is quiet). */
  dumpDataDir(): Promise<Blob>;
  stop(): Promise<void>;
}

/** How to start: `loadDataDir` seeds an in-memory database from a `PGlite#dumpDataDir()` tarball. */
export interface EmbeddedPgliteOptions {
  loadDataDir?: Blob;
}

/** Starts PGlite (a data folder, or in memory for ":memory:") behind a socket on 127.0.0.1 and a free port. */
export async function startEmbeddedPglite(
  dataDir: string,
  options: EmbeddedPgliteOptions = {},
): Promise<EmbeddedPglite> {
  const db = dataDir !== ":memory:"
    ? await PGlite.create(dataDir, { loadDataDir: options.loadDataDir })
    : options.loadDataDir
    ? await PGlite.create({
      fs: new PreloadedMemoryFS(await parsedTarball(options.loadDataDir)),
    })
    : await PGlite.create();
  // pglite-socket serves one client connection at a time; postgres.js must use max: 1 against it.
  const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1" });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const hostPort = server.getServerConn();
  return {
    url: `postgres://postgres@${hostPort}/postgres`,
    dumpDataDir: () => db.dumpDataDir("none"),
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

// Where PGlite keeps its data folder in its own file system (PGDATA in @electric-sql/pglite).
const PGDATA = "/pglite/data";

const parsed = new WeakMap<Blob, Promise<SnapshotEntry[]>>();

/** A tarball's entries, read once per Blob: tests start many databases from the same snapshot. */
function parsedTarball(tarball: Blob): Promise<SnapshotEntry[]> {
  let entries = parsed.get(tarball);
  if (!entries) {
    entries = tarball.arrayBuffer().then((buffer) =>
      readSnapshotTar(new Uint8Array(buffer))
    );
    parsed.set(tarball, entries);
  }
  return entries;
}

/**
 * PGlite's in-memory file system with the data folder written in before PostgreSQL starts: what
 * `loadDataDir` does, without reading the Blob and untarring it again for every database (most of a
 * start's JavaScript when tests start hundreds of databases from one snapshot). Each file is copied
 * in, so no database writes into the shared entries.
 */
class PreloadedMemoryFS extends MemoryFS {
  constructor(private readonly entries: SnapshotEntry[]) {
    super();
  }

  override initialSyncFs(): Promise<void> {
    const fs = this.pg!.Module.FS;
    fs.mkdirTree(PGDATA);
    for (const entry of this.entries) {
      const path = `${PGDATA}/${entry.path}`;
      if (entry.data) fs.writeFile(path, entry.data);
      else fs.mkdirTree(path);
    }
    return Promise.resolve();
  }
}
