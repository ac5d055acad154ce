/** AuthNotifier: sends the verification and password-reset links (email in production). */
import type { UserLanguage } from "./user_repository.ts";

/** Who gets the link, and the link itself. */
export interface AuthLinkNotice {
  to: string;
  name: string;
  link: string;
  /** The language the email is written in (the account's; English when never chosen). */
  language?: UserLanguage;
}

/** Sends the auth area's notices; the use cases call it once the token is stored. */
export interface AuthNotifier {
  verificationLink(notice: AuthLinkNotice): Promise<void>;
  passwordResetLink(notice: AuthLinkNotice): Promise<void>;
}
