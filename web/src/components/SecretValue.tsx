/** SecretValue: a secret shown masked, with Reveal/Hide and Copy buttons. */
import { useState } from "react";
import { Button } from "./Button.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { maskSecret } from "@/lib/source_connect.ts";

/** A masked secret; copying works without revealing it. */
export function SecretValue(
  { secret, label }: { secret: string; label: string },
) {
  const [shown, setShown] = useState(false);
  return (
    <div className="copy-row">
      <code className="copy-value" aria-label={label}>
        {shown ? secret : maskSecret(secret)}
      </code>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        aria-label={`${shown ? "Hide" : "Reveal"} ${label}`}
      >
        {shown ? "Hide" : "Reveal"}
      </Button>
      <CopyButton text={secret} label={label} />
    </div>
  );
}

/** A value (a URL) shown in full with a Copy button. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <div className="copy-row">
      <code className="copy-value" aria-label={label}>{value}</code>
      <CopyButton text={value} label={label} />
    </div>
  );
}
