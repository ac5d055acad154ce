/** The admin product form's values, and the empty form. */

/** What the product form holds while it is typed. */
export interface FormValues {
  title: string;
  description: string;
  commissionPercent: string;
  refundPolicy: string;
  /** Hosts affiliates may deep-link to, as typed (commas, spaces or lines between them). */
  allowedDomains: string;
}

/** A blank form (the commission is filled with the global default). */
export const EMPTY: FormValues = {
  title: "",
  description: "",
  commissionPercent: "",
  refundPolicy: "none",
  allowedDomains: "",
};
