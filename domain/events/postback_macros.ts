/** The macros of a GET postback URL (docs/webhooks.md, "Postbacks"): each filled from the event, URL-encoded. */

/** The macro names a GET postback URL may hold, each as `{name}`. */
export const POSTBACK_MACROS = [
  "click_id",
  "s1",
  "s2",
  "s3",
  "s4",
  "s5",
  "order_id",
  "goal",
  "product_id",
  "payout",
  "currency",
  "status",
  "event",
  "timestamp",
] as const;

/** Where each macro's value is read from in an event's data (the conversion as the affiliate's API shows it). */
const DATA_FIELD: Record<string, string> = {
  click_id: "clickId",
  s1: "s1",
  s2: "s2",
  s3: "s3",
  s4: "s4",
  s5: "s5",
  order_id: "orderId",
  goal: "goal",
  product_id: "productId",
  payout: "payout",
  currency: "currency",
  status: "status",
};

/** The URL with every `{macro}` replaced by its URL-encoded value (empty when the event has none). */
export function fillPostbackMacros(
  url: string,
  event: { type: string; createdAt: Date; data: Record<string, unknown> },
): string {
  return url.replace(/\{([a-z0-9_]+)\}/g, (whole, name: string) => {
    let value: unknown;
    if (name === "event") value = event.type;
    else if (name === "timestamp") {
      value = Math.floor(event.createdAt.getTime() / 1000);
    } else if (name in DATA_FIELD) value = event.data[DATA_FIELD[name]];
    else return whole;
    return value === null || value === undefined
      ? ""
      : encodeURIComponent(String(value));
  });
}
