/** Postback parameter names: Kamai's field names and the admin's renames so a network's macros fit. */
import { err, ok, type Result } from "../shared/result.ts";

/** The fields a postback carries. */
export const POSTBACK_FIELDS = [
  "click_id",
  "order_id",
  "amount",
  "payout",
  "status",
  "currency",
  "goal",
] as const;

/** One postback field. */
export type PostbackField = typeof POSTBACK_FIELDS[number];

/** The admin's renames, e.g. `{ click_id: "aff_sub" }`; a field not renamed keeps its own name. */
export type PostbackParamNames = Partial<Record<PostbackField, string>>;

/** The parameter name a field is read from. */
export function paramNameFor(
  field: PostbackField,
  names: PostbackParamNames,
): string {
  return names[field] ?? field;
}

/**
 * Validates a `params` setting: an object whose keys are postback fields and whose values are parameter names
 * (1–64 letters, digits, `_`, `-`, `.`, `[`, `]`). Several fields may read the same parameter
 * (`{ "click_id": "transaction_id", "order_id": "transaction_id" }`).
 */
export function parsePostbackParamNames(
  input: unknown,
): Result<PostbackParamNames, { reason: string }> {
  if (input === undefined || input === null) return ok({});
  if (typeof input !== "object" || Array.isArray(input)) {
    return err({
      reason: 'params must be an object such as { "click_id": "aff_sub" }.',
    });
  }
  const names: PostbackParamNames = {};
  for (const [key, value] of Object.entries(input)) {
    if (!(POSTBACK_FIELDS as readonly string[]).includes(key)) {
      return err({
        reason: `params: unknown field "${key.slice(0, 40)}"; fields are ${
          POSTBACK_FIELDS.join(", ")
        }.`,
      });
    }
    if (
      typeof value !== "string" || !/^[A-Za-z0-9_.\-\[\]]{1,64}$/.test(value)
    ) {
      return err({
        reason:
          `params.${key} must be a parameter name of 1 to 64 letters, digits or _ - . [ ].`,
      });
    }
    names[key as PostbackField] = value;
  }
  // Two fields may read one parameter: TUNE's transaction_id is both the click id and the conversion's id.
  return ok(names);
}
