/** Use case: an affiliate opens an announcement of their inbox; the first read is kept. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { ANNOUNCEMENT_MESSAGES } from "./announcement.ts";
import type { AnnouncementRepository } from "./announcement_repos.ts";

/** Marks it read; an announcement not (yet) in the caller's inbox answers NOT_FOUND, so nothing leaks. */
export async function markAnnouncementRead(
  deps: {
    uow: UnitOfWork<{ announcements: AnnouncementRepository }>;
    clock: Clock;
  },
  input: { userId: number; id: number },
): Promise<Result<{ readAt: Date }, { code: "NOT_FOUND"; message: string }>> {
  const now = deps.clock.now();
  return await deps.uow.run(async ({ announcements }) => {
    if (!await announcements.visibleTo(input.id, input.userId, now)) {
      return err({
        code: "NOT_FOUND" as const,
        message: ANNOUNCEMENT_MESSAGES.notFound,
      });
    }
    return ok({
      readAt: await announcements.markRead(input.id, input.userId, now),
    });
  });
}
