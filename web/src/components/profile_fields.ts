/** The profile's fields as the form and the read-only views show them (docs/product.md §2 and §3). */
import type { ProfileJson } from "@wire/profiles.ts";
import { validateProfile } from "@domain/profiles/validate_profile.ts";

/** An editable field of the profile form. */
export type ProfileFieldName = Exclude<
  keyof ProfileJson,
  | "userId"
  | "email"
  | "status"
  | "rejectionReason"
  | "submittedAt"
  | "updatedAt"
>;

/** How one field is entered and labelled. */
export interface FieldSpec {
  name: ProfileFieldName;
  label: string;
  type: "text" | "url" | "date" | "tel";
  placeholder?: string;
  hint?: string;
}

/** A titled group of fields. */
export interface FieldSection {
  title: string;
  fields: FieldSpec[];
}

/** The form's sections, in the order /my-profile shows them. */
export const PROFILE_SECTIONS: FieldSection[] = [
  {
    title: "Personal Information",
    fields: [
      { name: "name", label: "Full Name", type: "text" },
      { name: "fatherName", label: "Father Name", type: "text" },
      {
        name: "cnic",
        label: "CNIC",
        type: "text",
        placeholder: "12345-1234567-1",
        hint: "13 digits, dashes optional",
      },
      { name: "dob", label: "Date of Birth", type: "date" },
      { name: "address", label: "Address", type: "text" },
      { name: "city", label: "City", type: "text" },
      { name: "state", label: "State", type: "text" },
      { name: "country", label: "Country", type: "text" },
    ],
  },
  {
    title: "Contact Information",
    fields: [
      {
        name: "phone",
        label: "Phone",
        type: "tel",
        placeholder: "03001234567",
      },
      {
        name: "whatsappNumber",
        label: "WhatsApp Number",
        type: "tel",
        placeholder: "03001234567",
      },
    ],
  },
  {
    title: "Social Media Links",
    fields: [
      { name: "websiteUrl", label: "Website", type: "url" },
      { name: "whatsappGroupUrl", label: "WhatsApp Group", type: "url" },
      { name: "whatsappChannelUrl", label: "WhatsApp Channel", type: "url" },
      { name: "fbUrl", label: "Facebook", type: "url" },
      { name: "ytUrl", label: "YouTube", type: "url" },
      { name: "instagramUrl", label: "Instagram", type: "url" },
      { name: "tiktokUrl", label: "TikTok", type: "url" },
      { name: "twitterUrl", label: "Twitter/X", type: "url" },
      { name: "linkedinUrl", label: "LinkedIn", type: "url" },
      { name: "telegramUrl", label: "Telegram", type: "url" },
      { name: "extraLink", label: "Additional Link", type: "url" },
    ],
  },
  {
    title: "Additional Information",
    fields: [{ name: "trafficSource", label: "Traffic Source", type: "text" }],
  },
];

/** CNIC digits shown the usual way, 12345-1234567-1. */
export function formatCnic(cnic: string | null): string | null {
  return cnic && /^\d{13}$/.test(cnic)
    ? `${cnic.slice(0, 5)}-${cnic.slice(5, 12)}-${cnic.slice(12)}`
    : cnic;
}

/** The form values for a profile (empty strings for missing values). */
export function formValues(
  profile: ProfileJson | null,
): Record<ProfileFieldName, string> {
  const values = {} as Record<ProfileFieldName, string>;
  for (const section of PROFILE_SECTIONS) {
    for (const field of section.fields) {
      const value = profile?.[field.name] ?? "";
      values[field.name] = field.name === "cnic"
        ? formatCnic(value || null) ?? ""
        : String(value);
    }
  }
  return values;
}

/** The request body of POST /api/profile: blanks left out, the date of birth with " 00:00:00" (docs/product.md §5). */
export function submissionBody(
  values: Record<ProfileFieldName, string>,
): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (value === "") continue;
    body[name] = name === "dob" ? `${value} 00:00:00` : value;
  }
  return body;
}

/** A refused form: the first message (for the alert) and one message per offending field. */
export interface ProfileFormErrors {
  message: string;
  errors: Partial<Record<ProfileFieldName, string>>;
}

/** Checks the form with the domain's own rules and messages (the server runs the same), null when it may be sent. */
export function checkProfileForm(
  values: Record<ProfileFieldName, string>,
  now: Date = new Date(),
): ProfileFormErrors | null {
  const result = validateProfile(submissionBody(values), now);
  return result.ok
    ? null
    : { message: result.error.message, errors: result.error.errors };
}

/** docs/product.md's texts for the two states after submission. */
export const SUBMITTED_TEXT = "Submitted. Awaiting admin approval.";
export const APPROVED_TEXT = "Your profile has been approved.";
