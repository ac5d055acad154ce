/** useAction: a page action's busy flag and error, so routes do not hand-write busy/error state around try/finally. */
import { useCallback, useRef, useState } from "react";
import { ApiError, messageOf } from "@/lib/api.ts";

/** A failed action as a page shows it: the API's { message, code } (message already in the reader's language). */
export interface ActionError {
  message: string;
  /** The server's error code (e.g. "EMAIL_NOT_VERIFIED"), or null for a page-side or network problem. */
  code: string | null;
}

/** What runAction reports to its caller's state as the action moves on. */
export interface ActionState<K> {
  setRunning: (key: K | null) => void;
  setError: (error: ActionError | null) => void;
}

/** The error to show for a thrown value: the server's message and code where present, else `failure`. */
export function actionErrorOf(err: unknown, failure: string): ActionError {
  return {
    message: messageOf(err, failure),
    code: err instanceof ApiError ? err.code : null,
  };
}

/**
 * Runs `fn` with `key` marked running and the error cleared; a throw becomes the shown error (with `failure` as the
 * fallback text). Resolves to fn's value, or undefined when it failed. Running is cleared whatever happens.
 */
export async function runAction<T, K>(
  state: ActionState<K>,
  key: K,
  fn: () => Promise<T>,
  failure: string,
): Promise<T | undefined> {
  state.setRunning(key);
  state.setError(null);
  try {
    return await fn();
  } catch (err) {
    state.setError(actionErrorOf(err, failure));
    return undefined;
  } finally {
    state.setRunning(null);
  }
}

/** One page's actions: which one runs (`running`, by key), whether any does (`busy`), and the last failure. */
export interface Action<K> {
  busy: boolean;
  /** The key of the running action (e.g. a row id), or null. */
  running: K | null;
  error: ActionError | null;
  /** Shows a page-side problem (a failed check before sending), or clears the error with null. */
  setError: (message: string | null) => void;
  /** Runs `fn` (see runAction); `key` defaults to true for pages with one action at a time. */
  run: <T>(
    fn: () => Promise<T>,
    failure: string,
    key?: K,
  ) => Promise<T | undefined>;
}

/** The busy/error state and runner of a page's actions (docs/web.md, "Actions"); `initialError` shows from the start. */
export function useAction<K = true>(
  initialError: string | null = null,
): Action<K> {
  const [running, setRunning] = useState<K | null>(null);
  const [error, setErrorState] = useState<ActionError | null>(
    initialError === null ? null : { message: initialError, code: null },
  );
  const state = useRef<ActionState<K>>({
    setRunning,
    setError: setErrorState,
  });
  const setError = useCallback(
    (message: string | null) =>
      setErrorState(message === null ? null : { message, code: null }),
    [],
  );
  const run = useCallback(
    <T>(fn: () => Promise<T>, failure: string, key?: K) =>
      runAction(state.current, key ?? (true as K), fn, failure),
    [],
  );
  return { busy: running !== null, running, error, setError, run };
}
