/** ProfileNotifier: tells the affiliate that an admin decided their profile (email in production). */
import type { ReviewedProfile } from "./profile_repos.ts";

/** Sends the decision notices; called after the decision has committed. */
export interface ProfileNotifier {
  profileApproved(profile: ReviewedProfile): Promise<void>;
  profileRejected(
    profile: ReviewedProfile & { reason: string | null },
  ): Promise<void>;
}
