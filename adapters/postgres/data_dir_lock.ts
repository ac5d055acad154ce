/** An exclusive lock on the PGlite DATA_DIR, so two Kamai processes never share the same database files. */

/** A held lock; release() frees it (the OS also frees it if the process dies, so it never goes stale). */
export interface DataDirLock {
  release(): Promise<void>;
}

const LOCK_FILE = "kamai.lock";

/** The message a second process gets when DATA_DIR is already taken. */
export function dataDirInUseMessage(
  dataDir: string,
  pid: number | null,
): string {
  return `DATA_DIR ${dataDir} is in use by another Kamai process${
    pid === null ? "" : ` (pid ${pid})`
  }`;
}

/** Takes the lock on `dataDir` (creating the folder), or throws an Error naming the process that holds it. */
export async function acquireDataDirLock(
  dataDir: string,
): Promise<DataDirLock> {
  await Deno.mkdir(dataDir, { recursive: true });
  const path = `${dataDir}/${LOCK_FILE}`;
  // An OS file lock (flock) instead of a bare pid file: it dies with its process, so a crash leaves no stale lock.
  const file = await Deno.open(path, { read: true, write: true, create: true });
  if (!(await file.tryLock(true))) {
    file.close();
    throw new Error(dataDirInUseMessage(dataDir, await readPid(path)));
  }
  await file.truncate(0);
  await file.write(new TextEncoder().encode(`${Deno.pid}\n`));
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await file.truncate(0);
      await file.unlock();
      file.close();
    },
  };
}

async function readPid(path: string): Promise<number | null> {
  try {
    const pid = Number.parseInt((await Deno.readTextFile(path)).trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
