/** CopyButton: copies a text to the clipboard and says "Copied!" for a moment. */
import { useEffect, useRef, useState } from "react";
import { Button } from "./Button.tsx";
import { t } from "../i18n/i18n.ts";

// How long "Copied!" stays, in ms (docs/product.md §9, as on the product cards).
const COPIED_MS = 2000;

/** A small secondary button that copies `text`; `label` names what is copied for screen readers. */
export function CopyButton(
  { text, label, children = t("app.copy") }: {
    text: string;
    label?: string;
    children?: string;
  },
) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      // Clipboard failures are only logged (docs/product.md §9); the text stays on screen to copy by hand.
      console.error("copy failed", error);
    }
  };
  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      onClick={copy}
      aria-label={label
        ? t(copied ? "app.copiedLabel" : "app.copyLabel", { what: label })
        : undefined}
      aria-live="polite"
    >
      {copied ? t("app.copied") : children}
    </Button>
  );
}
