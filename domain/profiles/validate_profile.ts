/** Validates and normalises submitted profile fields (docs/product.md §5 plus the rules). */
import { err, ok, type Result } from "../shared/result.ts";
import { isCalendarDate, karachiDate } from "../shared/karachi_date.ts";
import {
  OPTIONAL_TEXT_FIELDS,
  type ProfileFields,
  URL_FIELDS,
  type UrlField,
} from "./profile.ts";

/** A failed validation: the first message, plus one message per offending field. */
export interface ProfileValidationError {
  code: "VALIDATION_ERROR";
  message: string;
  errors: Record<string, string>;
}

/** Labels used in messages, as the form shows them. */
const URL_LABELS: Record<UrlField, string> = {
  websiteUrl: "Website",
  whatsappGroupUrl: "WhatsApp Group",
  whatsappChannelUrl: "WhatsApp Channel",
  fbUrl: "Facebook",
  ytUrl: "YouTube",
  instagramUrl: "Instagram",
  tiktokUrl: "TikTok",
  twitterUrl: "Twitter/X",
  linkedinUrl: "LinkedIn",
  telegramUrl: "Telegram",
  extraLink: "Additional Link",
};

const TEXT_LABELS: Record<string, string> = {
  fatherName: "Father Name",
  address: "Address",
  city: "City",
  state: "State",
  country: "Country",
  trafficSource: "Traffic Source",
};

const MAX_TEXT = 200;
const MAX_LONG_TEXT = 1000;
const MAX_URL = 500;
const MIN_AGE = 13;
const MAX_AGE = 120;

/** Messages the client and tests rely on. */
export const PROFILE_MESSAGES = {
  nameRequired: "Full name is required.",
  cnic: "CNIC must be 13 digits, e.g. 12345-1234567-1.",
  phone:
    "Phone must be a Pakistani mobile number, e.g. 03001234567 or +923001234567.",
  whatsappNumber:
    "WhatsApp Number must be a Pakistani mobile number, e.g. 03001234567 or +923001234567.",
  dobFormat: "Date of birth must be a valid date (YYYY-MM-DD).",
  dobFuture: "Date of birth cannot be in the future.",
  dobAge:
    `Date of birth must give an age between ${MIN_AGE} and ${MAX_AGE} years.`,
  url: (label: string) =>
    `${label} must be a valid URL starting with http:// or https://.`,
  tooLong: (label: string, max: number) =>
    `${label} is too long (at most ${max} characters).`,
  notText: (label: string) => `${label} must be text.`,
} as const;

/** Checks raw input (any JSON) and returns normalised fields, judging the date of birth against `now`. */
export function validateProfile(
  input: unknown,
  now: Date,
): Result<ProfileFields, ProfileValidationError> {
  const raw =
    (typeof input === "object" && input !== null ? input : {}) as Record<
      string,
      unknown
    >;
  const errors: Record<string, string> = {};
  const text = (field: string, label: string, max: number): string | null => {
    const value = raw[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== "string" && typeof value !== "number") {
      errors[field] = PROFILE_MESSAGES.notText(label);
      return null;
    }
    const trimmed = String(value).trim();
    if (trimmed.length > max) {
      errors[field] = PROFILE_MESSAGES.tooLong(label, max);
    }
    return trimmed === "" ? null : trimmed;
  };

  const name = text("name", "Full name", MAX_TEXT);
  if (name === null && !errors.name) {
    errors.name = PROFILE_MESSAGES.nameRequired;
  }

  const fields = { name: name ?? "" } as ProfileFields;
  for (const field of OPTIONAL_TEXT_FIELDS) {
    fields[field] = text(
      field,
      TEXT_LABELS[field],
      field === "address" || field === "trafficSource"
        ? MAX_LONG_TEXT
        : MAX_TEXT,
    );
  }
  for (const field of URL_FIELDS) {
    const value = text(field, URL_LABELS[field], MAX_URL);
    if (value !== null && !errors[field] && !isHttpUrl(value)) {
      errors[field] = PROFILE_MESSAGES.url(URL_LABELS[field]);
    }
    fields[field] = value;
  }

  const cnic = text("cnic", "CNIC", 20);
  fields.cnic = null;
  if (cnic !== null) {
    if (/^\d{5}-\d{7}-\d$/.test(cnic) || /^\d{13}$/.test(cnic)) {
      fields.cnic = cnic.replaceAll("-", "");
    } else errors.cnic = PROFILE_MESSAGES.cnic;
  }

  for (const field of ["phone", "whatsappNumber"] as const) {
    const value = text(field, field, 20);
    fields[field] = null;
    if (value === null) continue;
    const e164 = pakistaniMobile(value);
    if (e164 === null) errors[field] = PROFILE_MESSAGES[field];
    else fields[field] = e164;
  }

  fields.dob = null;
  const dob = text("dob", "Date of birth", 40);
  if (dob !== null) {
    const result = checkDob(dob, now);
    if (result.ok) fields.dob = result.value;
    else errors.dob = result.error;
  }

  const messages = Object.values(errors);
  if (messages.length > 0) {
    return err({ code: "VALIDATION_ERROR", message: messages[0], errors });
  }
  return ok(fields);
}

/** True for an absolute http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** 03XXXXXXXXX, 923XXXXXXXXX or +923XXXXXXXXX (spaces and dashes ignored) as E.164 "+923XXXXXXXXX"; null otherwise. */
export function pakistaniMobile(value: string): string | null {
  const compact = value.replace(/[\s-]/g, "");
  const match = /^(?:0|\+?92)(3\d{9})$/.exec(compact);
  return match ? `+92${match[1]}` : null;
}

function checkDob(value: string, now: Date): Result<string, string> {
  // The client sends "YYYY-MM-DD 00:00:00"; a bare date or an ISO midnight is accepted too.
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T]00:00(?::00(?:\.0+)?)?Z?)?$/.exec(
    value,
  );
  if (!match || !isCalendarDate(match[1])) {
    return err(PROFILE_MESSAGES.dobFormat);
  }
  const dob = match[1];
  const today = karachiDate(now);
  if (dob > today) return err(PROFILE_MESSAGES.dobFuture);
  const age = fullYearsBetween(dob, today);
  if (age < MIN_AGE || age > MAX_AGE) return err(PROFILE_MESSAGES.dobAge);
  return ok(dob);
}

function fullYearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) >= from.slice(5) ? years : years - 1;
}
