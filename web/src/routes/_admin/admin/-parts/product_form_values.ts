/** The admin product form's values, and the empty form. */
import type { ProductJson } from "@wire/products.ts";

/** What the product form holds while it is typed. */
export interface FormValues {
  title: string;
  description: string;
  commissionPercent: string;
  refundPolicy: string;
  /** Hosts affiliates may deep-link to, as typed (commas, spaces or lines between them). */
  allowedDomains: string;
  /** The offer directory's fields (docs/offer-directory.md). */
  visibility: "public" | "private";
  /** Allowed traffic sources as typed, separated by commas. */
  trafficSources: string;
  /** Where links made without typing lead; blank: none. */
  destinationUrl: string;
  joinPolicy: "instant" | "approval";
  /** "true" or "false", as the select holds it. */
  autoApprove: string;
}

/** A blank form (the commission is filled with the global default). */
export const EMPTY: FormValues = {
  title: "",
  description: "",
  commissionPercent: "",
  refundPolicy: "none",
  allowedDomains: "",
  visibility: "private",
  trafficSources: "",
  destinationUrl: "",
  joinPolicy: "approval",
  autoApprove: "false",
};

/** The offer fields of a stored product, as the form shows them. */
export function offerValuesOf(
  p: ProductJson,
): Pick<
  FormValues,
  | "allowedDomains"
  | "visibility"
  | "trafficSources"
  | "destinationUrl"
  | "joinPolicy"
  | "autoApprove"
> {
  return {
    allowedDomains: p.allowedDomains.join(", "),
    visibility: p.visibility ?? "private",
    trafficSources: (p.trafficSources ?? []).join(", "),
    destinationUrl: p.destinationUrl ?? "",
    joinPolicy: p.joinPolicy ?? "approval",
    autoApprove: p.autoApprove ? "true" : "false",
  };
}

/** Puts the offer fields into the multipart form the API reads. */
export function setOfferFields(form: FormData, values: FormValues): void {
  form.set("allowedDomains", values.allowedDomains);
  form.set("visibility", values.visibility);
  form.set("trafficSources", values.trafficSources);
  form.set("destinationUrl", values.destinationUrl.trim());
  form.set("joinPolicy", values.joinPolicy);
  form.set("autoApprove", values.autoApprove);
}
