/** inviteAdmin: an admin adds another by email: an existing user is promoted, a new address gets an invitation. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { PasswordHasher } from "../auth/password_hasher.ts";
import { EMAIL_TOKEN_BITS } from "../auth/auth_deps.ts";
import { checkEmail, hashToken, normalizeEmail } from "../auth/auth_rules.ts";
import {
  ADMIN_MESSAGES,
  type AdminAccountRepos,
  type AdminInviteNotifier,
  INVITE_TOKEN_TTL_MS,
} from "./admin_accounts.ts";

/** What inviteAdmin needs. */
export interface InviteAdminDeps {
  uow: UnitOfWork<AdminAccountRepos>;
  hasher: Pick<PasswordHasher, "hash">;
  random: RandomSource;
  clock: Clock;
  notifier: AdminInviteNotifier;
  publicUrl: string;
}

/** Why nobody was invited. */
export interface InviteAdminError {
  code: "VALIDATION_ERROR" | "CONFLICT";
  message: string;
}

/**
 * Promotes the user with this email, or creates an unverified admin and emails a single-use link (the reset-password
 * token machinery, valid 7 days) to set a password; audited in the same transaction, the email after the commit.
 */
export async function inviteAdmin(
  deps: InviteAdminDeps,
  input: { adminId: number; email: unknown },
): Promise<
  Result<{ id: number; invited: boolean; message: string }, InviteAdminError>
> {
  const email = typeof input.email === "string"
    ? normalizeEmail(input.email)
    : "";
  if (email === "" || checkEmail(email)) {
    return err({ code: "VALIDATION_ERROR", message: ADMIN_MESSAGES.email });
  }
  // Slow on purpose, so before the transaction: the invited account's password nobody knows.
  const placeholder = await deps.hasher.hash(deps.random.token(256));
  const token = deps.random.token(EMAIL_TOKEN_BITS);
  const now = deps.clock.now();
  const name = email.split("@")[0].slice(0, 100);
  const result = await deps.uow.run(
    async (
      { admins, tokens, audit },
    ): Promise<
      Result<
        { id: number; invited: boolean; message: string },
        InviteAdminError
      >
    > => {
      const existing = await admins.findByEmail(email);
      if (existing && !existing.deleted) {
        if (existing.role === "admin") {
          return err({
            code: "CONFLICT",
            message: ADMIN_MESSAGES.alreadyAdmin,
          });
        }
        await admins.promote(existing.id);
        await audit.append({
          adminId: input.adminId,
          action: "Promote Admin",
          details: `User #${existing.id} (${email}) made an admin.`,
        });
        return ok({
          id: existing.id,
          invited: false,
          message: ADMIN_MESSAGES.promoted,
        });
      }
      if (existing) {
        return err({
          code: "CONFLICT",
          message: "This email belongs to a deleted account.",
        });
      }
      const id = await admins.createInvited({
        name,
        email,
        passwordHash: placeholder,
      });
      if (id === null) {
        return err({ code: "CONFLICT", message: ADMIN_MESSAGES.alreadyAdmin });
      }
      await tokens.save({
        userId: id,
        purpose: "reset_password",
        tokenHash: await hashToken(token),
        expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
      });
      await audit.append({
        adminId: input.adminId,
        action: "Invite Admin",
        details: `Invited ${email} as an admin (user #${id}).`,
      });
      return ok({ id, invited: true, message: ADMIN_MESSAGES.invited });
    },
  );
  if (result.ok && result.value.invited) {
    try {
      await deps.notifier.adminInvitation({
        to: email,
        name,
        link: `${deps.publicUrl}/reset-password/${token}`,
      });
    } catch (error) {
      console.error("admin invitation email failed:", error);
    }
  }
  return result;
}
