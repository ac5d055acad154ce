/** /admin/settings: the global commission percent (the default for new products) and the payout settings. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import type { CommissionJson, CommissionUpdated } from "@wire/products.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { api } from "@/lib/api.ts";
import { useAction } from "@/lib/use_action.ts";
import { formatPercent } from "@/lib/commission.ts";
import { PayoutSettingsCard } from "@/components/PayoutSettingsCard.tsx";
import { InvoiceIssuerCard } from "@/components/InvoiceIssuerCard.tsx";
import type { SettingsJson } from "@wire/settings.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

type Notice = { tone: "success" | "error"; text: string };

export const Route = createFileRoute("/_admin/admin/settings")({
  // The payout settings card and risk flags are the money area's.
  beforeLoad: async () => {
    await Promise.all([readyArea("admin_people"), readyArea("admin_money")]);
  },
  loader: async () => {
    // The payout settings are a card of their own: their failure leaves the commission usable.
    const payoutSettings = api<SettingsJson>("/api/admin/settings").catch(
      () => null,
    );
    return {
      ...await api<CommissionJson>("/api/admin/commission"),
      payoutSettings: await payoutSettings,
    };
  },
  pendingComponent: () => (
    <SettingsFrame>
      <Loading />
    </SettingsFrame>
  ),
  // As before the loader: the failure is told, and the form still offers to set the commission (from 0).
  errorComponent: () => (
    <CommissionForm
      current={0}
      loadError={t("admp.settings.loadFailed")}
    />
  ),
  component: () => {
    const data = routeApi.useLoaderData();
    return (
      <>
        <CommissionForm current={data.globalCommissionPercent} />
        <PayoutSettingsCard settings={data.payoutSettings} />
        <InvoiceIssuerCard settings={data.payoutSettings} />
        <Card title={t("admm.fx.settingsLink")}>
          <p>{t("admm.fx.settingsText")}</p>
          <p>
            <Link to="/admin/settings/exchange-rates">
              {t("admm.fx.title")}
            </Link>
          </p>
        </Card>
      </>
    );
  },
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_admin/admin/settings");

/** The page's title, header and notice, also while the commission loads. */
function SettingsFrame(
  { notice, children }: { notice?: Notice | null; children: ReactNode },
) {
  usePageTitle(t("admp.settings.title"));
  return (
    <>
      <PageHeader title={t("admp.settings.title")} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {children}
    </>
  );
}

/** The commission card: the current value and the form that changes it. */
function CommissionForm(
  { current, loadError = null }: {
    current: number;
    /** The loader's failure, shown until the first save. */
    loadError?: string | null;
  },
) {
  const router = useRouter();
  const [value, setValue] = useState(String(current));
  const { busy, error, setError, run } = useAction(loadError);
  const [saved, setSaved] = useState(false);
  const notice: Notice | null = error
    ? { tone: "error", text: error.message }
    : saved
    ? { tone: "success", text: t("admp.settings.updated") }
    : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > 100) {
      setError(t("admp.settings.range"));
      return;
    }
    await run(async () => {
      await api<CommissionUpdated>("/api/admin/commission", {
        body: { globalCommissionPercent: Math.round(n * 100) / 100 },
      });
      // The loader reads the saved value back, so "Current" shows what the server holds.
      await router.invalidate({ sync: true });
      setSaved(true);
    }, () => t("admp.settings.updateFailed"));
  };
  return (
    <SettingsFrame notice={notice}>
      <Card title={t("admp.settings.commission")}>
        <p>
          {tNodes("admp.settings.current", {
            value: <strong className="ltr">{formatPercent(current)}</strong>,
          })}
        </p>
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label={t("admp.settings.form")}
        >
          <TextField
            label={t("admp.settings.field")}
            type="number"
            min={0}
            max={100}
            step={0.01}
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <div className="admin-form-actions">
            <Button type="submit" busy={busy}>{t("admp.settings.save")}</Button>
          </div>
        </form>
      </Card>
    </SettingsFrame>
  );
}
