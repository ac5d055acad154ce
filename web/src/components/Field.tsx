/** TextField: a labelled input with hint and error text wired up for assistive technology. */
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

/** Props of TextField: native input props plus label, hint and error. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled text input; `error` marks it invalid and is read out with the field. */
export function TextField(
  { label, hint, error, id, className, ...rest }: TextFieldProps,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label className="field-label" htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") ||
          undefined}
        {...rest}
      />
      {hint && <span id={hintId} className="field-hint">{hint}</span>}
      {error && <span id={errorId} className="field-error">{error}</span>}
    </div>
  );
}
