/** A payout's account as a batch file line: bank payouts need a valid Pakistani IBAN, wallets a mobile number. */
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { err, ok, type Result } from "../shared/result.ts";
import type { MoneyTotal } from "../shared/money.ts";
import type { Payout } from "../payouts/payout.ts";
import { payoutMethodKind } from "../payouts/payout_methods.ts";
import { normalizePakistaniMobile } from "../payouts/pakistani_mobile.ts";
import { payoutReference } from "./batch.ts";
import type { BatchFileRow } from "./file_layout.ts";

/** The IBAN in electronic form when it is Pakistani (PK, 24 characters) and its mod-97 check holds (ibantools). */
export function checkedPakistaniIban(text: string | null): string | null {
  const iban = electronicFormatIBAN(text ?? "") ?? "";
  if (!iban.startsWith("PK") || iban.length !== 24) return null;
  if (!/^PK\d{2}[A-Z]{4}\d{16}$/.test(iban)) return null;
  return isValidIBAN(iban) ? iban : null;
}

/** Why a payout cannot go in a batch file (e.g. a bank account number that is not an IBAN), or null. */
export function batchAccountProblem(payout: Payout): string | null {
  const kind = payoutMethodKind(payout.method);
  if (kind === "bank") {
    return checkedPakistaniIban(payout.accountNumber)
      ? null
      : `Payout #${payout.id}: the bank account is not a valid Pakistani IBAN (PK, 24 characters); pay it one by one.`;
  }
  if (kind === "wallet") {
    return normalizePakistaniMobile(payout.accountNumber ?? "")
      ? null
      : `Payout #${payout.id}: the wallet number is not a Pakistani mobile number (03XXXXXXXXX).`;
  }
  return null;
}

/** The file line of a batched payout; `amount` is what to send (the net when withholding applies). */
export function batchFileRow(
  payout: Payout,
  amount: MoneyTotal,
): Result<BatchFileRow, string> {
  const problem = batchAccountProblem(payout);
  if (problem) return err(problem);
  const kind = payoutMethodKind(payout.method);
  return ok({
    beneficiaryTitle: payout.accountName ?? payout.userName,
    iban: kind === "bank"
      ? checkedPakistaniIban(payout.accountNumber) ?? ""
      : "",
    bankName: payout.bankName ?? "",
    mobileNumber: kind === "wallet"
      ? normalizePakistaniMobile(payout.accountNumber ?? "") ?? ""
      : "",
    accountNumber: payout.accountNumber ?? "",
    accountLabel: payout.accountLabel ?? payout.accountType ?? "",
    amount,
    reference: payoutReference(payout.id),
    email: payout.userEmail,
  });
}
