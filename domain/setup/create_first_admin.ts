/** Use case: the operator creates the first admin through a one-time setup link, which then dies with every other. */
import {
  checkEmail,
  checkNewPassword,
  normalizeEmail,
} from "../auth/auth_rules.ts";
import { AUTH_MESSAGES } from "../auth/auth_messages.ts";
import type { PasswordHasher } from "../auth/password_hasher.ts";
import type { TokenIssuer } from "../auth/token_issuer.ts";
import type { Clock } from "../shared/clock.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { SetupError } from "./setup_error.ts";
import { usableSetupLink } from "./setup_link_state.ts";
import { SETUP_MESSAGES } from "./setup_messages.ts";
import type { SetupLinkRepository, SetupRepos } from "./setup_repos.ts";

/** What createFirstAdmin needs. */
export interface CreateFirstAdminDeps {
  /** Read outside the transaction, to refuse a dead link before hashing a password. */
  links: Pick<SetupLinkRepository, "findByHash" | "adminExists">;
  uow: UnitOfWork<SetupRepos>;
  passwordHasher: Pick<PasswordHasher, "hash">;
  tokenIssuer: TokenIssuer;
  clock: Clock;
}

/** The setup form as sent. */
export interface CreateFirstAdminInput {
  token: string;
  email: string;
  password: string;
}

/** The new admin's session, so the page signs the operator in at once. */
export interface FirstAdminSession {
  token: string;
  role: "admin";
  approved: true;
  message: string;
}

/** The name the first admin gets; it can be changed like any other account's. */
export const FIRST_ADMIN_NAME = "Admin";

/** Creates the first admin (verified, approved) and marks every setup link used, audited in the same transaction. */
export async function createFirstAdmin(
  deps: CreateFirstAdminDeps,
  input: CreateFirstAdminInput,
): Promise<Result<FirstAdminSession, SetupError>> {
  const precheck = await usableSetupLink(deps.links, input.token);
  if (!precheck.ok) return precheck;
  const email = normalizeEmail(input.email);
  const invalid = checkEmail(email) ?? checkNewPassword(input.password);
  if (invalid) {
    return err({ code: "VALIDATION_ERROR", message: invalid.message });
  }
  const passwordHash = await deps.passwordHasher.hash(input.password);

  const created = await deps.uow.run(async ({ setupLinks, users, audit }) => {
    // Every instance and request serializes here, so of two racing creations exactly one finds no admin yet.
    await setupLinks.lock();
    const usable = await usableSetupLink(setupLinks, input.token);
    if (!usable.ok) return usable;
    const user = await users.create({
      name: FIRST_ADMIN_NAME,
      email,
      passwordHash,
      role: "admin",
      isVerified: true,
      isApproved: true,
    });
    if (!user) {
      return err<SetupError>({
        code: "EMAIL_TAKEN",
        message: AUTH_MESSAGES.emailTaken,
      });
    }
    await setupLinks.markAllUsed(user.id, deps.clock.now());
    await audit.append({
      adminId: user.id,
      action: "Create First Admin",
      details: `First admin ${email} created through the setup link`,
    });
    return ok(user);
  });
  if (!created.ok) return created;
  const session = await deps.tokenIssuer.issue({
    userId: created.value.id,
    role: "admin",
    tokenVersion: created.value.tokenVersion,
  });
  return ok({
    token: session,
    role: "admin",
    approved: true,
    message: SETUP_MESSAGES.adminCreated,
  });
}
