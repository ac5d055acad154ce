/**
 * ShareTools: beside a tracked link or a coupon code, a "Share" disclosure with the QR code (PNG and SVG download,
 * drawn in the browser without any network call), "Share on WhatsApp" with the affiliate's own message, the
 * phone's share sheet where there is one, and the message editor (docs/sharing.md).
 */
import { t } from "@/i18n/i18n.ts";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { Button, buttonClass } from "./Button.tsx";
import { TextAreaField } from "./Field.tsx";
import {
  DEFAULT_SHARE_MESSAGE,
  fileStem,
  qrPath,
  qrSvg,
  readShareMessage,
  saveShareMessage,
  SHARE_MESSAGE_MAX,
  type ShareSubject,
  shareText,
  subscribeShareMessage,
  whatsAppUrl,
} from "@/lib/share.ts";

type Modules = boolean[][];

/** The QR matrix of a text (quiet zone of 4 modules, error correction M); uqr loads only when a panel opens. */
async function encodeQr(text: string): Promise<Modules> {
  const { encode } = await import("uqr");
  return encode(text, { ecc: "M", border: 4 }).data;
}

/** Saves a blob under a file name through a temporary link (no server round trip). */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The matrix drawn on a canvas, 10 px per module, as a PNG. */
function pngOf(modules: Modules): Promise<Blob> {
  const scale = 10;
  const size = modules.length * scale;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#fff";
  g.fillRect(0, 0, size, size);
  g.fillStyle = "#000";
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) g.fillRect(x * scale, y * scale, scale, scale);
    })
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => b ? resolve(b) : reject(new Error("PNG failed")),
      "image/png",
    )
  );
}

/** The share panel of one link (or one coupon code, when `code` is given). */
export function ShareTools({ title, link, code }: ShareSubject) {
  const [open, setOpen] = useState(false);
  const [modules, setModules] = useState<Modules | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const message = useSyncExternalStore(
    subscribeShareMessage,
    readShareMessage,
    () => DEFAULT_SHARE_MESSAGE,
  );
  const [draft, setDraft] = useState(message);
  const headingId = useId();
  const subject: ShareSubject = code ? { title, link, code } : { title, link };
  // The untouched default reads in the page's language; a message the affiliate wrote stays as written.
  const shown = message === DEFAULT_SHARE_MESSAGE
    ? t("aff.share.defaultMessage")
    : message;
  const text = shareText(shown, subject);
  // The coupon's QR carries the code itself (typed at checkout); a link's QR opens the tracked link.
  const qrText = code ?? link;
  const stem = `kamai-${fileStem(code ?? link.split("/").pop() ?? "")}-qr`;
  const what = code
    ? t("aff.card.couponCopy", { code })
    : t("aff.share.yourLink");

  useEffect(() => {
    if (!open || modules) return;
    let live = true;
    encodeQr(qrText).then(
      (m) => live && setModules(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, modules, qrText]);

  const canNativeShare = typeof navigator !== "undefined" &&
    typeof navigator.share === "function";

  return (
    <details
      className="share-tools"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className={buttonClass("secondary", "sm")}>
        {code ? t("aff.share.shareCode") : t("aff.share.share")}
      </summary>
      {/* The panel is built only while open: a dashboard of many cards draws no QR codes it does not show. */}
      {open && (
        <section className="share-panel" aria-labelledby={headingId}>
          <h3 id={headingId} className="visually-hidden">
            {t("aff.share.heading", { what })}
          </h3>
          <div className="share-qr">
            {modules
              ? (
                <svg
                  viewBox={`0 0 ${modules.length} ${modules.length}`}
                  role="img"
                  aria-label={t("aff.share.qrOf", { text: qrText })}
                  shapeRendering="crispEdges"
                  data-testid="share-qr"
                >
                  <rect
                    width={modules.length}
                    height={modules.length}
                    fill="#fff"
                  />
                  <path d={qrPath(modules)} fill="#000" />
                </svg>
              )
              : failed
              ? (
                <p className="error-text" role="alert">
                  {t("aff.share.qrFailed")}
                </p>
              )
              : <p className="loading-text">{t("aff.share.qrDrawing")}</p>}
          </div>
          <div className="share-actions">
            <Button
              size="sm"
              variant="secondary"
              disabled={!modules}
              onClick={async () =>
                modules && download(await pngOf(modules), `${stem}.png`)}
            >
              {t("aff.share.png")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!modules}
              onClick={() =>
                modules &&
                download(
                  new Blob([qrSvg(modules)], { type: "image/svg+xml" }),
                  `${stem}.svg`,
                )}
            >
              {t("aff.share.svg")}
            </Button>
            <a
              className={`${buttonClass("primary", "sm")} share-whatsapp`}
              href={whatsAppUrl(text)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("aff.share.whatsapp")}
            </a>
            {canNativeShare && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  navigator.share({ title, text }).catch(() => {
                    // Closing the share sheet rejects; nothing to tell.
                  })}
              >
                {t("aff.share.native")}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={editing}
              onClick={() => {
                setDraft(shown);
                setEditing((e) => !e);
              }}
            >
              {t("aff.share.edit")}
            </Button>
          </div>
          <p className="share-preview" data-testid="share-preview">{text}</p>
          {editing && (
            <form
              className="share-editor"
              onSubmit={(e) => {
                e.preventDefault();
                saveShareMessage(draft);
                setEditing(false);
              }}
            >
              <TextAreaField
                label={t("aff.share.messageLabel")}
                hint={t("aff.share.messageHint", {
                  link: "{link}",
                  title: "{title}",
                })}
                value={draft}
                maxLength={SHARE_MESSAGE_MAX}
                rows={3}
                onChange={(e) => setDraft(e.target.value)}
              />
              <div className="share-actions">
                <Button size="sm" type="submit">{t("aff.share.save")}</Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDraft(t("aff.share.defaultMessage"))}
                >
                  {t("aff.share.useDefault")}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(false)}
                >
                  {t("aff.share.cancel")}
                </Button>
              </div>
            </form>
          )}
        </section>
      )}
    </details>
  );
}
