/** Payout batches and file layouts on the wire (the batch routes' answers). */
import type { PayoutBatch } from "../../../domain/batches/batch.ts";
import type { FileLayout } from "../../../domain/batches/file_layout.ts";
import { toDisplayAmount } from "../../../domain/shared/money.ts";
import type { BatchJson, FileLayoutJson } from "../../../wire/batches.ts";

/** A batch on the wire, with the URL of its file. */
export function batchJson(
  b:
    & Pick<PayoutBatch, "id" | "rail" | "reference" | "count" | "total">
    & Partial<PayoutBatch>,
): BatchJson {
  return {
    id: b.id,
    rail: b.rail,
    reference: b.reference,
    count: b.count,
    total: toDisplayAmount(b.total),
    fileUrl: `/api/payouts/admin/batches/${b.id}/file`,
    ...(b.createdAt
      ? {
        createdBy: b.createdBy,
        createdByEmail: b.createdByEmail,
        createdAt: b.createdAt.toISOString(),
        processing: b.processing,
        paid: b.paid,
        failed: b.failed,
      }
      : {}),
  };
}

/** A file layout (built in or added by an admin) on the wire. */
export function layoutJson(l: FileLayout): FileLayoutJson {
  return {
    id: l.id,
    name: l.name,
    kind: l.kind,
    columns: l.columns,
    dateFormat: l.dateFormat,
    amountFormat: l.amountFormat,
    builtIn: l.builtIn,
  };
}
