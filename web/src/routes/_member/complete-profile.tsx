/** /complete-profile: the profile form, hidden once a profile exists (then its pending or approved state). */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { api, ApiError, messageOf } from "../../lib/api.ts";
import { setApproved } from "../../lib/session.ts";
import { Alert } from "../../components/Alert.tsx";
import { Button, buttonClass } from "../../components/Button.tsx";
import { Card } from "../../components/Card.tsx";
import { TextField } from "../../components/Field.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Loading } from "../../components/Spinner.tsx";
import {
  APPROVED_TEXT,
  formValues,
  PROFILE_SECTIONS,
  type ProfileData,
  type ProfileFieldName,
  type ProfileMe,
  submissionBody,
  SUBMITTED_TEXT,
} from "../../components/profile_fields.ts";
export const Route = createFileRoute("/_member/complete-profile")({
  component: Page,
});

function Page() {
  usePageTitle("Submit Profile");
  return <CompleteProfilePage />;
}

const REDIRECT_MS = 2000;

/** The page: loads the caller's profile, then shows the form or its state. */
function CompleteProfilePage() {
  const navigate = useNavigate();
  const [me, setMe] = useState<ProfileMe | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  const load = () => {
    setLoadError(null);
    api<ProfileMe>("/api/profile/me")
      .then((data) => {
        setMe(data);
        setEditing(data.profile === null || data.profile.status === "rejected");
      })
      .catch((error) =>
        setLoadError(messageOf(error, "Failed to load profile"))
      );
  };
  useEffect(load, []);

  const approved = me?.profile?.status === "approved" &&
    me.isApproved !== false;
  useEffect(() => {
    if (!approved) return;
    // The stored flag lets the route guard open the affiliate pages from now on.
    setApproved(true);
    const timer = setTimeout(() => navigate({ to: "/dashboard" }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [approved, navigate]);

  if (loadError) {
    return (
      <>
        <PageHeader title="Complete Your Profile" />
        <Alert tone="error">{loadError}</Alert>
      </>
    );
  }
  if (!me) return <Loading text="Loading profile..." />;

  const profile = me.profile;
  if (editing) {
    return (
      <>
        <PageHeader
          title="Complete Your Profile"
          subtitle="Tell us about yourself and where you promote. An admin reviews every profile before products are assigned."
        />
        {profile?.status === "rejected" && (
          <Alert tone="warning">
            <strong>Your profile was not approved.</strong>
            {profile.rejectionReason
              ? <>Reason: {profile.rejectionReason}</>
              : null} Please update your details and submit again.
          </Alert>
        )}
        <ProfileForm
          initial={profile}
          onSubmitted={() => {
            setEditing(false);
            load();
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Complete Your Profile" />
      <Card>
        {profile?.status === "approved"
          ? (
            <div className="stack">
              <Alert tone="success">{APPROVED_TEXT}</Alert>
              {me.isApproved === false
                ? (
                  <p>
                    Your account is currently blocked. Please contact support.
                  </p>
                )
                : (
                  <Link to="/dashboard" className={buttonClass("primary")}>
                    Go to dashboard
                  </Link>
                )}
            </div>
          )
          : <Alert tone="info">{SUBMITTED_TEXT}</Alert>}
      </Card>
    </>
  );
}

/** The form itself; keeps every value on a failed submission and marks the fields the server refused. */
function ProfileForm(
  { initial, onSubmitted }: {
    initial: ProfileData | null;
    onSubmitted: () => void;
  },
) {
  const [values, setValues] = useState(() => formValues(initial));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    if (!values.name.trim()) {
      setFieldErrors({ name: "Full name is required." });
      setError("Full name is required.");
      return;
    }
    setBusy(true);
    try {
      await api("/api/profile", {
        method: "POST",
        body: submissionBody(values),
      });
      onSubmitted();
    } catch (failure) {
      setError(messageOf(failure, "Submission failed"));
      if (failure instanceof ApiError && failure.serverMessage) {
        const field = fieldOfMessage(failure.serverMessage);
        if (field) setFieldErrors({ [field]: failure.serverMessage });
      }
    } finally {
      setBusy(false);
    }
  };

  const set = (name: ProfileFieldName) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <form
      className="stack"
      onSubmit={submit}
      // The app's own checks and the server's field messages are announced and tied to their fields; the browser's bubbles are not.
      noValidate
      aria-label="Profile form"
    >
      {error && <Alert tone="error">{error}</Alert>}
      {PROFILE_SECTIONS.map((section) => (
        <Card key={section.title} title={section.title}>
          <div className="profile-form-grid">
            {section.fields.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={field.name === "name" ? "Full Name *" : field.label}
                type={field.type}
                placeholder={field.placeholder ??
                  (field.type === "url" ? "https://" : undefined)}
                hint={field.hint}
                required={field.name === "name"}
                max={field.type === "date"
                  ? new Date().toISOString().slice(0, 10)
                  : undefined}
                value={values[field.name]}
                onChange={set(field.name)}
                error={fieldErrors[field.name] ?? null}
              />
            ))}
          </div>
        </Card>
      ))}
      <div className="profile-form-actions">
        <Button type="submit" busy={busy}>Submit Profile</Button>
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
