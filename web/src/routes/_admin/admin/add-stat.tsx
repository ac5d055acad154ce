/** /admin/add-stat: record manual clicks, sales and earnings for a user's product on a day, with the reason the audit log keeps. */
import { createFileRoute, getRouteApi, Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { StatEntrySaved } from "@wire/stats.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { AffiliateProductPickers } from "@/components/AffiliateProductPickers.tsx";
import { useAffiliateOptions } from "@/components/useAffiliateOptions.ts";
import { Button, buttonClass } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { TextAreaField, TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { api } from "@/lib/api.ts";
import { karachiToday } from "@/lib/dates.ts";
import { displayCurrency } from "@/lib/money.ts";
import { currencySymbol } from "@domain/shared/currency.ts";
import { fetchProducts } from "@/lib/tracking_api.ts";
import { Loading } from "@/components/Spinner.tsx";
import { readyArea, t } from "@/i18n/i18n.ts";
import { useAction } from "@/lib/use_action.ts";

export const Route = createFileRoute("/_admin/admin/add-stat")({
  // The area's texts (English, and Urdu for an Urdu reader) before the page renders; a bare import of
  // areas/admin_catalog.ts here would stay in the eager route tree that every first load fetches.
  beforeLoad: () => readyArea("admin_catalog"),
  // A failed product list still leaves the form usable, with the page's alert, as before the loader.
  loader: () =>
    fetchProducts().then(
      (products) => ({ products, failed: false }),
      () => ({ products: [], failed: true }),
    ),
  pendingComponent: () => (
    <Titled>
      <PageHeader title={t("admc.addStat.title")} />
      <Loading />
    </Titled>
  ),
  component: AdminAddStatPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_admin/admin/add-stat");

/** Sets the page title, also while the products load. */
function Titled({ children }: { children: ReactNode }) {
  usePageTitle(t("admc.addStat.title"));
  return <>{children}</>;
}

/** The manual stat form. */
function AdminAddStatPage() {
  const { products, failed: loadError } = routeApi.useLoaderData();
  const [values, setValues] = useState({
    userId: "",
    productId: "",
    date: karachiToday(),
    clicks: "",
    sales: "",
    earnings: "",
    reason: "",
  });
  const affiliates = useAffiliateOptions(values.userId);
  const { busy, error, setError, run } = useAction();
  const [notice, setNotice] = useState<string | null>(null);
  // Set after a submit with blanks: the blank required fields then point at the notice.
  const [missing, setMissing] = useState(false);
  const noticeId = useId();
  const missingId = missing ? noticeId : undefined;
  const set = (name: keyof typeof values) => (v: string) =>
    setValues((s) => ({ ...s, [name]: v }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.userId || !values.productId || !values.date) {
      setMissing(true);
      setError(t("admc.addStat.missing"));
      return;
    }
    // The form asks why the figures are typed by hand; the audit log keeps it (the API leaves it optional).
    if (!values.reason.trim()) {
      setMissing(true);
      setError(t("admc.addStat.reasonMissing"));
      return;
    }
    setMissing(false);
    setNotice(null);
    await run(async () => {
      // Blank numbers become 0.
      await api<StatEntrySaved>("/api/stats", {
        body: {
          userId: Number(values.userId),
          productId: Number(values.productId),
          date: values.date,
          clicks: values.clicks === "" ? 0 : Number(values.clicks),
          sales: values.sales === "" ? 0 : Number(values.sales),
          earnings: values.earnings === "" ? 0 : values.earnings,
          reason: values.reason.trim(),
        },
      });
      setNotice(t("admc.addStat.saved"));
      setValues((s) => ({
        ...s,
        clicks: "",
        sales: "",
        earnings: "",
        reason: "",
      }));
    }, t("admc.addStat.saveFailed"));
  };
  return (
    <Titled>
      <PageHeader
        title={t("admc.addStat.title")}
        subtitle={t("admc.addStat.subtitle")}
        actions={
          <Link className={buttonClass("ghost", "sm")} to="/admin/stats">
            {t("admc.addStat.viewStats")}
          </Link>
        }
      />
      {(loadError || affiliates.failed) && (
        <Alert>{t("admc.addStat.loadFailed")}</Alert>
      )}
      {error
        ? <Alert tone="error" id={noticeId}>{error.message}</Alert>
        : notice && <Alert tone="success" id={noticeId}>{notice}</Alert>}
      <Card title={t("admc.addStat.record")}>
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label={t("admc.addStat.record")}
        >
          <AffiliateProductPickers
            affiliates={affiliates}
            products={products}
            userId={values.userId}
            productId={values.productId}
            onUser={set("userId")}
            onProduct={set("productId")}
            missingErrorId={missingId}
          />
          <TextField
            label={t("admc.date")}
            type="date"
            required
            errorId={values.date === "" ? missingId : undefined}
            value={values.date}
            onChange={(e) => set("date")(e.target.value)}
          />
          <TextField
            label={t("app.clicks")}
            type="number"
            min={0}
            step={1}
            value={values.clicks}
            onChange={(e) => set("clicks")(e.target.value)}
          />
          <TextField
            label={t("app.sales")}
            type="number"
            min={0}
            step={1}
            value={values.sales}
            onChange={(e) => set("sales")(e.target.value)}
          />
          <TextField
            label={t("admc.addStat.earnings", {
              currency: currencySymbol(displayCurrency()),
            })}
            type="number"
            min={0}
            step={0.01}
            value={values.earnings}
            onChange={(e) => set("earnings")(e.target.value)}
          />
          <TextAreaField
            className="admin-form-wide"
            label={t("admc.addStat.reason")}
            hint={t("admc.addStat.reasonHint")}
            required
            maxLength={500 /* the API's STAT_REASON_MAX */}
            rows={2}
            errorId={values.reason.trim() === "" ? missingId : undefined}
            value={values.reason}
            onChange={(e) => set("reason")(e.target.value)}
          />
          <div className="admin-form-actions admin-form-wide">
            <Button type="submit" busy={busy}>
              {t("admc.addStat.save")}
            </Button>
          </div>
        </form>
      </Card>
    </Titled>
  );
}
