/** Result: the value-or-error a use case returns for failures its caller must handle. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Wraps a success value. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Wraps an expected failure. */
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
