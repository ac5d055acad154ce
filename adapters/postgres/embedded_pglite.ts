/** Embedded PGlite served on a local socket, so the same postgres.js adapter runs on it and on PostgreSQL. */
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

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
  const db = dataDir === ":memory:"
    ? await PGlite.create({ loadDataDir: options.loadDataDir })
    : await PGlite.create(dataDir, { loadDataDir: options.loadDataDir });
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
