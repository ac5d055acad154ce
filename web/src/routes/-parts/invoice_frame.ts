/** The invoice page's helpers: a frame as tall as its document, and the PDF the server makes, saved as a file. */
import { readSession } from "@/lib/session.ts";
import { currentLanguage } from "@/i18n/i18n.ts";
import { ApiError } from "@/lib/api.ts";

/** Keeps a same-origin frame as tall as its document, also when its width (and so its wrapping) changes. */
export function fitFrameToContent(frame: HTMLIFrameElement): void {
  const doc = frame.contentDocument;
  if (!doc?.documentElement) return;
  const fit = () => {
    // The frame's own borders come on top of its document's height.
    const borders = frame.offsetHeight - frame.clientHeight;
    frame.style.height = `${
      Math.ceil(doc.documentElement.scrollHeight) + borders
    }px`;
  };
  fit();
  new ResizeObserver(fit).observe(doc.documentElement);
}

/** Fetches the invoice's PDF (in the page's language) and saves it under the server's file name. */
export async function downloadInvoicePdf(id: string): Promise<void> {
  const res = await fetch(
    `/api/payouts/${
      encodeURIComponent(id)
    }/invoice/pdf?lang=${currentLanguage()}`,
    { headers: { authorization: `Bearer ${readSession().token ?? ""}` } },
  );
  if (!res.ok) throw new ApiError(res.status, null, null);
  const number = res.headers.get("x-invoice-number") ?? `invoice-${id}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
