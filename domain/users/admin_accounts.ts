/** Admin accounts: the ports and messages of inviting, promoting and removing admins. */
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { AuthTokenRepository } from "../auth/auth_token_repository.ts";
import type { PasswordHasher } from "../auth/password_hasher.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";

/** An admin as the admins screen lists them. */
export interface AdminAccount {
  id: number;
  name: string;
  email: string;
  /** False until an invited admin has set a password from the emailed link. */
  isVerified: boolean;
  /** True while the admin is blocked. */
  isBlocked?: boolean;
  createdAt: Date;
}

/** The users table as the admin-account use cases change it. */
export interface AdminAccountRepository {
  /** Every admin, row-locked, so two removals cannot both leave "the other one" as the last. */
  lockAdmins(): Promise<AdminAccount[]>;
  findByEmail(
    email: string,
  ): Promise<
    { id: number; name: string; role: string; deleted: boolean } | null
  >;
  /** A new, unverified admin with an unusable password (the invitation link sets one); null if the email is taken. */
  createInvited(
    input: { name: string; email: string; passwordHash: string },
  ): Promise<number | null>;
  /** Makes a user an admin (approved). */
  promote(id: number): Promise<void>;
  /** Makes an admin a plain user again, ending their sessions. */
  demote(id: number): Promise<void>;
}

/** The read side: the admins list. */
export interface AdminAccountReader {
  listAdmins(): Promise<AdminAccount[]>;
}

/** What inviting and removing change together. */
export interface AdminAccountRepos {
  admins: AdminAccountRepository;
  tokens: AuthTokenRepository;
  audit: AuditRepository;
}

/** The notice an invited admin gets: a link to set their password. */
export interface AdminInviteNotifier {
  adminInvitation(
    notice: { to: string; name: string; link: string },
  ): Promise<void>;
}

/** The messages of the admins screen. */
export const ADMIN_MESSAGES = {
  email: "Please enter a valid email address.",
  alreadyAdmin: "This user is already an admin.",
  invited: "Invitation sent.",
  promoted: "User promoted to admin.",
  removed: "Admin removed.",
  last: "The last admin cannot be removed.",
  lastActive:
    "The last active admin cannot be removed: make another admin first.",
  self: "You cannot remove yourself; ask another admin.",
  notAdmin: "No admin with this id.",
} as const;

/** How long an invitation link works. */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Admin accounts: the list (read), invite or promote and remove (write), the invitation email. */
export interface AdminAccountServices {
  reader: AdminAccountReader;
  uow: UnitOfWork<AdminAccountRepos>;
  hasher: Pick<PasswordHasher, "hash">;
  random: RandomSource;
  notifier: AdminInviteNotifier;
  publicUrl: string;
}
