/** One Idempotency-Key per submission attempt: a retry of the same values reuses it, so the server counts the request once. */

/** The key of the last attempt and the body it was sent with. */
export interface KeyedAttempt {
  key: string;
  body: string;
}

/** The attempt to send `payload` under: the last one's key when the values are unchanged, else a fresh key. */
export function attemptFor(
  last: KeyedAttempt | null,
  payload: unknown,
  newKey: () => string = () => crypto.randomUUID(),
): KeyedAttempt {
  const body = JSON.stringify(payload);
  // A changed body under the same key would be refused (409), so new values get a new key.
  return last && last.body === body ? last : { key: newKey(), body };
}
