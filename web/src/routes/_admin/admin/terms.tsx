/** /admin/terms: publish new versions of the program's and offers' terms, and see or download who accepted them. */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { SelectField, TextAreaField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { messageOf } from "@/lib/api.ts";
import { downloadCsv } from "@/lib/csv.ts";
import { formatDateTime } from "@/lib/dates.ts";
import {
  fetchAcceptancesCsv,
  fetchTermsDocuments,
  publishTerms,
} from "@/lib/directory_api.ts";
import { fetchProducts } from "@/lib/tracking_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin/admin/terms")({
  beforeLoad: () => readyArea("offers"),
  loader: async () => {
    const [documents, products] = await Promise.all([
      fetchTermsDocuments(),
      fetchProducts(),
    ]);
    return { documents, products };
  },
  pendingComponent: () => (
    <TermsFrame>
      <Loading />
    </TermsFrame>
  ),
  errorComponent: ({ error }) => (
    <TermsFrame>
      <Alert tone="error">
        {messageOf(error, t("off.termsAdmin.loadFailed"))}
      </Alert>
    </TermsFrame>
  ),
  component: TermsPage,
});

const route = getRouteApi("/_admin/admin/terms");

/** The title and header, also while loading or after a failure. */
function TermsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("off.termsAdmin.title"));
  return (
    <>
      <PageHeader
        title={t("off.termsAdmin.title")}
        subtitle={t("off.termsAdmin.subtitle")}
      />
      {children}
    </>
  );
}

/** The publish form and the documents with their acceptances. */
function TermsPage() {
  const { documents, products } = route.useLoaderData();
  const router = useRouter();
  const { running, formError, run } = useAction<string>();
  const [offer, setOffer] = useState("");
  const [bodyEn, setBodyEn] = useState("");
  const [bodyUr, setBodyUr] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    await run(
      async () => {
        await publishTerms({
          offerId: offer ? Number(offer) : null,
          bodyEn: bodyEn.trim(),
          bodyUr: bodyUr.trim(),
        });
        setBodyEn("");
        setBodyUr("");
        setNotice(t("off.termsAdmin.published"));
        await router.invalidate();
      },
      t("off.termsAdmin.failed"),
      "publish",
    );
  };

  return (
    <TermsFrame>
      {formError && <Alert tone="error">{formError.message}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card title={t("off.termsAdmin.publish")}>
        <form className="admin-form" onSubmit={submit}>
          <SelectField
            label={t("off.termsAdmin.of")}
            value={offer}
            onChange={(e) => setOffer(e.target.value)}
          >
            <option value="">{t("off.termsAdmin.program")}</option>
            {products.map((p) => (
              <option key={p.id} value={String(p.id)}>{p.title}</option>
            ))}
          </SelectField>
          <TextAreaField
            className="admin-form-wide"
            label={t("off.termsAdmin.bodyEn")}
            value={bodyEn}
            onChange={(e) => setBodyEn(e.target.value)}
            rows={5}
            maxLength={20000}
            dir="ltr"
            required
          />
          <TextAreaField
            className="admin-form-wide"
            label={t("off.termsAdmin.bodyUr")}
            value={bodyUr}
            onChange={(e) => setBodyUr(e.target.value)}
            rows={5}
            maxLength={20000}
            dir="rtl"
            lang="ur"
            required
          />
          <div className="admin-form-actions admin-form-wide">
            <Button type="submit" busy={running === "publish"}>
              {t("off.termsAdmin.publishButton")}
            </Button>
          </div>
        </form>
      </Card>
      {documents.length === 0
        ? <EmptyState title={t("off.termsAdmin.empty")} />
        : (
          <ul className="review-list">
            {documents.map((d) => (
              <li key={d.id} className="card">
                <h2 className="card-title">
                  {d.offerTitle ?? t("off.termsAdmin.program")}
                </h2>
                <p>
                  {t("off.termsAdmin.current", {
                    version: d.version ?? 0,
                    count: d.acceptances,
                  })} {d.publishedAt && formatDateTime(d.publishedAt)}
                </p>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  busy={running === `csv-${d.id}`}
                  onClick={() =>
                    run(
                      async () => {
                        downloadCsv(
                          `terms-${d.id}-acceptances.csv`,
                          await fetchAcceptancesCsv(d.id),
                        );
                      },
                      t("off.termsAdmin.failed"),
                      `csv-${d.id}`,
                    )}
                >
                  {t("off.termsAdmin.csv")}
                </Button>
              </li>
            ))}
          </ul>
        )}
    </TermsFrame>
  );
}
