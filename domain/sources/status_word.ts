/** Network status words (postbacks, CSV rows) read into what they mean for an order. */
import { err, ok, type Result } from "../shared/result.ts";

/** What a status word means: a sale pending or approved, or the order's earnings reversed. */
export type StatusMeaning = "approved" | "pending" | "reversed";

const WORDS: Record<string, StatusMeaning> = {
  approved: "approved",
  confirmed: "approved",
  sale: "approved",
  "1": "approved",
  pending: "pending",
  "0": "pending",
  rejected: "reversed",
  declined: "reversed",
  reversed: "reversed",
  refunded: "reversed",
  "-1": "reversed",
};

/** The words accepted, for messages and the connect panel. */
export const STATUS_WORDS: readonly string[] = Object.keys(WORDS);

/**
 * Reads a status word, case-insensitively (Impact sends APPROVED); absent or blank means approved, since most
 * networks fire a postback only for a validated conversion. An unknown word is an error, never a guess.
 */
export function parseStatusWord(
  word: string | null | undefined,
): Result<StatusMeaning, { reason: string }> {
  const key = (word ?? "").trim().toLowerCase();
  if (key === "") return ok("approved");
  const meaning = Object.hasOwn(WORDS, key) ? WORDS[key] : undefined;
  return meaning ? ok(meaning) : err({
    reason: `Unknown status "${key.slice(0, 40)}"; use one of ${
      STATUS_WORDS.join(", ")
    }.`,
  });
}
