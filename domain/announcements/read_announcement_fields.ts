/** Reads an admin's announcement input into fields, or the rule it breaks (docs/announcements.md). */
import { err, ok, type Result } from "../shared/result.ts";
import {
  ANNOUNCEMENT_MESSAGES as M,
  type AnnouncementFields,
  type Audience,
  MAX_BODY_LENGTH,
  MAX_SCHEDULE_DAYS,
  MAX_TITLE_LENGTH,
  PAST_SLACK_MS,
} from "./announcement.ts";

/** What the admin sent, unchecked. */
export interface AnnouncementInput {
  titleEn?: unknown;
  titleUr?: unknown;
  bodyEn?: unknown;
  bodyUr?: unknown;
  audience?: unknown;
  groupId?: unknown;
  offerId?: unknown;
  /** An ISO 8601 instant; absent or null: now. */
  publishAt?: unknown;
}

/** A rule the input breaks. */
export interface FieldError {
  code: "VALIDATION_ERROR";
  message: string;
  field: string;
}

const text = (v: unknown) => typeof v === "string" ? v.trim() : "";
const isId = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v > 0;
const fail = (field: string, message: string) =>
  err<FieldError>({ code: "VALIDATION_ERROR", message, field });

function readAudience(input: AnnouncementInput): Audience | null {
  if (input.audience === "all") return { kind: "all" };
  if (input.audience === "group" && isId(input.groupId)) {
    return { kind: "group", groupId: input.groupId };
  }
  if (input.audience === "offer" && isId(input.offerId)) {
    return { kind: "offer", offerId: input.offerId };
  }
  return null;
}

function readPublishAt(
  value: unknown,
  now: Date,
): Result<Date, FieldError> {
  if (value === undefined || value === null) return ok(now);
  const at = typeof value === "string" &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
        .test(value)
    ? new Date(value)
    : null;
  if (!at || Number.isNaN(at.getTime())) {
    return fail("publishAt", M.publishAt);
  }
  if (at.getTime() < now.getTime() - PAST_SLACK_MS) {
    return fail("publishAt", M.publishPast);
  }
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) {
    return fail("publishAt", M.publishFar);
  }
  return ok(at.getTime() < now.getTime() ? now : at);
}

/** Trims the texts, checks their lengths, the audience and the publish time (a past one within the slack is now). */
export function readAnnouncementFields(
  input: AnnouncementInput,
  now: Date,
): Result<AnnouncementFields, FieldError> {
  const titleEn = text(input.titleEn);
  const titleUr = text(input.titleUr);
  const bodyEn = text(input.bodyEn);
  const bodyUr = text(input.bodyUr);
  for (const [field, value] of [["titleEn", titleEn], ["titleUr", titleUr]]) {
    if (!value || value.length > MAX_TITLE_LENGTH) return fail(field, M.title);
  }
  for (const [field, value] of [["bodyEn", bodyEn], ["bodyUr", bodyUr]]) {
    if (!value || value.length > MAX_BODY_LENGTH) return fail(field, M.body);
  }
  // An id goes only with its own audience, so a stray one is refused rather than silently ignored.
  for (const [field, kind] of [["groupId", "group"], ["offerId", "offer"]]) {
    const value = input[field as "groupId" | "offerId"];
    const given = value !== undefined && value !== null;
    if (given && (!isId(value) || input.audience !== kind)) {
      return fail(field, M.audience);
    }
  }
  const audience = readAudience(input);
  if (!audience) return fail("audience", M.audience);
  const publishAt = readPublishAt(input.publishAt, now);
  if (!publishAt.ok) return publishAt;
  return ok({
    titleEn,
    titleUr,
    bodyEn,
    bodyUr,
    audience,
    publishAt: publishAt.value,
  });
}
