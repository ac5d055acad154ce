/**
 * The fields of a declared request body and the kind of each, read from the operation's zod schema and the kinds
 * wire/input_kinds.ts declares: the bad-input sweep's cases (docs/CONVENTIONS.md "Tests").
 */
import type { ZodType } from "zod";
import { type InputKind, inputKinds } from "../../wire/input_kinds.ts";

/** One body field as the sweep sees it. */
export interface InputField {
  kind: InputKind;
  required: boolean;
  /** An enum's values (the first is a good sample). */
  options?: string[];
}

interface Def {
  type: string;
  innerType?: ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  shape?: Record<string, ZodType>;
  options?: ZodType[];
}

const defOf = (schema: ZodType) =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The kind a zod type tells by itself, or null (numbers and unions must declare theirs). */
function kindOfType(def: Def): InputKind | null {
  switch (def.type) {
    case "boolean":
      return "flag";
    case "enum":
    case "literal":
      return "enum";
    case "string":
      return def.format === "email"
        ? "email"
        : def.format === "url"
        ? "url"
        : "text";
    case "array":
    case "record":
    case "object":
      // Structured values: their bad values are the wrong types and the oversized text of "text".
      return "text";
    default:
      return null;
  }
}

/** One field's kind and requiredness, or why the sweep cannot tell it. */
export function inputField(schema: ZodType): InputField | string {
  let required = true;
  let declared: { kind: InputKind; required?: boolean } | undefined;
  let current = schema;
  for (;;) {
    declared ??= inputKinds.get(current);
    const def = defOf(current);
    if (
      (def.type === "optional" || def.type === "nullable" ||
        def.type === "default") && def.innerType
    ) {
      required = false;
      current = def.innerType;
      continue;
    }
    const kind = declared?.kind ?? kindOfType(def);
    if (kind === null) {
      return `a ${def.type} field: declare its kind with inputKind (wire/input_kinds.ts)`;
    }
    const options = def.type === "enum" && def.entries
      ? Object.values(def.entries)
      : def.type === "literal" && def.values
      ? def.values.map(String)
      : undefined;
    return {
      kind,
      required: declared?.required ?? required,
      ...(options ? { options } : {}),
    };
  }
}

/** An object schema's fields, or those of the object form of a union (a list sent bare or as `{ goals }`). */
function shapeOf(schema: ZodType): Record<string, ZodType> | undefined {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.type !== "union") return undefined;
  return def.options?.map((option) => defOf(option).shape).find(Boolean);
}

/**
 * The fields of an object body schema (or of a union's object form), each with its kind; null when the schema has no
 * object form (a record, the raw delivery of a webhook). Throws naming a field whose kind cannot be told.
 */
export function inputFields(
  schema: ZodType | undefined,
): Record<string, InputField> | null {
  const shape = schema ? shapeOf(schema) : undefined;
  if (!shape) return null;
  const fields: Record<string, InputField> = {};
  for (const [name, field] of Object.entries(shape)) {
    const read = inputField(field);
    if (typeof read === "string") throw new Error(`${name}: ${read}`);
    fields[name] = read;
  }
  return fields;
}

/** A good value of each kind, for the sample body of a route the sweep has no case for. */
const GOOD_VALUES: Record<InputKind, unknown> = {
  text: "Sample",
  email: "sample@kamai.test",
  id: 1,
  money: 1,
  count: 1,
  date: "2099-01-01",
  url: "https://example.pk/sample",
  percent: 10,
  enum: "sample",
  phone: "03001234567",
  flag: true,
  any: "sample",
};

/** A body with a good value in every required field, to mutate one field at a time. */
export function sampleBody(
  fields: Record<string, InputField>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, f]) => f.required).map((
      [name, f],
    ) => [name, f.options?.[0] ?? GOOD_VALUES[f.kind]]),
  );
}
