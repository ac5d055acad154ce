/** Clock: the port through which the domain learns the current instant. */
export interface Clock {
  now(): Date;
}

/** A clock fixed at a settable instant, for tests. */
export function createFixedClock(
  start: Date,
): Clock & { set(d: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
