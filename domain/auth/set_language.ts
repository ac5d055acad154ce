/** Set language: records the language a signed-in person chose for Kamai and its emails (docs/i18n.md). */
import { err, ok, type Result } from "../shared/result.ts";
import { type AuthError, authError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import type { UserLanguage, UserRepository } from "./user_repository.ts";

/** The languages an account can choose. */
export const USER_LANGUAGES: readonly UserLanguage[] = ["en", "ur"];

/** The text of a language choice the app does not speak. */
export const LANGUAGE_INVALID = 'Choose "en" or "ur" as the language.';

/** Stores `language` on the account of userId; VALIDATION_ERROR for another value, USER_DELETED when gone. */
export async function setLanguage(
  deps: { users: UserRepository },
  userId: number,
  language: string,
): Promise<Result<{ language: UserLanguage }, AuthError>> {
  const chosen = USER_LANGUAGES.find((l) => l === language);
  if (!chosen) return err(authError("VALIDATION_ERROR", LANGUAGE_INVALID));
  const user = await deps.users.findById(userId);
  if (!user || user.deletedAt) {
    return err(authError("USER_DELETED", AUTH_MESSAGES.userDeleted));
  }
  await deps.users.setLanguage(userId, chosen);
  return ok({ language: chosen });
}
