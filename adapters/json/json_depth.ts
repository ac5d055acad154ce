/**
 * JSON nesting depth, measured on the text before any parser sees it: V8's JSON.parse with a reviver (exact money,
 * parseJsonExact) recurses once per level and runs out of stack on a body of nested brackets well under 1 MB.
 */

/** The deepest nesting any body may have: Kamai's own bodies nest 3 levels, stores' webhooks under 10. */
export const MAX_JSON_DEPTH = 64;

/** The message of a body nested past MAX_JSON_DEPTH. */
export const JSON_TOO_DEEP_MESSAGE =
  `The request body nests JSON more than ${MAX_JSON_DEPTH} levels deep`;

/** Thrown by parseJsonExact for a body nested past MAX_JSON_DEPTH; a SyntaxError, so callers treat it as bad JSON. */
export class JsonTooDeepError extends SyntaxError {
  constructor() {
    super(JSON_TOO_DEEP_MESSAGE);
    this.name = "JsonTooDeepError";
  }
}

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether `text` opens more than `max` objects or arrays inside one another (brackets inside strings do not count).
 * One pass, no allocation; it does not check that the text is JSON, the parser does that next.
 */
export function jsonNestsDeeperThan(
  text: string,
  max: number = MAX_JSON_DEPTH,
): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}
