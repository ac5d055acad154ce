/** TextField, TextAreaField and SelectField: labelled controls with hint and error text wired up for assistive technology. */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/** What every labelled control takes besides its native props. */
interface FieldExtras {
  label: ReactNode;
  hint?: ReactNode;
  /** A message shown under the control; marks it invalid. */
  error?: string | null;
  /** The id of a message shown elsewhere (e.g. the form's alert) that explains this control's problem; marks it invalid. */
  errorId?: string;
  /** Announces `error` as an alert when it appears (a form that shows each refusal at its field, not in a summary). */
  announceError?: boolean;
}

/** Props of TextField: native input props plus label, hint and error, and an optional control beside the input. */
export interface TextFieldProps
  extends InputHTMLAttributes<HTMLInputElement>, FieldExtras {
  /** A small control on the input's line (e.g. a "Max" button). */
  addon?: ReactNode;
}

/** Props of TextAreaField: native textarea props plus label, hint and error. */
export interface TextAreaFieldProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldExtras {}

/** Props of SelectField: native select props plus label, hint and error; the options are its children. */
export interface SelectFieldProps
  extends SelectHTMLAttributes<HTMLSelectElement>, FieldExtras {}

/** The ids and aria attributes one control needs for its hint and error. */
function useFieldWiring(
  { id, hint, error, errorId }: {
    id?: string;
    hint?: ReactNode;
    error?: string | null;
    errorId?: string;
  },
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const ownErrorId = error ? `${controlId}-error` : undefined;
  const invalid = Boolean(error || errorId);
  return {
    controlId,
    hintId,
    ownErrorId,
    aria: {
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby":
        [hintId, ownErrorId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function FieldFrame(
  {
    className,
    controlId,
    label,
    hint,
    hintId,
    error,
    errorId,
    announceError,
    children,
  }: {
    announceError?: boolean;
    className?: string;
    controlId: string;
    label: ReactNode;
    hint?: ReactNode;
    hintId?: string;
    error?: string | null;
    errorId?: string;
    children: ReactNode;
  },
) {
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label className="field-label" htmlFor={controlId}>{label}</label>
      {children}
      {hint && <span id={hintId} className="field-hint">{hint}</span>}
      {error && (
        <span
          id={errorId}
          className="field-error"
          role={announceError ? "alert" : undefined}
        >
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled text input; `error` (or `errorId`) marks it invalid and is read out with the field. */
export function TextField(
  {
    label,
    hint,
    error,
    errorId,
    announceError,
    addon,
    id,
    className,
    ...rest
  }: TextFieldProps,
) {
  const wiring = useFieldWiring({ id, hint, error, errorId });
  const input = (
    <input
      id={wiring.controlId}
      className="field-input"
      // What a person types (a name, an address, an account number) takes its own direction in an Urdu page.
      dir="auto"
      {...wiring.aria}
      {...rest}
    />
  );
  return (
    <FieldFrame
      className={className}
      controlId={wiring.controlId}
      label={label}
      hint={hint}
      hintId={wiring.hintId}
      error={error}
      errorId={wiring.ownErrorId}
      announceError={announceError}
    >
      {addon ? <div className="field-with-addon">{input}{addon}</div> : input}
    </FieldFrame>
  );
}

/** A labelled multi-line text box; `error` (or `errorId`) marks it invalid and is read out with the field. */
export function TextAreaField(
  { label, hint, error, errorId, announceError, id, className, ...rest }:
    TextAreaFieldProps,
) {
  const wiring = useFieldWiring({ id, hint, error, errorId });
  return (
    <FieldFrame
      className={className}
      controlId={wiring.controlId}
      label={label}
      hint={hint}
      hintId={wiring.hintId}
      error={error}
      errorId={wiring.ownErrorId}
      announceError={announceError}
    >
      <textarea
        id={wiring.controlId}
        className="field-input field-textarea"
        dir="auto"
        {...wiring.aria}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A labelled select; `error` (or `errorId`) marks it invalid and is read out with the field. */
export function SelectField(
  {
    label,
    hint,
    error,
    errorId,
    announceError,
    id,
    className,
    children,
    ...rest
  }: SelectFieldProps,
) {
  const wiring = useFieldWiring({ id, hint, error, errorId });
  return (
    <FieldFrame
      className={className}
      controlId={wiring.controlId}
      label={label}
      hint={hint}
      hintId={wiring.hintId}
      error={error}
      errorId={wiring.ownErrorId}
      announceError={announceError}
    >
      <select
        id={wiring.controlId}
        className="field-input"
        {...wiring.aria}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
