/** Validation of the admin product form shared by create and update. */
import { err, ok, type Result } from "../shared/result.ts";
import { isRefundPolicy, type RefundPolicy } from "./product.ts";
import { readAllowedDomains } from "../links/allowed_domains.ts";
import {
  type CheckedOfferFields,
  checkOfferFields,
  type OfferFieldsInput,
} from "./offer_fields.ts";
import {
  normalizeCommissionPercent,
  percentToBasisPoints,
} from "./commission_percent.ts";

/** The product form as submitted (multipart text fields; image handled separately). */
export interface ProductFormInput extends OfferFieldsInput {
  title?: unknown;
  description?: unknown;
  /** Absent or blank: the global commission (create) or the current one (update). */
  commissionPercent?: unknown;
  /** Absent: "none" (create) or the current policy (update). */
  refundPolicy?: unknown;
  /** Absent: none (create) or the current ones (update); a list, or text split at commas and spaces. */
  allowedDomains?: unknown;
}

/** A product form that breaks a rule. */
export interface ProductValidationError {
  code: "VALIDATION_ERROR";
  message: string;
}

/** The checked form: commission in basis points when given. */
export interface CheckedProductForm extends CheckedOfferFields {
  title: string;
  description: string;
  commissionBp: number | null;
  refundPolicy: RefundPolicy | null;
  /** Null: not given. */
  allowedDomains: string[] | null;
}

/** Checks title and description are present and applies the commission rules of the form. */
export function checkProductForm(
  input: ProductFormInput,
): Result<CheckedProductForm, ProductValidationError> {
  const title = typeof input.title === "string" ? input.title.trim() : "";
  const description = typeof input.description === "string"
    ? input.description.trim()
    : "";
  if (!title) {
    return err({ code: "VALIDATION_ERROR", message: "Title is required." });
  }
  if (!description) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Description is required.",
    });
  }
  if (title.length > 200) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Title must be at most 200 characters.",
    });
  }
  if (description.length > 5000) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Description must be at most 5000 characters.",
    });
  }
  let refundPolicy: RefundPolicy | null = null;
  if (input.refundPolicy !== undefined && input.refundPolicy !== "") {
    if (!isRefundPolicy(input.refundPolicy)) {
      return err({
        code: "VALIDATION_ERROR",
        message: "Refund policy must be none or 30_day_guarantee.",
      });
    }
    refundPolicy = input.refundPolicy;
  }
  const blank = input.commissionPercent === undefined ||
    input.commissionPercent === null ||
    (typeof input.commissionPercent === "string" &&
      input.commissionPercent.trim() === "");
  const commissionBp = blank
    ? null
    : percentToBasisPoints(normalizeCommissionPercent(input.commissionPercent));
  let allowedDomains: string[] | null = null;
  if (input.allowedDomains !== undefined && input.allowedDomains !== null) {
    const read = readAllowedDomains(input.allowedDomains);
    if (!read.ok) return read;
    allowedDomains = read.value;
  }
  const offer = checkOfferFields(input);
  if (!offer.ok) return offer;
  return ok({
    ...offer.value,
    title,
    description,
    commissionBp,
    refundPolicy,
    allowedDomains,
  });
}
