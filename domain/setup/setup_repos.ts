/** The first-run setup area's ports: the one-time links and what creating the first admin writes. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { PasswordHasher } from "../auth/password_hasher.ts";
import type { TokenIssuer } from "../auth/token_issuer.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { UserRepository } from "../auth/user_repository.ts";

/** A stored setup link (only the hash of its token is kept). */
export interface SetupLink {
  id: number;
  usedAt: Date | null;
}

/** The one-time setup links. */
export interface SetupLinkRepository {
  /** Serializes setup work across connections and instances until the transaction ends. */
  lock(): Promise<void>;
  /** True when an active (not deleted) admin account exists. */
  adminExists(): Promise<boolean>;
  /** The link whose token hashes to `tokenHash`, used or not; null when none. */
  findByHash(tokenHash: string): Promise<SetupLink | null>;
  /** Stores a new unused link. */
  add(tokenHash: string): Promise<void>;
  /** Marks every unused link used by `userId` at `at`, so none of them works again. */
  markAllUsed(userId: number, at: Date): Promise<void>;
}

/** Repositories the first-admin creation writes together. */
export interface SetupRepos {
  setupLinks: SetupLinkRepository;
  users: Pick<UserRepository, "create">;
  audit: AuditRepository;
}

/** Repositories issuing a link at start needs. */
export interface SetupIssueRepos {
  setupLinks: SetupLinkRepository;
}

/** First-run setup: the one-time links (read), the first admin's creation (write), and what signs them in. */
export interface SetupServices {
  links: SetupLinkRepository;
  uow: UnitOfWork<SetupRepos>;
  /** Stores a new link at start (bootstrap), while no admin exists. */
  issueUow: UnitOfWork<SetupIssueRepos>;
  passwordHasher: Pick<PasswordHasher, "hash">;
  tokenIssuer: TokenIssuer;
}
