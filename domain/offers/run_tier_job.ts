/**
 * runTierJob: the monthly tier job (docs/offers.md "Tier job"). Every affiliate not pinned moves to the group last
 * month's figures earn; each move is recorded once per affiliate and month, so a second run, or a run on another
 * instance at the same time, moves nobody twice and mails nobody twice.
 */
import type { UserLanguage } from "../auth/user_repository.ts";
import type { Clock } from "../shared/clock.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import {
  type Month,
  previousMonth,
  tierCause,
  type TierFigures,
  type TierGroup,
  tierTarget,
} from "./tier_rules.ts";

/** An affiliate and last month's figures. */
export interface TierStanding {
  userId: number;
  /** Their group now (the default group's id when users.group_id is null). */
  groupId: number;
  pinned: boolean;
  figures: TierFigures;
}

/** What one move attempt found under the affiliate's row lock. */
export type MoveOutcome = "moved" | "already_moved" | "pinned" | "unchanged";

/** A move the job made, for the affiliate's email. */
export interface TierMoveNotice {
  userId: number;
  name: string;
  email: string;
  language: UserLanguage;
  month: Month;
  from: { id: number; name: string };
  to: { id: number; name: string };
  direction: "up" | "down";
}

/** What a run did (the tier_job_runs row). */
export interface TierRunCounts {
  month: Month;
  affiliates: number;
  pinned: number;
  unchanged: number;
  movedUp: number;
  movedDown: number;
  alreadyMoved: number;
}

/** The job's storage. */
export interface TierJobStore {
  /** Live groups (not deleted), with their conditions. */
  groups(): Promise<TierGroup[]>;
  /** Every affiliate (role user, not deleted, not blocked) with the figures of `month`. */
  standings(month: Month, defaultGroupId: number): Promise<TierStanding[]>;
  /**
   * Moves one affiliate in its own transaction: under the user's row lock, checks the pin and the current group
   * again, appends the move with `cause` (unique per affiliate and month) and sets the group; answers what it found.
   */
  move(
    move: {
      userId: number;
      fromGroupId: number;
      toGroupId: number;
      cause: string;
    },
  ): Promise<
    {
      outcome: MoveOutcome;
      contact?: { name: string; email: string; language: UserLanguage };
    }
  >;
  /** Appends the run's audit row. */
  recordRun(counts: TierRunCounts, startedAt: Date): Promise<void>;
}

/** Tells a moved affiliate; a mail failure is the notifier's to log. */
export interface TierMoveNotifier {
  moved(notice: TierMoveNotice): Promise<void>;
}

/** What runTierJob needs. */
export interface RunTierJobDeps {
  store: TierJobStore;
  notifier: TierMoveNotifier;
  clock: Clock;
}

/** Runs the job for the month before today's (Asia/Karachi); mails each affiliate it moved after their move commits. */
export async function runTierJob(deps: RunTierJobDeps): Promise<TierRunCounts> {
  const startedAt = deps.clock.now();
  const month = previousMonth(karachiDate(startedAt));
  const groups = await deps.store.groups();
  const byId = new Map(groups.map((g) => [g.id, g]));
  const fallback = groups.find((g) => g.isDefault);
  if (!fallback) throw new Error("no default affiliate group");
  const standings = await deps.store.standings(month, fallback.id);
  const counts: TierRunCounts = {
    month,
    affiliates: standings.length,
    pinned: 0,
    unchanged: 0,
    movedUp: 0,
    movedDown: 0,
    alreadyMoved: 0,
  };
  const notices: TierMoveNotice[] = [];
  for (const s of standings) {
    if (s.pinned) {
      counts.pinned++;
      continue;
    }
    const target = tierTarget(groups, s.figures);
    // A user may point at a deleted group: they count as in the default group.
    const current = byId.get(s.groupId) ?? fallback;
    if (target.id === current.id) {
      counts.unchanged++;
      continue;
    }
    const { outcome, contact } = await deps.store.move({
      userId: s.userId,
      fromGroupId: current.id,
      toGroupId: target.id,
      cause: tierCause(month),
    });
    if (outcome === "pinned") counts.pinned++;
    else if (outcome === "unchanged") counts.unchanged++;
    else if (outcome === "already_moved") counts.alreadyMoved++;
    else {
      const direction = target.rank > current.rank ? "up" : "down";
      if (direction === "up") counts.movedUp++;
      else counts.movedDown++;
      if (contact) {
        notices.push({
          userId: s.userId,
          ...contact,
          month,
          from: { id: current.id, name: current.name },
          to: { id: target.id, name: target.name },
          direction,
        });
      }
    }
  }
  await deps.store.recordRun(counts, startedAt);
  for (const notice of notices) await deps.notifier.moved(notice);
  return counts;
}
