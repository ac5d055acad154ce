/** JSON read without binary floats: ids beyond 2^53 and decimal amounts keep their exact source text. */

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Parses JSON like JSON.parse, except that every number that is not a safe integer (Shopify's 18-digit ids,
 * amounts such as 89.99, exponents) comes back as a string holding its exact text; safe integers stay numbers.
 * Throws SyntaxError on broken JSON, like JSON.parse.
 */
export function parseExactJson(text: string): unknown {
  let out = "";
  let from = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      inString = true;
      continue;
    }
    if (c !== "-" && (c < "0" || c > "9")) continue;
    NUMBER.lastIndex = i;
    const match = NUMBER.exec(text);
    if (!match) continue;
    const token = match[0];
    const end = i + token.length;
    // A token that is not a whole JSON number (e.g. "01" or "1.") is left alone for JSON.parse to refuse.
    if (!/^-?\d+$/.test(token) || !Number.isSafeInteger(Number(token))) {
      out += text.slice(from, i) + `"${token}"`;
      from = end;
    }
    i = end - 1;
  }
  return JSON.parse(out + text.slice(from));
}
