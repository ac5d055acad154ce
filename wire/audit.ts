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
  action: z.string(),
  details: z.string(),
  createdAt: instant,
}).meta({ id: "AuditLog" });
/** An audit row on the wire. */
export type AuditLogJson = z.infer<typeof auditLog>;
