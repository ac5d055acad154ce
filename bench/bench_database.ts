/** A throwaway database on a PostgreSQL server for a bench, never the one the server URL names. */
import { connectUrl } from "../adapters/postgres/connect.ts";

/** Creates an empty database `name` on the server at `serverUrl` (dropping one left by an earlier run); returns its URL. */
export async function freshBenchDatabase(
  serverUrl: string,
  name: string,
): Promise<string> {
  const server = connectUrl(serverUrl, 1);
  try {
    await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await server.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops the bench database `name` from the server at `serverUrl`, closing any connection still on it. */
export async function dropBenchDatabase(
  serverUrl: string,
  name: string,
): Promise<void> {
  const server = connectUrl(serverUrl, 1);
  try {
    await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await server.end();
  }
}
