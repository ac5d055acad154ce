/** The redirect target of a tracked click: the destination carrying the click id for the merchant. */

/** Replaces `{click_id}` in the destination when present, else adds a `click_id` query parameter. */
export function withClickId(destination: string, clickId: string): string {
  if (destination.includes("{click_id}")) {
    return destination.replaceAll("{click_id}", encodeURIComponent(clickId));
  }
  const url = new URL(destination);
  url.searchParams.set("click_id", clickId);
  return url.href;
}
