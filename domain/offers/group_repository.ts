/** GroupRepository: affiliate groups, who is in which, and every move (affiliate_group_moves). */
import type { AffiliateGroup, LevelUp } from "./group.ts";

/** The fields an admin sets on a group. */
export interface GroupFields {
  name: string;
  rank: number;
  levelUp: LevelUp | null;
}

/** Where an affiliate is: their group (resolved: the default group when unplaced) and whether an admin pinned them. */
export interface Placement {
  userId: number;
  groupId: number;
  pinned: boolean;
}

/** A move to append. */
export interface GroupMove {
  userId: number;
  fromGroupId: number | null;
  toGroupId: number;
  /** 'admin', or 'tier:YYYY-MM' for the monthly job. */
  cause: string;
  adminId: number | null;
}

/** The transaction-scoped port for groups. */
export interface GroupRepository {
  /** Groups not deleted, highest rank first, with member counts. */
  list(): Promise<AffiliateGroup[]>;
  /** A group not deleted, or null. */
  get(id: number): Promise<AffiliateGroup | null>;
  /** The default group. */
  getDefault(): Promise<AffiliateGroup>;
  /** Creates a group; null when the name is taken. */
  create(fields: GroupFields): Promise<AffiliateGroup | null>;
  /** Replaces a group's fields; "taken" when another group has the name, null when absent. */
  update(
    id: number,
    fields: GroupFields,
  ): Promise<AffiliateGroup | "taken" | null>;
  /** Marks a group deleted (the caller has moved its members). */
  softDelete(id: number): Promise<boolean>;
  /** The affiliates placed in a group (not counting the default group's unplaced). */
  memberIds(groupId: number): Promise<number[]>;
  /** An affiliate's placement (role user, not deleted), or null. */
  placement(userId: number): Promise<Placement | null>;
  /** Sets an affiliate's group and pin, and appends the move when the group changes. */
  place(move: GroupMove, pinned: boolean): Promise<void>;
}
