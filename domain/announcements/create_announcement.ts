/** Use case: an admin writes an announcement for everyone, a group or an offer's affiliates, now or later; audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  type Announcement,
  ANNOUNCEMENT_MESSAGES as M,
} from "./announcement.ts";
import type { CreateAnnouncementRepos } from "./announcement_repos.ts";
import {
  type AnnouncementInput,
  type FieldError,
  readAnnouncementFields,
} from "./read_announcement_fields.ts";

/** Creates it; the audit row says for whom and when it publishes. */
export async function createAnnouncement(
  deps: { uow: UnitOfWork<CreateAnnouncementRepos>; clock: Clock },
  input: AnnouncementInput & { adminId: number },
): Promise<
  Result<
    Announcement,
    FieldError | { code: "NOT_FOUND"; message: string; field: string }
  >
> {
  const now = deps.clock.now();
  const fields = readAnnouncementFields(input, now);
  if (!fields.ok) return fields;
  const { audience } = fields.value;
  return await deps.uow.run(
    async ({ announcements, groups, products, audit }) => {
      let whom = "everyone";
      if (audience.kind === "group") {
        const group = await groups.get(audience.groupId);
        if (!group) {
          return err({
            code: "NOT_FOUND" as const,
            message: M.groupNotFound,
            field: "groupId",
          });
        }
        whom = `group "${group.name}"`;
      } else if (audience.kind === "offer") {
        const product = await products.get(audience.offerId);
        if (!product) {
          return err({
            code: "NOT_FOUND" as const,
            message: M.offerNotFound,
            field: "offerId",
          });
        }
        whom = `affiliates of "${product.title}" (product #${product.id})`;
      }
      const created = await announcements.create(fields.value, input.adminId);
      const when = created.publishAt.getTime() <= now.getTime()
        ? "published now"
        : `publishes at ${created.publishAt.toISOString()}`;
      await audit.append({
        adminId: input.adminId,
        action: "Create Announcement",
        details:
          `Announcement #${created.id} "${created.titleEn}" for ${whom}, ${when}`,
      });
      return ok(created);
    },
  );
}
