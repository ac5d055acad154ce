/**
 * The "Get started" checklist on the Overview (issue 31): a new operator's six steps from a fresh install to a
 * working program, each ticked from stored state (GET /api/admin/get-started), each with the action that does it.
 * The sign-up step carries the link itself: copy, QR code and WhatsApp.
 */
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import type { GetStartedJson } from "@wire/insight.ts";
import { buttonClass } from "@/components/Button.tsx";
import { CopyButton } from "@/components/CopyButton.tsx";
import { qrPath, whatsAppUrl } from "@/lib/share.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";

type StepId = GetStartedJson["steps"][number]["id"];

/** Each step's words and, for all but the sign-up link, the page that does it. */
const STEPS: Record<
  StepId,
  { title: MessageKey; text: MessageKey; to?: string; action?: MessageKey }
> = {
  settings: {
    title: "adm.start.settings",
    text: "adm.start.settingsText",
    to: "/admin/settings",
    action: "adm.start.settingsAction",
  },
  product: {
    title: "adm.start.product",
    text: "adm.start.productText",
    to: "/admin/products",
    action: "adm.start.productAction",
  },
  source: {
    title: "adm.start.source",
    text: "adm.start.sourceText",
    to: "/admin/sources",
    action: "adm.start.sourceAction",
  },
  signup: { title: "adm.start.signup", text: "adm.start.signupText" },
  approve: {
    title: "adm.start.approve",
    text: "adm.start.approveText",
    to: "/admin/profiles",
    action: "adm.start.approveAction",
  },
  payout: {
    title: "adm.start.payout",
    text: "adm.start.payoutText",
    to: "/admin/payouts/requests",
    action: "adm.start.payoutAction",
  },
};

/** The checklist; nothing once every step is done. */
export function GetStarted({ list }: { list: GetStartedJson }) {
  const headingId = useId();
  if (list.complete) return null;
  return (
    <section
      className="card get-started"
      aria-labelledby={headingId}
      data-testid="get-started"
    >
      <div className="get-started-head">
        <h2 id={headingId} className="card-title">{t("adm.start.title")}</h2>
        <p className="muted" data-testid="get-started-progress">
          {t("adm.start.progress", { done: list.done, total: list.total })}
        </p>
      </div>
      <p className="muted">{t("adm.start.intro")}</p>
      <ol className="get-started-steps">
        {list.steps.map((step) => {
          const words = STEPS[step.id];
          return (
            <li
              key={step.id}
              className={step.done
                ? "get-started-step is-done"
                : "get-started-step"}
              data-step={step.id}
              data-done={step.done ? "true" : "false"}
            >
              <span className="get-started-mark" aria-hidden="true">
                {step.done ? "✓" : ""}
              </span>
              <div className="get-started-body">
                <p className="get-started-title">
                  {t(words.title)}{" "}
                  <span className="visually-hidden">
                    {step.done ? t("adm.start.done") : t("adm.start.toDo")}
                  </span>
                </p>
                {!step.done && (
                  <>
                    <p className="get-started-text">{t(words.text)}</p>
                    {words.to && words.action
                      ? (
                        <Link
                          className={buttonClass("secondary", "sm")}
                          to={words.to}
                        >
                          {t(words.action)}
                        </Link>
                      )
                      : <SignupLinkShare />}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The sign-up link with Copy, a QR code (drawn in the browser) and Share on WhatsApp. */
function SignupLinkShare() {
  const link = `${globalThis.location.origin}/register`;
  const [showQr, setShowQr] = useState(false);
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    if (!showQr || modules) return;
    let live = true;
    import("uqr").then(({ encode }) => {
      if (live) setModules(encode(link, { ecc: "M", border: 4 }).data);
    }, () => {});
    return () => {
      live = false;
    };
  }, [showQr, modules, link]);
  const message = t("adm.start.whatsAppMessage", {
    brand: t("common.brand"),
    link,
  });
  return (
    <div className="get-started-share">
      <code className="ltr get-started-link" data-testid="signup-link">
        {link}
      </code>
      <div className="row-actions">
        <CopyButton text={link} label={t("adm.start.signupLink")}>
          {t("adm.start.copy")}
        </CopyButton>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          aria-expanded={showQr}
          onClick={() => setShowQr((v) => !v)}
        >
          {showQr ? t("adm.start.hideQr") : t("adm.start.showQr")}
        </button>
        <a
          className={buttonClass("secondary", "sm")}
          href={whatsAppUrl(message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("adm.start.whatsApp")}
        </a>
      </div>
      {showQr && modules && (
        <svg
          className="get-started-qr"
          viewBox={`0 0 ${modules.length} ${modules.length}`}
          role="img"
          aria-label={t("adm.start.qrOf", { link })}
          shapeRendering="crispEdges"
          data-testid="signup-qr"
        >
          <rect width={modules.length} height={modules.length} fill="#fff" />
          <path d={qrPath(modules)} fill="#000" />
        </svg>
      )}
    </div>
  );
}
