/**
 * Lines of mixed Latin and Urdu text as the PDF draws them: split into runs by the face that has their glyphs, and
 * ordered for a left-to-right or right-to-left line. fontkit orders and shapes the glyphs inside an Arabic run; this
 * orders the runs (a small part of the Unicode bidi algorithm: Arabic, Latin/number runs, and the neutral marks
 * between them, which take the line's direction and mirror their brackets).
 */

/** A piece of a line drawn in one face, in the order it is laid from the line's start edge. */
export interface TextRun {
  text: string;
  face: number;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
/** Letters and digits of Latin script: strong left-to-right characters. */
const LATIN_STRONG = /[\p{Script=Latin}\p{Nd}]/u;
/** Signs that belong to the number beside them ("$82.00", "15%", "-5"), as the bidi algorithm's W5 joins them. */
const NUMBER_SIGN = /[$%#+\-\u00a3\u20ac\u20a8]/;
const DIGIT = /\p{Nd}/u;

/** True when the character at `k` starts or ends a left-to-right run. */
function strongAt(chars: readonly string[], k: number): boolean {
  const c = chars[k];
  if (LATIN_STRONG.test(c)) return true;
  return NUMBER_SIGN.test(c) &&
    (DIGIT.test(chars[k - 1] ?? "") || DIGIT.test(chars[k + 1] ?? "") ||
      (NUMBER_SIGN.test(chars[k + 1] ?? "") && DIGIT.test(chars[k + 2] ?? "")));
}

const MIRROR: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "<": ">",
  ">": "<",
};

/** The first face (by index) drawing a character; a character no face draws becomes "?" in face 0. */
function faceFor(
  char: string,
  faces: readonly ((codePoint: number) => boolean)[],
): { char: string; face: number } {
  const codePoint = char.codePointAt(0)!;
  const face = faces.findIndex((covers) => covers(codePoint));
  return face === -1 ? { char: "?", face: 0 } : { char, face };
}

/** Splits text into runs of one face each; a space stays in the run around it when that face draws it. */
export function runsByFace(
  text: string,
  faces: readonly ((codePoint: number) => boolean)[],
): TextRun[] {
  const runs: TextRun[] = [];
  for (const raw of text) {
    const last = runs.at(-1);
    const keep = last && raw === " " && faces[last.face](32);
    const { char, face } = keep
      ? { char: raw, face: last.face }
      : faceFor(raw, faces);
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

/** The segments of a right-to-left line in the order they are laid from its right edge. */
export function rtlSegments(text: string): string[] {
  const segments: string[] = [];
  const chars = [...text];
  let i = 0;
  while (i < chars.length) {
    const c = chars[i];
    if (ARABIC.test(c)) {
      // An Arabic run with the spaces between its words: fontkit lays it out right to left as one.
      let j = i + 1;
      while (
        j < chars.length &&
        (ARABIC.test(chars[j]) ||
          (chars[j] === " " && j + 1 < chars.length &&
            ARABIC.test(chars[j + 1])))
      ) j++;
      segments.push(chars.slice(i, j).join(""));
      i = j;
    } else if (strongAt(chars, i)) {
      // A left-to-right run: from a strong character to the last strong character before the next Arabic one.
      let end = i;
      let j = i + 1;
      while (j < chars.length && !ARABIC.test(chars[j])) {
        if (strongAt(chars, j)) end = j;
        j++;
      }
      segments.push(chars.slice(i, end + 1).join(""));
      i = end + 1;
    } else {
      // A neutral mark takes the line's direction: laid on its own, brackets mirrored.
      segments.push(MIRROR[c] ?? c);
      i++;
    }
  }
  return segments;
}
