/** The user-facing texts of the auth use cases, shared by the domain rules and the HTTP schemas. */
export const AUTH_MESSAGES = {
  nameRequired: "Name is required.",
  nameTooLong: "Name must be at most 100 characters.",
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password should be at least 6 characters.",
  passwordTooLong: "Password must be at most 128 characters.",
  captchaRequired: "Please complete the reCAPTCHA.",
  captchaFailed: "Captcha verification failed. Please try again.",
  emailTaken:
    "An account with this email already exists. Please log in instead.",
  registered:
    "Registration successful. Please check your email to verify your account.",
  invalidCredentials: "Invalid email or password.",
  emailNotVerified:
    "Please verify your email before logging in. You can request a new verification link if you did not receive it.",
  emailVerified: "Email verified successfully.",
  invalidToken: "Invalid or expired token",
  resetRequested:
    "If this email exists, we sent a reset link. Please check your inbox.",
  verificationResent:
    "If this account exists and is not verified yet, we sent a new verification link. Please check your inbox.",
  passwordReset:
    "Your password has been reset. You can now log in with your new password.",
  userDeleted: "This account no longer exists.",
} as const;

/** The 429 text for a limit that lifts after retryAfterMs. */
export function rateLimitedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${
    minutes === 1 ? "minute" : "minutes"
  }.`;
}
