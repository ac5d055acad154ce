/** /admin/products: add, edit and delete products, and the catalog. */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import type {
  CommissionJson,
  ProductAction,
  ProductDeleted,
} from "@wire/products.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { TextField } from "@/components/Field.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { api } from "@/lib/api.ts";
import { normalizeCommission } from "@/lib/commission.ts";
import {
  fetchProducts,
  type Product,
  REFUND_POLICY_OPTIONS,
} from "@/lib/tracking_api.ts";
import { type MessageKey, readyArea, serverText, t } from "@/i18n/i18n.ts";
import { useAction } from "@/lib/use_action.ts";
import {
  ProductCatalog,
  ProductImageField,
  ProductsFrame,
} from "./-parts/product_catalog.tsx";
import {
  EMPTY,
  type FormValues,
  offerValuesOf,
  setOfferFields,
} from "./-parts/product_form_values.ts";
import { ProductOfferFields } from "./-parts/product_offer_fields.tsx";

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
  const { running, error, setError, run } = useAction<"save" | "remove">(
    failed ? t("admc.products.loadFailed") : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
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
    setError(null);
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
    setOfferFields(form, values);
    if (image) form.set("image", image);
    await run(
      async () => {
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
        setNotice(
          editing ? t("admc.products.updated") : t("admc.products.added"),
        );
        // On failure the form keeps what was typed, so nothing is lost.
      },
      t("admc.products.saveFailed"),
      "save",
    );
  };

  const edit = (p: Product) => {
    setEditing(p);
    setNotice(null);
    setError(null);
    setImage(null);
    if (fileInput.current) fileInput.current.value = "";
    setValues({
      title: p.title,
      description: p.description,
      commissionPercent: normalizeCommission(p.commissionPercent),
      refundPolicy: p.refundPolicy,
      ...offerValuesOf(p),
    });
  };

  const remove = async (p: Product) => {
    if (
      !(await dialogs.confirm(t("admc.products.confirmDelete")))
    ) return;
    setNotice(null);
    await run(
      async () => {
        await api<ProductDeleted>(`/api/products/${p.id}`, {
          method: "DELETE",
        });
        if (editing?.id === p.id) reset();
        await load();
        setNotice(t("admc.products.deleted"));
      },
      t("admc.products.deleteFailed"),
      "remove",
    );
  };

  return (
    <ProductsFrame>
      {error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
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
          <ProductOfferFields values={values} set={set} />
          <ProductImageField
            inputRef={fileInput}
            invalid={badImage}
            errorId={FORM_ERROR_ID}
            onFile={setImage}
          />
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
            <Button type="submit" busy={running === "save"}>
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
      <ProductCatalog products={products} onEdit={edit} onRemove={remove} />
    </ProductsFrame>
  );
}
