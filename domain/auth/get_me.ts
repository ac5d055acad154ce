/** Get me: the signed-in user's own account summary. */
import { err, ok, type Result } from "../shared/result.ts";
import { type AuthError, authError } from "./auth_error.ts";
import { AUTH_MESSAGES } from "./auth_messages.ts";
import type { Role, UserLanguage, UserRepository } from "./user_repository.ts";

/** The auth-me answer. */
export interface Me {
  isApproved: boolean;
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The language the person chose, or null (the browser's choice stands). */
  language: UserLanguage | null;
}

/** Reads the account of userId; USER_DELETED when it is gone. */
export async function getMe(
  deps: { users: UserRepository },
  userId: number,
): Promise<Result<Me, AuthError>> {
  const user = await deps.users.findById(userId);
  if (!user || user.deletedAt) {
    return err(authError("USER_DELETED", AUTH_MESSAGES.userDeleted));
  }
  return ok({
    isApproved: user.isApproved,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    language: user.language,
  });
}
