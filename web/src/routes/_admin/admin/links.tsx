/** /admin/links: assign a user's destination URL for a product, and the list of all links, paged on the server. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { Alert } from "../../../components/Alert.tsx";
import { AffiliateProductPickers } from "../../../components/AffiliateProductPickers.tsx";
import { useAffiliateOptions } from "../../../components/useAffiliateOptions.ts";
import { Button } from "../../../components/Button.tsx";
import { Card } from "../../../components/Card.tsx";
import { type DataColumn, DataTable } from "../../../components/DataTable.tsx";
import { TextField } from "../../../components/Field.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { api, messageOf } from "../../../lib/api.ts";
import { fetchPage, pageCountOf } from "../../../lib/paged_list.ts";
import { pageParam, searchSchema } from "../../../lib/list_search.ts";
import { fetchProducts } from "../../../lib/tracking_api.ts";
import type { AdminLinkJson } from "../../../../../wire/links.ts";
import type { ProductJson } from "../../../../../wire/products.ts";

// The page of the list lives in the URL, so a reload or Back shows the same rows.
const linksSearch = searchSchema({ page: pageParam });

export const Route = createFileRoute("/_admin/admin/links")({
  validateSearch: linksSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [products, links] = await Promise.all([
      // The pickers work without products (as before): a failed catalog only empties that list.
      fetchProducts().catch(() => [] as ProductJson[]),
      fetchPage<AdminLinkJson>(
        "/api/affiliate-links/admin/affiliate-links/all",
        deps.page - 1,
      ),
    ]);
    return { products, links };
  },
  pendingComponent: () => (
    <LinksFrame>
      <Loading />
    </LinksFrame>
  ),
  errorComponent: ({ error }) => (
    <LinksFrame>
      <Alert tone="error">
        {messageOf(error, "Failed to load affiliate links.")}
      </Alert>
    </LinksFrame>
  ),
  component: AdminLinksPage,
});

// Read through getRouteApi, not Route: a page chunk that imports Route moves the route's definition out of the
// entry into one more chunk that every first load fetches.
const route = getRouteApi("/_admin/admin/links");

/** The title and header, also while loading or after a failure. */
function LinksFrame({ children }: { children: ReactNode }) {
  usePageTitle("Affiliate Links");
  return (
    <>
      <PageHeader title="Affiliate Links" />
      {children}
    </>
  );
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/** The admin link screen. */
function AdminLinksPage() {
  const { products, links } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const [userId, setUserId] = useState("");
  const affiliates = useAffiliateOptions(userId);
  const [productId, setProductId] = useState("");
  const [customLink, setCustomLink] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!userId || !productId) {
      setNotice({ tone: "error", text: "Please select a user and a product." });
      return;
    }
    if (!isHttpUrl(customLink.trim())) {
      setNotice({
        tone: "error",
        text: "Please enter a valid URL (include the full URL with https://).",
      });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const res = await api<{ message?: string }>(
        "/api/admin/affiliate-links/assign",
        {
          body: {
            userId: Number(userId),
            productId: Number(productId),
            customLink: customLink.trim(),
          },
        },
      );
      setNotice({
        tone: "success",
        text: res?.message ?? "Affiliate link successfully assigned!",
      });
      setCustomLink("");
      // The newest-changed link is first: show the first page, where it is (on page 1 already, reload it).
      if (search.page === 1) await router.invalidate({ sync: true });
      else await navigate({ search: (s) => ({ ...s, page: 1 }) });
    } catch (error) {
      setNotice({
        tone: "error",
        text: messageOf(
          error,
          "Failed to assign link. Please check your inputs.",
        ),
      });
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo<DataColumn<AdminLinkJson>[]>(() => [
    { id: "user", accessorKey: "user", header: "User" },
    { id: "product", accessorKey: "product", header: "Product" },
    {
      id: "customLink",
      accessorKey: "customLink",
      header: "Destination",
      cell: (i) => <span className="break-all">{i.getValue() as string}</span>,
    },
    {
      id: "trackedLink",
      accessorKey: "trackedLink",
      header: "Tracked link",
      cell: (i) => <span className="break-all">{i.getValue() as string}</span>,
    },
  ], []);

  return (
    <LinksFrame>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Card title="Assign a link">
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label="Assign link"
        >
          <AffiliateProductPickers
            users={affiliates.users}
            userSearch={{
              value: affiliates.search,
              onChange: affiliates.setSearch,
            }}
            products={products}
            userId={userId}
            productId={productId}
            onUser={setUserId}
            onProduct={setProductId}
          />
          <TextField
            className="admin-form-wide"
            label="Link"
            type="url"
            placeholder="https://"
            hint="Include the full URL with https://"
            value={customLink}
            onChange={(e) => setCustomLink(e.target.value)}
            required
          />
          <div className="admin-form-actions admin-form-wide">
            <Button type="submit" busy={busy}>Assign link</Button>
          </div>
        </form>
      </Card>
      <h2 className="section-title">All links</h2>
      <DataTable
        columns={columns}
        data={links.rows}
        emptyText="No affiliate links found"
        caption="Affiliate links"
        stackOnPhones
        server={{
          pageIndex: links.pageIndex,
          pageCount: pageCountOf(links.total),
          onPageChange: (index) =>
            navigate({ search: (s) => ({ ...s, page: index + 1 }) }),
        }}
      />
    </LinksFrame>
  );
}
