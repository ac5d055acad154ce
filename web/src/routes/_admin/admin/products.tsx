/** /admin/products: add, edit and delete products, and the catalog. */
import { ResourceKitAdmin } from "@/components/ResourceKitAdmin.tsx";
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import type {
  CommissionJson,
  ProductAction,
  ProductDeleted,
} from "@wire/products.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { TextField } from "@/components/Field.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { api, messageOf } from "@/lib/api.ts";
import { formatPercent, normalizeCommission } from "@/lib/commission.ts";
import {
  fetchProducts,
  type Product,
  REFUND_POLICY_OPTIONS,
} from "@/lib/tracking_api.ts";
import { type MessageKey, readyArea, serverText, t } from "@/i18n/i18n.ts";
// The form's commission when the global one cannot be read.
const FALLBACK_COMMISSION = "50.00";

export const Route = createFileRoute("/_admin/admin/products")({
  // The area's texts (English, and Urdu for an Urdu reader) before the page renders; a bare import of
  // areas/admin_catalog.ts here would stay in the eager route tree that every first load fetches.
  beforeLoad: () => readyArea("admin_catalog"),
  // Either call may fail on its own and the page still works, as before the loader: no catalog with its alert, or the 50% default.
  loader: async () => {
    const [catalog, defaultCommission] = await Promise.all([
      fetchProducts().then(
        (products) => ({ products, failed: false }),
        () => ({ products: [] as Product[], failed: true }),
      ),
      api<CommissionJson>("/api/admin/commission").then(
        (c) => normalizeCommission(c.globalCommissionPercent),
        () => FALLBACK_COMMISSION,
      ),
    ]);
    return { ...catalog, defaultCommission };
  },
  pendingComponent: () => (
    <ProductsFrame>
      <Loading />
    </ProductsFrame>
  ),
  component: AdminProductsPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_admin/admin/products");

/** The page's title and header, also while the catalog loads. */
function ProductsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admc.products.title"));
  return (
    <>
      <PageHeader
        title={t("admc.products.title")}
        subtitle={t("admc.products.subtitle")}
      />
      {children}
    </>
  );
}

interface FormValues {
  title: string;
  description: string;
  commissionPercent: string;
  refundPolicy: string;
}

const EMPTY: FormValues = {
  title: "",
  description: "",
  commissionPercent: "",
  refundPolicy: "none",
};

const MISSING_TEXT: MessageKey = "admc.products.missing";
const BAD_IMAGE: MessageKey = "admc.products.badImage";
const FORM_ERROR_ID = "product-form-error";

/** The admin product screen. */
function AdminProductsPage() {
  const dialogs = useDialogs();
  const router = useRouter();
  const { products, failed, defaultCommission } = routeApi.useLoaderData();
  const [values, setValues] = useState<FormValues>({
    ...EMPTY,
    commissionPercent: defaultCommission,
  });
  const [image, setImage] = useState<File | null>(null);
  const [editing, setEditing] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(failed ? { tone: "error", text: t("admc.products.loadFailed") } : null);
  // The key of the form's error (its text is read at render time).
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The loader fetches the catalog again, so the new or changed product shows with the notice.
  const load = () => router.invalidate({ sync: true });

  const reset = () => {
    setValues({ ...EMPTY, commissionPercent: defaultCommission });
    setImage(null);
    setEditing(null);
    if (fileInput.current) fileInput.current.value = "";
  };
  const set = (name: keyof FormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  // The fields the form's error is about point at it (aria-describedby) and are marked invalid.
  const missingText = fieldError === MISSING_TEXT;
  const badImage = fieldError === BAD_IMAGE;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (!values.title.trim() || !values.description.trim()) {
      setFieldError(MISSING_TEXT);
      return;
    }
    if (image && !image.type.startsWith("image/")) {
      setFieldError(BAD_IMAGE);
      return;
    }
    setFieldError(null);
    const commission = normalizeCommission(values.commissionPercent);
    setValues((v) => ({ ...v, commissionPercent: commission }));
    const form = new FormData();
    form.set("title", values.title.trim());
    form.set("description", values.description.trim());
    form.set("commissionPercent", commission);
    form.set("refundPolicy", values.refundPolicy);
    if (image) form.set("image", image);
    setBusy(true);
    try {
      if (editing) {
        await api<ProductAction>(`/api/products/${editing.id}`, {
          method: "PUT",
          body: form,
        });
      } else {
        await api<ProductAction>("/api/products", {
          method: "POST",
          body: form,
        });
      }
      reset();
      await load();
      setNotice({
        tone: "success",
        text: editing ? t("admc.products.updated") : t("admc.products.added"),
      });
    } catch (error) {
      // The form keeps what was typed, so nothing is lost.
      setNotice({
        tone: "error",
        text: messageOf(error, t("admc.products.saveFailed")),
      });
    } finally {
      setBusy(false);
    }
  };

  const edit = (p: Product) => {
    setEditing(p);
    setNotice(null);
    setImage(null);
    if (fileInput.current) fileInput.current.value = "";
    setValues({
      title: p.title,
      description: p.description,
      commissionPercent: normalizeCommission(p.commissionPercent),
      refundPolicy: p.refundPolicy,
    });
  };

  const remove = async (p: Product) => {
    if (
      !(await dialogs.confirm(t("admc.products.confirmDelete")))
    ) return;
    try {
      await api<ProductDeleted>(`/api/products/${p.id}`, { method: "DELETE" });
      if (editing?.id === p.id) reset();
      await load();
      setNotice({ tone: "success", text: t("admc.products.deleted") });
    } catch (error) {
      setNotice({
        tone: "error",
        text: messageOf(error, t("admc.products.deleteFailed")),
      });
    }
  };

  return (
    <ProductsFrame>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Card
        title={editing
          ? t("admc.products.editTitle", { title: editing.title })
          : t("admc.products.add")}
      >
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label={t("admc.products.formLabel")}
        >
          <TextField
            label={t("admc.products.fieldTitle")}
            value={values.title}
            onChange={set("title")}
            errorId={missingText && !values.title.trim()
              ? FORM_ERROR_ID
              : undefined}
            required
            maxLength={200}
          />
          <div className="field admin-form-wide">
            <label className="field-label" htmlFor="product-description">
              {t("admc.description")}
            </label>
            <textarea
              id="product-description"
              className="field-input"
              rows={3}
              value={values.description}
              onChange={set("description")}
              aria-invalid={missingText && !values.description.trim()
                ? true
                : undefined}
              aria-describedby={missingText && !values.description.trim()
                ? FORM_ERROR_ID
                : undefined}
              required
            />
          </div>
          <TextField
            label={t("admc.products.commission")}
            type="number"
            min={0}
            max={100}
            step={0.01}
            value={values.commissionPercent}
            onChange={set("commissionPercent")}
            required
          />
          <div className="field">
            <label className="field-label" htmlFor="product-refund">
              {t("admc.products.refundPolicy")}
            </label>
            <select
              id="product-refund"
              className="field-input"
              value={values.refundPolicy}
              onChange={set("refundPolicy")}
            >
              {REFUND_POLICY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {serverText(o.label)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="product-image">
              {t("admc.products.image")}
            </label>
            <input
              id="product-image"
              ref={fileInput}
              className="field-input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
              aria-invalid={badImage ? true : undefined}
              aria-describedby={badImage
                ? `product-image-hint ${FORM_ERROR_ID}`
                : "product-image-hint"}
            />
            <span id="product-image-hint" className="field-hint">
              {t("admc.products.imageHint")}
            </span>
          </div>
          {fieldError && (
            <p
              id={FORM_ERROR_ID}
              className="field-error admin-form-wide"
              role="alert"
            >
              {t(fieldError)}
            </p>
          )}
          <div className="admin-form-actions admin-form-wide">
            <Button type="submit" busy={busy}>
              {editing ? t("admc.products.update") : t("admc.products.add")}
            </Button>
            {editing && (
              <Button type="button" variant="ghost" onClick={reset}>
                {t("app.cancel")}
              </Button>
            )}
          </div>
        </form>
      </Card>
      <h2 className="section-title">{t("admc.products.catalog")}</h2>
      {products.length === 0
        ? <EmptyState title={t("admc.products.none")} />
        : (
          <div className="product-grid">
            {products.map((p) => (
              <article
                key={p.id}
                className="card product-card"
                aria-label={p.title}
              >
                {p.imageUrl && (
                  <img
                    className="product-card-image"
                    src={p.imageUrl}
                    alt={p.title}
                    loading="lazy"
                  />
                )}
                <h3 className="card-title">{p.title}</h3>
                <p className="product-card-description">{p.description}</p>
                <div className="product-badges">
                  <Badge variant="blue">
                    {t("admc.products.commissionBadge", {
                      percent: formatPercent(p.commissionPercent),
                    })}
                  </Badge>
                  <Badge
                    variant={p.refundPolicy === "none" ? "green" : "yellow"}
                  >
                    {p.refundPolicy === "none"
                      ? t("admc.products.noRefunds")
                      : t("admc.products.guarantee")}
                  </Badge>
                </div>
                <div className="admin-form-actions">
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => edit(p)}
                  >
                    {t("admc.edit")}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="danger"
                    onClick={() => remove(p)}
                  >
                    {t("admc.delete")}
                  </Button>
                </div>
                <ResourceKitAdmin productId={p.id} title={p.title} />
              </article>
            ))}
          </div>
        )}
    </ProductsFrame>
  );
}
