/** CSV export: quoted fields (RFC 4180) and a browser download. */

/** Quotes one field: always wrapped in quotes, inner quotes doubled; formula-like text is neutralised. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  // Spreadsheet apps run cells starting with = + - @ as formulas; a leading quote keeps them text.
  // Plain numbers and a lone dash (the "missing" mark) are not formulas.
  if (
    /^[=+\-@\t\r]/.test(text) && text !== "-" &&
    !/^-?\d+(\.\d+)?$/.test(text)
  ) {
    text = `'${text}`;
  }
  return `"${text.replaceAll('"', '""')}"`;
}

/** A CSV document: a header row, then one line per row, CRLF-separated. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join(
    "\r\n",
  ) + "\r\n";
}

/** Makes the browser save `text` as `fileName`. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(
    new Blob([text], { type: "text/csv;charset=utf-8" }),
  );
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
