/** The commission area's ports as use cases and routers receive them. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { CommissionRepository } from "./commission_repository.ts";
import type { PayoutRuleRepository } from "../offers/payout_rule_repository.ts";
import type { Clock } from "../shared/clock.ts";

/** Repositories a commission change writes together. */
export interface CommissionRepos {
  commission: CommissionRepository;
  /** Every change appends a global payout rule from now (docs/offers.md). */
  rules: PayoutRuleRepository;
  audit: AuditRepository;
}

/** The read side: the global commission in basis points. */
export type CommissionReader = Pick<CommissionRepository, "getGlobalBp">;

/** The global commission: read and change. */
export interface CommissionServices {
  reader: CommissionReader;
  uow: UnitOfWork<CommissionRepos>;
  clock: Clock;
}
