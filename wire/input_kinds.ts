/**
 * What a request field holds, where its zod type does not say (a number that is money, a string that is an email):
 * the bad-input sweep (adapters/http/bad_input_sweep_test.ts) tries each kind's bad values on every declared body
 * field, so a new route is swept by declaring its body (docs/CONVENTIONS.md "Tests").
 */
import { z, type ZodType } from "zod";

/** A field's kind; each has its own bad values in the sweep. `any`: no value of it is bad (clamped or unread). */
export type InputKind =
  | "text"
  | "email"
  | "id"
  | "money"
  | "count"
  | "date"
  | "url"
  | "percent"
  | "enum"
  | "phone"
  | "flag"
  | "any";

/** A field's kind and, where the schema leaves it optional for the domain to judge, whether it is required. */
export interface InputKindMeta {
  kind: InputKind;
  /** Overrides the schema's optionality: the domain refuses the request without the field (or takes it without). */
  required?: boolean;
}

/** The kinds of the fields that declare one (kept out of the OpenAPI document). */
export const inputKinds = z.registry<InputKindMeta>();

/** Declares `schema`'s kind (and requiredness, when the domain decides it) and returns the schema. */
export function inputKind<T extends ZodType>(
  schema: T,
  kind: InputKind,
  required?: boolean,
): T {
  inputKinds.add(
    schema,
    required === undefined ? { kind } : { kind, required },
  );
  return schema;
}
