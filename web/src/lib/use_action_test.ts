import assert from "node:assert/strict";
import { ApiError } from "./api.ts";
import { type ActionError, fieldFromBody, runAction } from "./use_action.ts";

/** A recorder for runAction's state changes, in order. */
function recorder() {
  const steps: string[] = [];
  let error: ActionError | null = null;
  return {
    steps,
    error: () => error,
    state: {
      setRunning: (key: string | null) => steps.push(`running:${key}`),
      setError: (next: ActionError | null) => {
        error = next;
        steps.push(`error:${next === null ? "none" : next.message}`);
      },
    },
  };
}

Deno.test("runAction marks the key running, clears the error, resolves to the value and clears running", async () => {
  const r = recorder();
  const value = await runAction(
    r.state,
    "row-7",
    () => Promise.resolve(42),
    "Failed",
  );
  assert.equal(value, 42);
  assert.deepEqual(r.steps, ["running:row-7", "error:none", "running:null"]);
  assert.equal(r.error(), null);
});

Deno.test("runAction shows the server's { message, code } when the API refused, and still clears running", async () => {
  const r = recorder();
  const value = await runAction(
    r.state,
    "save",
    () =>
      Promise.reject(new ApiError(409, "BATCH_LOCKED", "The batch is locked.")),
    "Could not save.",
  );
  assert.equal(value, undefined);
  assert.deepEqual(r.error(), {
    message: "The batch is locked.",
    code: "BATCH_LOCKED",
  });
  assert.equal(r.steps.at(-1), "running:null");
});

Deno.test("runAction falls back to the page's text (no code) for a network failure or a thrown bug", async () => {
  const r = recorder();
  await runAction(
    r.state,
    "save",
    () => Promise.reject(new TypeError("fetch failed")),
    "Could not save.",
  );
  assert.deepEqual(r.error(), { message: "Could not save.", code: null });
  await runAction(
    r.state,
    "save",
    () => Promise.reject(new ApiError(0, null, null)),
    "Could not save.",
  );
  assert.deepEqual(r.error(), { message: "Could not save.", code: null });
});

Deno.test("runAction names the field the error body is about when the form shows it, else leaves it to the form", async () => {
  const r = recorder();
  const fieldOf = fieldFromBody(["name", "columns"]);
  await runAction(
    r.state,
    "save",
    () =>
      Promise.reject(
        new ApiError(400, "VALIDATION_ERROR", "Name is taken.", {
          field: "name",
        }),
      ),
    "Could not save.",
    fieldOf,
  );
  assert.deepEqual(r.error(), {
    message: "Name is taken.",
    code: "VALIDATION_ERROR",
    field: "name",
  });
  await runAction(
    r.state,
    "save",
    () =>
      Promise.reject(
        new ApiError(400, "VALIDATION_ERROR", "Bad date format.", {
          field: "dateFormat",
        }),
      ),
    "Could not save.",
    fieldOf,
  );
  assert.deepEqual(r.error(), {
    message: "Bad date format.",
    code: "VALIDATION_ERROR",
  });
});

Deno.test("runAction words a failure with the page's function when given one (e.g. a stopped upload)", async () => {
  const r = recorder();
  await runAction(
    r.state,
    "real",
    () => Promise.reject(new DOMException("stop", "AbortError")),
    (err) =>
      err instanceof DOMException && err.name === "AbortError"
        ? "Stopped."
        : "Failed.",
  );
  assert.deepEqual(r.error(), { message: "Stopped.", code: null });
});
