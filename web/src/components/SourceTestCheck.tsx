/** SourceTestCheck: whether a store's test order has reached a source ("Connection works"), with a way to look again. */
import { useCallback, useEffect, useState } from "react";
import { Button } from "./Button.tsx";
import { fetchSourceEvents } from "@/lib/sources_api.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
import "@/i18n/areas/admin_catalog.ts";

type Check =
  | { state: "checking" }
  | { state: "works"; at: string }
  | { state: "none" }
  | { state: "failed" };

/** The button Shopify shows beside each webhook (its own screen's words, the same in every language). */
const SEND_TEST = "Send test notification";

/** Looks for the source's latest `test` event (newest first) when shown, and again on request. */
export function SourceTestCheck({ sourceId }: { sourceId: number }) {
  const [check, setCheck] = useState<Check>({ state: "checking" });
  const look = useCallback(async () => {
    setCheck({ state: "checking" });
    try {
      const page = await fetchSourceEvents(sourceId, 0, "test");
      const latest = page.rows[0];
      setCheck(
        latest ? { state: "works", at: latest.receivedAt } : { state: "none" },
      );
    } catch {
      setCheck({ state: "failed" });
    }
  }, [sourceId]);
  useEffect(() => {
    void look();
  }, [look]);

  return (
    <div className="connect-check">
      <p role="status" aria-live="polite">
        {check.state === "checking" && t("admc.connect.testChecking")}
        {check.state === "works" && (
          <>
            <strong>{t("admc.connect.testWorks")}</strong>{" "}
            {t("admc.connect.testArrived", { when: formatDateTime(check.at) })}
          </>
        )}
        {check.state === "none" &&
          tNodes("admc.connect.testNone", {
            send: <strong>{SEND_TEST}</strong>,
          })}
        {check.state === "failed" && t("admc.connect.testFailed")}
      </p>
      {check.state !== "checking" && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void look()}
        >
          {t("admc.connect.testCheck")}
        </Button>
      )}
    </div>
  );
}
