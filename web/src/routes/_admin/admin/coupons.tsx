/** /admin/coupons: affiliates' coupon codes per product (a sale using one is theirs), giving and deleting them. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import {
  AssignToAffiliateForm,
  type FormNotice,
} from "../../../components/AssignToAffiliateForm.tsx";
import { Alert } from "../../../components/Alert.tsx";
import { Button, buttonClass } from "../../../components/Button.tsx";
import { CopyButton } from "../../../components/CopyButton.tsx";
import { type DataColumn, DataTable } from "../../../components/DataTable.tsx";
import { TextField } from "../../../components/Field.tsx";
import { useDialogs } from "../../../components/Modal.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { messageOf } from "../../../lib/api.ts";
import {
  type Coupon,
  createCoupon,
  deleteCoupon,
  fetchCoupons,
  loadFailureMessage,
} from "../../../lib/sources_api.ts";
import { fetchProducts } from "../../../lib/tracking_api.ts";

export const Route = createFileRoute("/_admin/admin/coupons")({
  loader: async () => {
    const [coupons, products] = await Promise.all([
      fetchCoupons(),
      fetchProducts().catch(() => []),
    ]);
    return { coupons, products };
  },
  pendingComponent: () => (
    <CouponsFrame>
      <Loading text="Loading coupon codes..." />
    </CouponsFrame>
  ),
  errorComponent: ({ error }) => (
    <CouponsFrame>
      <Alert tone="error">
        {loadFailureMessage(
          error,
          "Failed to load coupon codes.",
          "Coupon codes are not available on this server yet (the API answered 404).",
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
  usePageTitle("Coupon Codes");
  return (
    <>
      <PageHeader
        title="Coupon Codes"
        subtitle="A store order or report that carries an affiliate's code, and no click id or link code, counts for that affiliate and product."
        actions={
          <Link className={buttonClass("ghost", "sm")} to="/admin/links">
            Affiliate links
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
    products.find((p) => p.id === id)?.title ?? `Product #${id}`;

  const send = async (choice: { userId: number; productId: number }) => {
    const created = await createCoupon({ ...choice, code: code.trim() });
    // With sync, the new list and the notice show together.
    await router.invalidate({ sync: true });
    setCode("");
    return `Coupon code ${created?.code ?? code.trim()} given.`;
  };

  const remove = async (coupon: Coupon) => {
    if (
      !(await dialogs.confirm(
        `Delete the coupon code ${coupon.code}? Orders that use it later will not be attributed.`,
      ))
    ) return;
    setNotice(null);
    try {
      await deleteCoupon(coupon.id);
      // With sync, the new list and the notice show together.
      await router.invalidate({ sync: true });
      setNotice({
        tone: "success",
        text: `Coupon code ${coupon.code} deleted.`,
      });
    } catch (error) {
      setNotice({
        tone: "error",
        text: messageOf(error, "Failed to delete the coupon code."),
      });
    }
  };

  const columns: DataColumn<Coupon>[] = [
    {
      id: "code",
      accessorKey: "code",
      header: "Code",
      cell: (i) => <span className="coupon-code">{i.getValue() as string}
      </span>,
    },
    {
      id: "user",
      accessorFn: (c) => c.user ?? `User #${c.userId}`,
      header: "Affiliate",
    },
    {
      id: "product",
      accessorFn: (c) => c.product ?? productTitle(c.productId),
      header: "Product",
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => (
        <div className="row-actions">
          <CopyButton text={row.original.code} label={row.original.code} />
          <Button
            type="button"
            size="sm"
            variant="danger"
            onClick={() => void remove(row.original)}
            aria-label={`Delete ${row.original.code}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <CouponsFrame>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <AssignToAffiliateForm
        title="Give a coupon code"
        label="Give a coupon code"
        submitLabel="Give code"
        products={products}
        check={() =>
          CODE_PATTERN.test(code.trim())
            ? null
            : "A code has 2 to 50 letters, digits, dashes or underscores, e.g. ALI10."}
        send={send}
        failure="Failed to add the coupon code."
        onNotice={setNotice}
      >
        <TextField
          label="Coupon code"
          placeholder="e.g. ALI10"
          hint="Create the same code in your store; codes match without regard to case."
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          required
        />
      </AssignToAffiliateForm>
      <h2 className="section-title">All coupon codes</h2>
      <DataTable
        columns={columns}
        data={coupons}
        emptyText="No coupon codes yet."
        caption="Coupon codes"
        stackOnPhones
      />
    </CouponsFrame>
  );
}
