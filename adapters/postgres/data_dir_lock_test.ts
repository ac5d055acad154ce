import assert from "node:assert/strict";
import { acquireDataDirLock, dataDirInUseMessage } from "./data_dir_lock.ts";

Deno.test("a second lock on the same DATA_DIR fails with a clear message naming the holder", async () => {
  const dir = await Deno.makeTempDir();
  const dataDir = `${dir}/data`;
  const lock = await acquireDataDirLock(dataDir);
  try {
    await assert.rejects(() => acquireDataDirLock(dataDir), (error: Error) => {
      assert.equal(
        error.message,
        `DATA_DIR ${dataDir} is in use by another Kamai process (pid ${Deno.pid})`,
      );
      return true;
    });
  } finally {
    await lock.release();
  }
  const again = await acquireDataDirLock(dataDir);
  await again.release();
  await Deno.remove(dir, { recursive: true });
});

Deno.test("another process cannot take a held DATA_DIR, and can once the holder dies", async () => {
  const dir = await Deno.makeTempDir();
  const moduleUrl = new URL("./data_dir_lock.ts", import.meta.url).href;
  const holder = new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      `import { acquireDataDirLock } from "${moduleUrl}"; await acquireDataDirLock(${
        JSON.stringify(dir)
      }); console.log("locked"); setInterval(() => {}, 1000);`,
    ],
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = holder.stdout.getReader();
  const { value } = await reader.read();
  assert.match(new TextDecoder().decode(value), /locked/);
  try {
    await assert.rejects(() => acquireDataDirLock(dir), (error: Error) => {
      assert.equal(error.message, dataDirInUseMessage(dir, holder.pid));
      return true;
    });
  } finally {
    holder.kill("SIGKILL");
    await holder.status;
    reader.releaseLock();
    await holder.stdout.cancel();
  }
  // The killed holder left its pid in the file, but the OS freed its lock: no stale lock.
  const lock = await acquireDataDirLock(dir);
  await lock.release();
  await Deno.remove(dir, { recursive: true });
});
