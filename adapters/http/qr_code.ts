/** The enrolment QR code as an SVG path (one unit per module), so the web draws it inline without raw HTML. */
import { encode } from "uqr";
import type { QrCode } from "../../wire/two_factor.ts";

/** Encodes text (the otpauth:// URI) as a QR matrix drawn by one path of 1×1 squares; no quiet zone included. */
export function qrCodeOf(text: string): QrCode {
  const { size, data } = encode(text, { border: 0, ecc: "M" });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: parts.join("") };
}
