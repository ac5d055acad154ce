/** useAuthForm: the submit flow every auth page shares: check, send, show the problem or the success, fresh captcha after a failure, then an optional timed redirect. */
import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { messageOf } from "@/lib/api.ts";
import { serverText } from "@/i18n/i18n.ts";
import { type AuthField, fieldOfAuthProblem } from "@/lib/auth_validation.ts";

/** What an auth page tells useAuthForm. */
export interface AuthFormOptions {
  /** The first problem with the fields (shown, nothing sent), or null. */
  validate: () => string | null;
  /** Sends the form; resolves to the success message to show, or nothing when the page moves on by itself. */
  send: () => Promise<string | void>;
  /** The error shown when the server gives no message. */
  failure: string;
  /** Hears every failed send (after the error is shown). */
  onFailure?: (err: unknown) => void;
  /** After a success, go to /login once this many milliseconds have passed (docs/product.md §9). */
  loginAfterMs?: number;
  /** The /login search it goes to then (e.g. `registered`, so the "check your email" notice stays in view there). */
  loginSearch?: { registered?: "1" };
}

/** The form's state and its submit handler. */
export interface AuthForm {
  error: string | null;
  setError: (error: string | null) => void;
  /** The id of the error alert; the field the error is about points at it. */
  errorId: string;
  /** The error alert's id when the current error is about `field` (for that field's errorId), else undefined. */
  errorFor: (field: AuthField) => string | undefined;
  success: string | null;
  sending: boolean;
  /** Changes whenever the captcha must be solved again (a solution is single use). */
  captchaReset: number;
  renewCaptcha: () => void;
  onSubmit: (e: FormEvent) => Promise<void>;
}

/** The shared submit/status/error/redirect flow of login, register, forgot and reset password. */
export function useAuthForm(options: AuthFormOptions): AuthForm {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const [success, setSuccess] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const renewCaptcha = () => setCaptchaReset((n) => n + 1);
  const { loginAfterMs, loginSearch } = options;

  useEffect(() => {
    if (!success || loginAfterMs === undefined) return;
    const timer = setTimeout(
      () => navigate({ to: "/login", search: loginSearch ?? {} }),
      loginAfterMs,
    );
    return () => clearTimeout(timer);
  }, [success, loginAfterMs, loginSearch, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = options.validate();
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      const message = await options.send();
      if (message) setSuccess(serverText(message));
    } catch (err) {
      setError(messageOf(err, options.failure));
      options.onFailure?.(err);
      renewCaptcha();
    } finally {
      setSending(false);
    }
  }

  return {
    // Client-side problems are kept in the domain's English (which field they are about) and shown translated.
    error: error === null ? null : serverText(error),
    setError,
    errorId,
    errorFor: (field) =>
      fieldOfAuthProblem(error) === field ? errorId : undefined,
    success,
    sending,
    captchaReset,
    renewCaptcha,
    onSubmit,
  };
}
