/** The parts every auth form shares: the form with its error alert, a field tied to that error, the captcha, the submit button. */
import type { ReactNode } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { CaptchaWidget } from "@/components/CaptchaWidget.tsx";
import { TextField, type TextFieldProps } from "@/components/Field.tsx";
import type { AuthForm as AuthFormState } from "@/components/useAuthForm.ts";
import type { AuthField as AuthFieldName } from "@/lib/auth_validation.ts";

/** The auth card's form: no browser validation, the form's error first (its id is what invalid fields point at). */
export function AuthForm(
  { auth, label, children }: {
    auth: Pick<AuthFormState, "error" | "errorId" | "onSubmit">;
    label: string;
    children: ReactNode;
  },
) {
  return (
    <form
      className="auth-form"
      onSubmit={auth.onSubmit}
      noValidate
      aria-label={label}
    >
      {auth.error && <Alert id={auth.errorId}>{auth.error}</Alert>}
      {children}
    </form>
  );
}

/** A text field that points at the form's error when the error is about `field`. */
export function AuthField(
  { auth, field, ...props }: TextFieldProps & {
    auth: Pick<AuthFormState, "errorFor">;
    field: AuthFieldName;
  },
) {
  return <TextField {...props} errorId={auth.errorFor(field)} />;
}

/** The captcha, solved again after each failure, and pointing at the form's error when that is about it. */
export function AuthCaptcha(
  { auth, onChange }: {
    auth: Pick<AuthFormState, "captchaReset" | "errorFor">;
    onChange: (token: string) => void;
  },
) {
  return (
    <CaptchaWidget
      onChange={onChange}
      resetSignal={auth.captchaReset}
      errorId={auth.errorFor("captcha")}
    />
  );
}

/** The wide submit button; while `busy` it spins and says `busyText`. */
export function AuthSubmit(
  { busy, busyText, children }: {
    busy: boolean;
    busyText: string;
    children: ReactNode;
  },
) {
  return (
    <Button type="submit" block size="lg" busy={busy}>
      {busy ? busyText : children}
    </Button>
  );
}
