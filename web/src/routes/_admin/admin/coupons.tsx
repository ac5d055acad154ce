/** /admin/coupons: affiliates' coupon codes per product (a sale using one is theirs), giving and deleting them. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import {
  AssignToAffiliateForm,
  type FormNotice,
} from "@/components/AssignToAffiliateForm.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { CopyButton } from "@/components/CopyButton.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { textCell } from "@/components/TextCell.tsx";
import { TextField } from "@/components/Field.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { messageOf } from "@/lib/api.ts";
import {
  type Coupon,
  createCoupon,
  deleteCoupon,
  fetchCoupons,
  loadFailureMessage,
} from "@/lib/sources_api.ts";
import { fetchProducts } from "@/lib/tracking_api.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin/admin/coupons")({
  // The area's texts (English, and Urdu for an Urdu reader) before the page renders; a bare import of
  // areas/admin_catalog.ts here would stay in the eager route tree that every first load fetches.
  beforeLoad: () => readyArea("admin_catalog"),
  loader: async () => {
    const [coupons, products] = await Promise.all([
      fetchCoupons(),
      fetchProducts().catch(() => []),
    ]);
    return { coupons, products };
  },
  pendingComponent: () => (
    <CouponsFrame>
      <Loading text={t("admc.coupons.loading")} />
    </CouponsFrame>
  ),
  errorComponent: ({ error }) => (
    <CouponsFrame>
      <Alert tone="error">
        {loadFailureMessage(
          error,
          t("admc.coupons.loadFailed"),
          t("admc.coupons.unavailable"),
        )}
      </Alert>
    </CouponsFrame>
  ),
  component: CouponsPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_admin/admin/coupons");

function CouponsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admc.coupons.title"));
  return (
    <>
      <PageHeader
        title={t("admc.coupons.title")}
        subtitle={t("admc.coupons.subtitle")}
        actions={
          <Link className={buttonClass("ghost", "sm")} to="/admin/links">
            {t("admc.coupons.links")}
          </Link>
        }
      />
      {children}
    </>
  );
}

// Letters, digits, dash and underscore: what Shopify and WooCommerce accept in a discount code.
const CODE_PATTERN = /^[A-Za-z0-9_-]{2,50}$/;

function CouponsPage() {
  const { coupons, products } = route.useLoaderData();
  const router = useRouter();
  const dialogs = useDialogs();
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const productTitle = (id: number) =>
    products.find((p) => p.id === id)?.title ??
      t("admc.productNumber", { id });

  const send = async (choice: { userId: number; productId: number }) => {
    const created = await createCoupon({ ...choice, code: code.trim() });
    // With sync, the new list and the notice show together.
    await router.invalidate({ sync: true });
    setCode("");
    return t("admc.coupons.given", { code: created?.code ?? code.trim() });
  };

  const remove = async (coupon: Coupon) => {
    if (
      !(await dialogs.confirm(
        t("admc.coupons.confirmDelete", { code: coupon.code }),
      ))
    ) return;
    setNotice(null);
    try {
      await deleteCoupon(coupon.id);
      // With sync, the new list and the notice show together.
      await router.invalidate({ sync: true });
      setNotice({
        tone: "success",
        text: t("admc.coupons.deleted", { code: coupon.code }),
      });
    } catch (error) {
      setNotice({
        tone: "error",
        text: messageOf(error, t("admc.coupons.deleteFailed")),
      });
    }
  };

  const columns: DataColumn<Coupon>[] = [
    {
      id: "code",
      accessorKey: "code",
      header: t("admc.coupons.code"),
      cell: (i) => (
        <span className="coupon-code ltr">{i.getValue() as string}</span>
      ),
    },
    {
      id: "user",
      accessorFn: (c) => c.user ?? t("admc.userNumber", { id: c.userId }),
      header: t("admc.affiliate"),
      cell: textCell,
    },
    {
      id: "product",
      accessorFn: (c) => c.product ?? productTitle(c.productId),
      header: t("admc.product"),
      cell: textCell,
    },
    {
      id: "actions",
      header: t("admc.actions"),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="row-actions">
          <CopyButton text={row.original.code} label={row.original.code} />
          <Button
            type="button"
            size="sm"
            variant="danger"
            onClick={() => void remove(row.original)}
            aria-label={t("admc.coupons.deleteLabel", {
              code: row.original.code,
            })}
          >
            {t("admc.delete")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <CouponsFrame>
      {notice && <Alert tone={notice.tone}>{serverText(notice.text)}</Alert>}
      <AssignToAffiliateForm
        title={t("admc.coupons.give")}
        label={t("admc.coupons.give")}
        submitLabel={t("admc.coupons.giveCode")}
        products={products}
        check={() =>
          CODE_PATTERN.test(code.trim()) ? null : t("admc.coupons.invalid")}
        send={send}
        failure={t("admc.coupons.addFailed")}
        onNotice={setNotice}
      >
        <TextField
          label={t("admc.coupons.field")}
          placeholder={t("admc.coupons.placeholder")}
          hint={t("admc.coupons.hint")}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          required
        />
      </AssignToAffiliateForm>
      <h2 className="section-title">{t("admc.coupons.all")}</h2>
      <DataTable
        columns={columns}
        data={coupons}
        emptyText={t("admc.coupons.none")}
        emptyHint={t("admc.coupons.noneHint")}
        caption={t("admc.coupons.caption")}
        stackOnPhones
      />
    </CouponsFrame>
  );
}
