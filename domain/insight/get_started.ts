/** The admin's "Get started" checklist: the steps from a fresh install to a working program, each ticked from stored state. */

/** The steps, in the order a new operator takes them. */
export const GET_STARTED_STEPS = [
  "settings",
  "product",
  "source",
  "signup",
  "approve",
  "payout",
] as const;

/** One step of the checklist. */
export type GetStartedStep = typeof GET_STARTED_STEPS[number];

/** Whether each step is done, read from what is stored (never from a flag the admin ticks by hand). */
export type GetStartedFacts = Record<GetStartedStep, boolean>;

/** Reads the checklist's facts in one round trip. */
export interface GetStartedReader {
  read(): Promise<GetStartedFacts>;
}

/** The checklist as a list in step order, with how many are done. */
export function checklistOf(facts: GetStartedFacts): {
  steps: { id: GetStartedStep; done: boolean }[];
  done: number;
  total: number;
  complete: boolean;
} {
  const steps = GET_STARTED_STEPS.map((id) => ({ id, done: facts[id] }));
  const done = steps.filter((s) => s.done).length;
  return {
    steps,
    done,
    total: steps.length,
    complete: done === steps.length,
  };
}
