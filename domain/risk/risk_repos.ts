/** The risk area's ports as use cases, other areas' use cases and routers receive them. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { DigestOutcome } from "./send_risk_digest.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { Identity } from "./identity_keys.ts";
import type {
  NewRiskFlag,
  RiskFlag,
  RiskKind,
  RiskSettings,
  RiskStatus,
} from "./risk_flag.ts";

/** What noteIdentity learned: whether the identity is new for this affiliate, since when they have it, who else does. */
export interface IdentitySeen {
  isNew: boolean;
  firstSeenAt: Date;
  /** Other affiliates holding the same identity, by id. */
  others: number[];
}

/** An affiliate's conversion figures over a window, for the conversion pattern signal. */
export interface ConversionFigures {
  clicks: number;
  sales: number;
  refunds: number;
}

/** The transaction-scoped risk port: raise flags and read the facts signals are computed from. */
export interface RiskRepository {
  /** The current risk settings. */
  settings(): Promise<RiskSettings>;
  /**
   * Raises a flag unless an open one has the same affiliate, kind and evidence key (with `once`, unless any flag
   * ever had it); answers the new flag's id, or null.
   */
  raise(
    flag: NewRiskFlag,
    options?: { once?: boolean },
  ): Promise<number | null>;
  /** Records that `userId` uses `identity` (from `source`); answers what is known about it. */
  noteIdentity(
    userId: number,
    identity: Identity,
    source: string,
    at: Date,
  ): Promise<IdentitySeen>;
  /** The account number of the affiliate's latest paid payout other than `exceptPayoutId`, or null. */
  lastPaidAccount(
    userId: number,
  ): Promise<{ payoutId: number; accountNumber: string | null } | null>;
  /** Sales, refunds and clicks of the affiliate since `since` (a Karachi date). */
  conversionFigures(userId: number, since: string): Promise<ConversionFigures>;
  /** conversionFigures of many affiliates at once (an import's batch); one absent has none. */
  conversionFiguresMany(
    userIds: number[],
    since: string,
  ): Promise<Map<number, ConversionFigures>>;
  /** True when the click's visitor key was seen on the affiliate's own signed-in session. */
  clickFromOwnSession(clickId: string, userId: number): Promise<boolean>;
  /** Of these clicks, those whose visitor key was seen on a signed-in session, with that session's affiliate (bulk). */
  clicksFromOwnSessions(
    clickIds: string[],
  ): Promise<{ clickId: string; userId: number }[]>;
  /** The open flags of an affiliate, most severe and newest first. */
  openFlagsOf(userId: number): Promise<RiskFlag[]>;
  /** The open flags of any of these affiliates (one query for a whole batch), most severe and newest first. */
  openFlagsOfUsers(userIds: number[]): Promise<RiskFlag[]>;
  /** A flag, locked until the transaction ends. */
  findForUpdate(id: number): Promise<RiskFlag | null>;
  /** Closes an open flag. */
  close(
    id: number,
    change: {
      status: Exclude<RiskStatus, "open">;
      adminId: number;
      note: string;
      at: Date;
    },
  ): Promise<void>;
}

/** Which flags a list shows. */
export interface RiskFlagFilter {
  status?: RiskStatus;
  userId?: number;
  kind?: RiskKind;
}

/** Reads flags for the admin screens, the badge and the digest. */
export interface RiskReader {
  /** Flags newest and most severe first (open ones first when no status is given). */
  list(filter: RiskFlagFilter): Promise<RiskFlag[]>;
  /** How many flags are open. */
  openCount(): Promise<number>;
  /** The current risk settings (whether a flag holds). */
  settings(): Promise<RiskSettings>;
}

/** Each admin's choice of the daily digest (on unless they opted out). */
export interface DigestOptInStore {
  get(adminId: number): Promise<boolean>;
  set(adminId: number, enabled: boolean): Promise<void>;
}

/** What closing a flag writes together. */
export interface RiskRepos {
  risk: RiskRepository;
  audit: AuditRepository;
  digest: DigestOptInStore;
}

/** Risk flags: the admin list and badge (read), clearing and dismissing (write, audited). */
export interface RiskServices {
  reader: RiskReader;
  uow: UnitOfWork<RiskRepos>;
  /** Sends today's digest unless another run (on any instance) already claimed it; the daily timer calls it. */
  sendDigest(): Promise<DigestOutcome>;
  /** Whether an admin gets the daily digest, and the change of it (audited). */
  digestOptIn: DigestOptInStore;
}
