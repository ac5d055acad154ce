/** CopyButton: copies a text to the clipboard and says "Copied!" for a moment. */
import { useEffect, useRef, useState } from "react";
import { Button } from "./Button.tsx";
import { t } from "@/i18n/i18n.ts";

// How long "Copied!" stays, in ms (docs/product.md §9, as on the product cards).
const COPIED_MS = 2000;

/** A small secondary button that copies `text`; `label` names what is copied for screen readers. */
export function CopyButton(
  { text, label, children }: {
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
      aria-label={label ? accessibleName(copied, label, children) : undefined}
      aria-live="polite"
    >
      {copied ? t("app.copied") : children ?? t("app.copy")}
    </Button>
  );
}

/**
 * The button's name for screen readers: it starts with the words on the button (WCAG 2.5.3, label in name), so a
 * person using voice control can say what they see: "Copy ABC123", "Copy caption (English caption 3 …)".
 */
function accessibleName(
  copied: boolean,
  label: string,
  visible: string | undefined,
): string {
  if (copied) return t("app.copiedLabel", { what: label });
  return visible === undefined
    ? t("app.copyLabel", { what: label })
    : `${visible} (${label})`;
}
