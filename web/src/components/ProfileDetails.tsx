/** ProfileDetails: the read-only profile sections of /my-profile and the admin's full profile view. */
import { Card } from "./Card.tsx";
import { formatCalendarDate, formatDateTime } from "@/lib/dates.ts";
import type { ProfileJson } from "@wire/profiles.ts";
import { formatCnic, PROFILE_SECTIONS } from "./profile_fields.ts";
import { serverText, t } from "@/i18n/i18n.ts";

function display(profile: ProfileJson, name: keyof ProfileJson): string {
  const value = profile[name];
  if (value === null || value === undefined || value === "") return "-";
  if (name === "dob") return formatCalendarDate(String(value));
  if (name === "cnic") return formatCnic(String(value)) ?? "-";
  return String(value);
}

/** The four sections with every field; empty values show a dash; a 'Last updated' time in Karachi time. */
export function ProfileDetails({ profile }: { profile: ProfileJson }) {
  return (
    <div className="stack">
      {PROFILE_SECTIONS.map((section) => (
        <Card key={section.title} title={serverText(section.title)}>
          <dl className="profile-details">
            {section.title === "Personal Information" && (
              <div>
                <dt>{t("profile.email")}</dt>
                <dd className="ltr">{profile.email || "-"}</dd>
              </div>
            )}
            {section.fields.map((field) => {
              const value = display(profile, field.name);
              return (
                <div key={field.name}>
                  <dt>
                    {field.name === "name"
                      ? t("profile.name")
                      : serverText(field.label)}
                  </dt>
                  <dd className={field.type === "text" ? undefined : "ltr"}>
                    {field.type === "url" && value !== "-"
                      ? (
                        <a
                          href={value}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {value}
                        </a>
                      )
                      : field.type === "text" && value !== "-"
                      // What the person wrote, isolated ("Main Boulevard 10" stays in its order in Urdu).
                      ? <bdi>{value}</bdi>
                      : value}
                  </dd>
                </div>
              );
            })}
          </dl>
        </Card>
      ))}
      <p className="profile-updated">
        {t("profile.updated", { time: formatDateTime(profile.updatedAt) })}
      </p>
    </div>
  );
}
