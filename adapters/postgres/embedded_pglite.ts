/** Embedded PGlite served on a local socket, so the same postgres.js adapter runs on it and on PostgreSQL. */
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/** A running embedded database: connect postgres.js to `url` (with max: 1), then stop() it. */
export interface EmbeddedPglite {
  url: string;
  stop(): Promise<void>;
}

/** Starts PGlite (a data folder, or in memory for ":memory:") behind a socket on 127.0.0.1 and a free port. */
export async function startEmbeddedPglite(
  dataDir: string,
): Promise<EmbeddedPglite> {
  const db = dataDir === ":memory:"
    ? await PGlite.create()
    : await PGlite.create(dataDir);
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
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
