/** ProfileRepository: the port for storing profiles and their review state. */
import type { ProfileFields, StoredProfile } from "./profile.ts";

/** Reads and writes profiles; guarded writes return false when the profile was not in the state they expect. */
export interface ProfileRepository {
  findByUserId(userId: number): Promise<StoredProfile | null>;
  /** Creates a pending profile, or replaces a rejected one and queues it again; false if one is pending or approved. */
  submit(userId: number, fields: ProfileFields, at: Date): Promise<boolean>;
  /** Pending profiles, oldest submission first. */
  listPending(): Promise<StoredProfile[]>;
  /** Moves a pending profile to approved or rejected; false if it was not pending. */
  decide(
    userId: number,
    decision: {
      status: "approved" | "rejected";
      reason: string | null;
      adminId: number;
      at: Date;
    },
  ): Promise<boolean>;
  countPending(): Promise<number>;
}
