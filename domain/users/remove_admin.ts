/** removeAdmin: an admin takes admin rights from another; never the last (active) admin, never oneself. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  ADMIN_MESSAGES,
  type AdminAccount,
  type AdminAccountRepos,
} from "./admin_accounts.ts";

/** Why nothing changed. */
export interface RemoveAdminError {
  code: "NOT_FOUND" | "LAST_ADMIN" | "SELF_ACTION_FORBIDDEN";
  message: string;
}

/** Demotes the admin (sessions ended) with its audit row; the admins are row-locked first, so the count holds. */
export async function removeAdmin(
  deps: { uow: UnitOfWork<AdminAccountRepos> },
  input: { adminId: number; targetId: number },
): Promise<Result<{ message: string }, RemoveAdminError>> {
  return await deps.uow.run(
    async (
      { admins, audit },
    ): Promise<Result<{ message: string }, RemoveAdminError>> => {
      const all = await admins.lockAdmins();
      const target = all.find((a) => a.id === input.targetId);
      if (!target) {
        return err({ code: "NOT_FOUND", message: ADMIN_MESSAGES.notAdmin });
      }
      if (all.length <= 1) {
        return err({ code: "LAST_ADMIN", message: ADMIN_MESSAGES.last });
      }
      // Invited (no password yet) and blocked admins cannot act: one of the others must be able to.
      const active = (a: AdminAccount) => a.isVerified && a.isBlocked !== true;
      if (active(target) && !all.some((a) => a.id !== target.id && active(a))) {
        return err({ code: "LAST_ADMIN", message: ADMIN_MESSAGES.lastActive });
      }
      if (target.id === input.adminId) {
        return err({
          code: "SELF_ACTION_FORBIDDEN",
          message: ADMIN_MESSAGES.self,
        });
      }
      await admins.demote(target.id);
      await audit.append({
        adminId: input.adminId,
        action: "Remove Admin",
        details: `Admin #${target.id} (${target.email}) is no longer an admin.`,
      });
      return ok({ message: ADMIN_MESSAGES.removed });
    },
  );
}
