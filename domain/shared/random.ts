/** RandomSource: the port for unguessable bytes and tokens (tests may make it deterministic). */
export interface RandomSource {
  /** A URL-safe token carrying at least `bits` random bits. */
  token(bits?: number): string;
}
