/**
 * /settings/notifications: what Kamai emails the affiliate about, per kind "at once", "daily digest" (09:00
 * Pakistan time) or "off" (docs/alerts.md). Every email also carries a one-click unsubscribe for its kind.
 */
import { createFileRoute, getRouteApi } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { ALERT_KINDS, ALERT_MODES } from "@domain/alerts/alert_kinds.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { messageOf } from "@/lib/api.ts";
import {
  fetchAlertSettings,
  type NotificationSettingsJson,
  saveAlertSettings,
} from "@/lib/alerts_api.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_user/settings/notifications")({
  loader: () => fetchAlertSettings(),
  pendingComponent: () => (
    <NotificationsFrame>
      <Loading text={t("aff.al.loading")} />
    </NotificationsFrame>
  ),
  errorComponent: ({ error }) => (
    <NotificationsFrame>
      <Alert tone="error">{messageOf(error, t("aff.al.loadFailed"))}</Alert>
    </NotificationsFrame>
  ),
  component: NotificationsPage,
});

// Read through getRouteApi, not Route, so the page chunk does not import the route file (docs/web.md).
const route = getRouteApi("/_user/settings/notifications");

function NotificationsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.al.title"));
  return (
    <>
      <PageHeader title={t("aff.al.title")} subtitle={t("aff.al.subtitle")} />
      {children}
    </>
  );
}

function NotificationsPage() {
  const loaded = route.useLoaderData();
  const [settings, setSettings] = useState<NotificationSettingsJson>(loaded);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      setSettings(await saveAlertSettings(settings));
      setOutcome({ tone: "success", text: t("aff.al.saved") });
    } catch (error) {
      setOutcome({
        tone: "error",
        text: messageOf(error, t("aff.al.saveFailed")),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <NotificationsFrame>
      <Card>
        <form className="admin-form" onSubmit={submit} noValidate>
          <p className="field-hint">{t("aff.al.digestNote")}</p>
          {ALERT_KINDS.map((kind) => (
            <fieldset key={kind} className="field alert-kind">
              <legend className="field-label">
                {t(`aff.al.kind.${kind}`)}
              </legend>
              <div className="alert-modes">
                {ALERT_MODES.map((mode) => (
                  <label key={mode} className="checkbox-row">
                    <input
                      type="radio"
                      name={kind}
                      value={mode}
                      checked={settings[kind] === mode}
                      onChange={() =>
                        setSettings((s) => ({ ...s, [kind]: mode }))}
                    />{" "}
                    {t(`aff.al.mode.${mode}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          <div className="admin-form-actions">
            <Button type="submit" busy={busy}>{t("aff.al.save")}</Button>
          </div>
        </form>
      </Card>
    </NotificationsFrame>
  );
}
