/** /invoice/$id : the stored invoice of a paid payout, for its affiliate or an admin, ready to print. */
import { createFileRoute, redirect, useRouter } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../components/Alert.tsx";
import { Button } from "../components/Button.tsx";
import { Loading } from "../components/Spinner.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { readSession } from "../lib/session.ts";
import { api, messageOf } from "../lib/api.ts";

export const Route = createFileRoute("/invoice/$id")({
  // Both roles may open an invoice; the server decides whose it is.
  beforeLoad: () => {
    if (!readSession().token) throw redirect({ to: "/login" });
  },
  component: Page,
});

function Page() {
  usePageTitle("Invoice");
  const { id } = Route.useParams();
  const router = useRouter();
  const frame = useRef<HTMLIFrameElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api<string>(`/api/payouts/${encodeURIComponent(id)}/invoice`)
      .then((text) => setHtml(typeof text === "string" ? text : null))
      .catch((e) => setError(messageOf(e, "Failed to load the invoice.")));
  }, [id]);

  return (
    <main className="invoice-page">
      <div className="invoice-toolbar">
        <Button variant="secondary" onClick={() => router.history.back()}>
          Back
        </Button>
        <Button
          onClick={() => frame.current?.contentWindow?.print()}
          disabled={!html}
        >
          Print
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
      {!error && html === null && <Loading />}
      {html !== null && (
        // The server's invoice document, shown without scripts; same-origin only so Print can reach it.
        <iframe
          ref={frame}
          className="invoice-frame"
          title={`Invoice of payout ${id}`}
          sandbox="allow-same-origin allow-modals"
          srcDoc={html}
        />
      )}
    </main>
  );
}
