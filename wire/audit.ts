/** Audit log wire shapes: the admin trail, newest first, filtered and optionally paged. */
import { z } from "zod";
import { isCalendarDate } from "../domain/shared/karachi_date.ts";
import { instant } from "./common.ts";
import { pagingFields } from "./paging.ts";

const day = (name: string) =>
  z.string().refine(
    isCalendarDate,
    `${name} must be a date in YYYY-MM-DD form.`,
  ).optional();

/** GET /api/admin/audit-logs query: paging, an action filter and an inclusive Karachi date range. */
export const auditQuery = z.object({
  ...pagingFields(),
  action: z.string().max(100, "The action filter is too long.").optional(),
  from: day("from"),
  to: day("to"),
});

/** One recorded admin action. */
export const auditLog = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  adminName: z.string().nullable().meta({
    description: "The admin's name (null when the account is gone)",
  }),
  action: z.string(),
  details: z.string(),
  userNames: z.record(z.string(), z.string()).meta({
    description:
      'Names of the people the details mention as "user #id", keyed by id (the details stay as written)',
  }),
  createdAt: instant,
}).meta({ id: "AuditLog" });
/** An audit row on the wire. */
export type AuditLogJson = z.infer<typeof auditLog>;
