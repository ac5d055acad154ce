/** /complete-profile: the profile form, hidden once a profile exists (then its pending or approved state). */
import {
  createFileRoute,
  getRouteApi,
  useNavigate,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import type { ProfileJson, ProfileMe } from "@wire/profiles.ts";
import { AccountStateNote } from "./-parts/account_state_note.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, ApiError, messageOf } from "@/lib/api.ts";
import { setApproved } from "@/lib/session.ts";
import { useAction } from "@/lib/use_action.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import {
  checkProfileForm,
  formValues,
  PROFILE_SECTIONS,
  type ProfileFieldName,
  submissionBody,
} from "@/components/profile_fields.ts";

import { serverText, t } from "@/i18n/i18n.ts";
export const Route = createFileRoute("/_member/complete-profile")({
  loader: () => api<ProfileMe>("/api/profile/me"),
  pendingComponent: () => (
    <Titled>
      <Loading text={t("aff.profile.loading")} />
    </Titled>
  ),
  errorComponent: ({ error }) => (
    <Titled>
      <PageHeader title={t("aff.complete.title")} />
      <Alert tone="error">
        {messageOf(error, t("aff.profile.loadFailed"))}
      </Alert>
    </Titled>
  ),
  component: CompleteProfilePage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_member/complete-profile");

/** Sets the page title, also while the profile loads or failed. */
function Titled({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.profile.submit"));
  return <>{children}</>;
}

const REDIRECT_MS = 2000;

/** The page: the caller's profile from the loader, then the form or its state. */
function CompleteProfilePage() {
  const navigate = useNavigate();
  const router = useRouter();
  const me = routeApi.useLoaderData();
  const profile = me.profile;
  // The one state (docs/first-week.md) decides what the page says and whether the form shows.
  const state = me.state;
  // No profile yet, or a rejected one: the form; after a submission the loader's fresh answer shows its state.
  const [editing, setEditing] = useState(
    state === "no_profile" || state === "rejected",
  );

  const approved = state === "approved";
  useEffect(() => {
    if (!approved) return;
    // The stored flag lets the route guard open the affiliate pages from now on.
    setApproved(true);
    const timer = setTimeout(() => navigate({ to: "/dashboard" }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [approved, navigate]);

  if (editing && state !== "blocked") {
    return (
      <Titled>
        <PageHeader
          title={t("aff.complete.title")}
          subtitle={t("aff.complete.subtitle")}
        />
        <AccountStateNote
          state={state}
          rejectionReason={profile?.rejectionReason}
        />
        <ProfileForm
          initial={profile}
          onSubmitted={async () => {
            await router.invalidate({ sync: true });
            setEditing(false);
          }}
        />
      </Titled>
    );
  }

  return (
    <Titled>
      <PageHeader title={t("aff.complete.title")} />
      <Card>
        <AccountStateNote
          state={state}
          rejectionReason={profile?.rejectionReason}
        />
      </Card>
    </Titled>
  );
}

/** The form itself; keeps every value on a failed submission and marks the fields the server refused. */
function ProfileForm(
  { initial, onSubmitted }: {
    initial: ProfileJson | null;
    onSubmitted: () => Promise<void>;
  },
) {
  const [values, setValues] = useState(() => formValues(initial));
  // The form's own check marks every field it refuses; the server names at most one (useAction's field).
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { busy, error, fieldError, setError, run } = useAction({
    fieldOf: (failure) =>
      failure instanceof ApiError && failure.serverMessage
        ? fieldOfMessage(failure.serverMessage)
        : null,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    // The domain's rules, so the form refuses what the server would, with the same messages.
    const refused = checkProfileForm(values);
    if (refused) {
      setFieldErrors(
        Object.fromEntries(
          Object.entries(refused.errors).map(([k, v]) => [k, serverText(v)]),
        ),
      );
      setError(serverText(refused.message));
      return;
    }
    await run(async () => {
      await api("/api/profile", {
        method: "POST",
        body: submissionBody(values),
      });
      await onSubmitted();
    }, t("aff.complete.failed"));
  };

  const set = (name: ProfileFieldName) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <form
      className="stack"
      onSubmit={submit}
      // The app's own checks and the server's field messages are announced and tied to their fields; the browser's bubbles are not.
      noValidate
      aria-label={t("aff.complete.formLabel")}
    >
      {error && <Alert tone="error">{error.message}</Alert>}
      {PROFILE_SECTIONS.map((section) => (
        <Card key={section.title} title={serverText(section.title)}>
          <div className="profile-form-grid">
            {section.fields.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={field.name === "name"
                  ? `${serverText(field.label)} *`
                  : serverText(field.label)}
                type={field.type}
                placeholder={field.placeholder ??
                  (field.type === "url" ? "https://" : undefined)}
                hint={field.hint && serverText(field.hint)}
                required={field.name === "name"}
                max={field.type === "date"
                  ? new Date().toISOString().slice(0, 10)
                  : undefined}
                value={values[field.name]}
                onChange={set(field.name)}
                error={fieldErrors[field.name] ?? fieldError(field.name)}
              />
            ))}
          </div>
        </Card>
      ))}
      <div className="profile-form-actions">
        <Button type="submit" busy={busy}>{t("aff.profile.submit")}</Button>
      </div>
    </form>
  );
}

// Server messages start with the field's label ("CNIC must be 13 digits…"), which points at the field to mark.
function fieldOfMessage(message: string): ProfileFieldName | null {
  const lower = message.toLowerCase();
  if (lower.startsWith("date of birth")) return "dob";
  if (lower.startsWith("full name")) return "name";
  for (const section of PROFILE_SECTIONS) {
    for (const field of section.fields) {
      if (lower.startsWith(`${field.label.toLowerCase()} `)) return field.name;
    }
  }
  return null;
}
