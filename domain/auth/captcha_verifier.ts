/** CaptchaVerifier: the port that checks the captcha token sent as recaptchaToken. */
export interface CaptchaVerifier {
  /** True when the token proves a solved, unexpired, unused challenge. */
  verify(token: string, remoteAddress: string | null): Promise<boolean>;
}
