/** /invoice/$id : the stored invoice of a paid payout, for its affiliate or an admin, ready to print. */
import {
  createFileRoute,
  getRouteApi,
  redirect,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import {
  downloadInvoicePdf,
  fitFrameToContent,
} from "./-parts/invoice_frame.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { readSession } from "@/lib/session.ts";
import { api, messageOf } from "@/lib/api.ts";
import { currentLanguage, readyArea, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/invoice/$id")({
  // Both roles may open an invoice; the server decides whose it is.
  beforeLoad: async () => {
    if (!readSession().token) throw redirect({ to: "/login" });
    await readyArea("affiliate");
  },
  // In the page's language: the server renders the invoice's stored facts in it (older invoices as stored).
  loader: async ({ params }) => {
    const text = await api<string>(
      `/api/payouts/${
        encodeURIComponent(params.id)
      }/invoice?lang=${currentLanguage()}`,
    );
    return typeof text === "string" ? text : null;
  },
  pendingComponent: () => (
    <InvoiceFrame>
      <Loading />
    </InvoiceFrame>
  ),
  errorComponent: ({ error }) => (
    <InvoiceFrame>
      <Alert>{messageOf(error, t("aff.invoice.loadFailed"))}</Alert>
    </InvoiceFrame>
  ),
  component: Page,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/invoice/$id");

/** The toolbar (Back, Print, Download PDF) above the invoice, also while it loads or failed. */
function InvoiceFrame(
  { onPrint, onDownload, children }: {
    onPrint?: () => void;
    onDownload?: () => Promise<void>;
    children: ReactNode;
  },
) {
  usePageTitle(t("payout.colInvoice"));
  const router = useRouter();
  return (
    <main className="invoice-page">
      <div className="invoice-toolbar">
        <Button variant="secondary" onClick={() => router.history.back()}>
          {t("aff.invoice.back")}
        </Button>
        <Button onClick={onPrint} disabled={!onPrint}>
          {t("aff.invoice.print")}
        </Button>
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={!onDownload}
        >
          {t("aff.invoice.downloadPdf")}
        </Button>
      </div>
      {children}
    </main>
  );
}

function Page() {
  const { id } = routeApi.useParams();
  const html = routeApi.useLoaderData();
  const frame = useRef<HTMLIFrameElement>(null);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      await downloadInvoicePdf(id);
    } catch {
      setFailed(true);
    }
  };
  return (
    <InvoiceFrame
      onPrint={html === null
        ? undefined
        : () => frame.current?.contentWindow?.print()}
      onDownload={html === null ? undefined : download}
    >
      {failed && <Alert>{t("aff.invoice.downloadFailed")}</Alert>}
      {html !== null && (
        // The server's invoice document, shown without scripts; same-origin only so Print can reach it.
        <iframe
          ref={frame}
          className="invoice-frame"
          title={t("aff.invoice.frameTitle", { id })}
          sandbox="allow-same-origin allow-modals"
          srcDoc={html}
          // As tall as the invoice, at any width: nothing is cut off or scrolled inside the frame.
          onLoad={(e) => fitFrameToContent(e.currentTarget)}
        />
      )}
    </InvoiceFrame>
  );
}
