/** Button: the one button look (primary, secondary, ghost, danger) with a busy state. */
import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./Spinner.tsx";

/** Visual weight of a button. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

/** Props of Button: native button props plus look and busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  block?: boolean;
  /** Shows a spinner and disables the button while a request is in flight. */
  busy?: boolean;
}

/** Builds the class list for button-looking elements (also used on links). */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: "sm" | "md" | "lg" = "md",
  block = false,
): string {
  return [
    "btn",
    `btn-${variant}`,
    size !== "md" ? `btn-${size}` : "",
    block ? "btn-block" : "",
  ].filter(Boolean).join(" ");
}

/** A styled button; `busy` disables it and shows a spinner. */
export function Button(
  {
    variant = "primary",
    size = "md",
    block = false,
    busy = false,
    disabled,
    children,
    className,
    type,
    ...rest
  }: ButtonProps,
) {
  return (
    <button
      type={type ?? "button"}
      className={[buttonClass(variant, size, block), className].filter(Boolean)
        .join(" ")}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
