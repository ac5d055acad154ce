/** useAction: a page action's busy flag and error, so routes do not hand-write busy/error state around try/finally. */
import { useCallback, useRef, useState } from "react";
import { ApiError, messageOf } from "@/lib/api.ts";

/** A failed action as a page shows it: the API's { message, code } (message already in the reader's language). */
export interface ActionError {
  message: string;
  /** The server's error code (e.g. "EMAIL_NOT_VERIFIED"), or null for a page-side or network problem. */
  code: string | null;
  /** The form field the error is about (shown beside that field instead of in the form's alert); absent when none. */
  field?: string;
}

/** What runAction reports to its caller's state as the action moves on. */
export interface ActionState<K> {
  setRunning: (key: K | null) => void;
  setError: (error: ActionError | null) => void;
}

/** The text shown for a failure: a fixed fallback, or a function of the thrown value (e.g. "stopped" for an abort). */
export type ActionFailure = string | ((err: unknown) => string);

/** Which form field a thrown value is about, or null for the whole form. */
export type FieldOf = (err: unknown) => string | null;

/**
 * A FieldOf that reads the `field` of the API's error body ({ code, message, field }) when it is one of `fields`
 * (the ones the form shows), so an error about a field the form does not show stays in the form's alert.
 */
export function fieldFromBody(fields: readonly string[]): FieldOf {
  return (err) => {
    const field = err instanceof ApiError ? err.details.field : undefined;
    return typeof field === "string" && fields.includes(field) ? field : null;
  };
}

/** The error to show for a thrown value: the server's message and code where present, else `failure`. */
export function actionErrorOf(
  err: unknown,
  failure: ActionFailure,
  fieldOf?: FieldOf,
): ActionError {
  const error: ActionError = {
    message: typeof failure === "string"
      ? messageOf(err, failure)
      : failure(err),
    code: err instanceof ApiError ? err.code : null,
  };
  const field = fieldOf?.(err) ?? null;
  return field === null ? error : { ...error, field };
}

/**
 * Runs `fn` with `key` marked running and the error cleared; a throw becomes the shown error (with `failure` as the
 * fallback text, and `fieldOf` naming its field). Resolves to fn's value, or undefined when it failed. Running is
 * cleared whatever happens.
 */
export async function runAction<T, K>(
  state: ActionState<K>,
  key: K,
  fn: () => Promise<T>,
  failure: ActionFailure,
  fieldOf?: FieldOf,
): Promise<T | undefined> {
  state.setRunning(key);
  state.setError(null);
  try {
    return await fn();
  } catch (err) {
    state.setError(actionErrorOf(err, failure, fieldOf));
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
  /** The error when it is about no field: what the form's alert shows. */
  formError: ActionError | null;
  /** The error's message when it is about `field` (for that field's `error` prop), else null. */
  fieldError: (field: string) => string | null;
  /**
   * Shows a page-side problem (a failed check before sending), beside `field` when given, or clears the error with
   * null.
   */
  setError: (message: string | null, field?: string | null) => void;
  /** Runs `fn` (see runAction); `key` defaults to true for pages with one action at a time. */
  run: <T>(
    fn: () => Promise<T>,
    failure: ActionFailure,
    key?: K,
  ) => Promise<T | undefined>;
}

/** What a page may tell useAction. */
export interface ActionOptions {
  /** An error shown from the start (e.g. the loader's failure). */
  initialError?: string | null;
  /** Names the field a failed action is about (e.g. `fieldFromBody([...])`); without it every error is the form's. */
  fieldOf?: FieldOf;
}

/**
 * The busy/error state and runner of a page's actions (docs/web.md, "Actions"). Takes the options, or just the
 * error to show from the start.
 */
export function useAction<K = true>(
  options: ActionOptions | string | null = null,
): Action<K> {
  const { initialError = null, fieldOf } =
    typeof options === "string" || options === null
      ? { initialError: options }
      : options;
  const [running, setRunning] = useState<K | null>(null);
  const [error, setErrorState] = useState<ActionError | null>(
    initialError === null ? null : { message: initialError, code: null },
  );
  const state = useRef<ActionState<K>>({
    setRunning,
    setError: setErrorState,
  });
  // The latest mapping, read when an action fails (pages pass a new function on every render).
  const fieldOfRef = useRef(fieldOf);
  fieldOfRef.current = fieldOf;
  const setError = useCallback(
    (message: string | null, field?: string | null) =>
      setErrorState(
        message === null
          ? null
          : field
          ? { message, code: null, field }
          : { message, code: null },
      ),
    [],
  );
  const run = useCallback(
    <T>(fn: () => Promise<T>, failure: ActionFailure, key?: K) =>
      runAction(
        state.current,
        key ?? (true as K),
        fn,
        failure,
        (err) => fieldOfRef.current?.(err) ?? null,
      ),
    [],
  );
  return {
    busy: running !== null,
    running,
    error,
    formError: error?.field === undefined ? error : null,
    fieldError: (field) => error?.field === field ? error.message : null,
    setError,
    run,
  };
}
