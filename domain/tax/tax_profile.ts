/** An affiliate's tax profile: CNIC or NTN, and whether they are on the Active Taxpayers List (filer). */
import { err, ok, type Result } from "../shared/result.ts";

/** Which identity number the payee gave. */
export type TaxIdType = "cnic" | "ntn";

/** A recorded tax profile; id numbers are stored formatted: CNIC #####-#######-#, NTN #######-#. */
export interface TaxProfile {
  idType: TaxIdType;
  idNumber: string;
  filer: boolean;
  updatedAt: Date;
}

/** The messages of the tax profile rules (shared with the profile page). */
export const TAX_PROFILE_MESSAGES = {
  idNumber: "Enter your CNIC (12345-1234567-1) or NTN (1234567-8).",
  filer: "Say whether you are on the Active Taxpayers List (filer) or not.",
} as const;

/** A refused tax profile. */
export interface TaxProfileInvalid {
  code: "VALIDATION_ERROR";
  message: string;
  field: "idNumber" | "filer";
}

/** Reads a CNIC (13 digits) or an NTN (7 digits and a check digit), with or without dashes and spaces. */
export function parseTaxId(
  input: unknown,
): { idType: TaxIdType; idNumber: string } | null {
  if (typeof input !== "string" || input.length > 40) return null;
  const text = input.trim();
  if (!/^[\d\s-]+$/.test(text)) return null;
  const digits = text.replace(/[\s-]/g, "");
  if (digits.length === 13) {
    return {
      idType: "cnic",
      idNumber: `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits[12]}`,
    };
  }
  if (digits.length === 8) {
    return {
      idType: "ntn",
      idNumber: `${digits.slice(0, 7)}-${digits[7]}`,
    };
  }
  return null;
}

/** Checks a tax profile payload `{ idNumber, filer }`. */
export function validateTaxProfile(
  body: { idNumber?: unknown; filer?: unknown },
): Result<
  { idType: TaxIdType; idNumber: string; filer: boolean },
  TaxProfileInvalid
> {
  const id = parseTaxId(body.idNumber);
  if (!id) {
    return err({
      code: "VALIDATION_ERROR",
      message: TAX_PROFILE_MESSAGES.idNumber,
      field: "idNumber",
    });
  }
  if (typeof body.filer !== "boolean") {
    return err({
      code: "VALIDATION_ERROR",
      message: TAX_PROFILE_MESSAGES.filer,
      field: "filer",
    });
  }
  return ok({ ...id, filer: body.filer });
}
