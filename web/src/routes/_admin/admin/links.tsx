/** /admin/links: assign a user's destination URL for a product, and the list of all links, paged on the server. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { type ReactNode, useMemo, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import {
  AssignToAffiliateForm,
  type FormNotice,
} from "@/components/AssignToAffiliateForm.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { textCell } from "@/components/TextCell.tsx";
import { TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { api, messageOf } from "@/lib/api.ts";
import { fetchPage, pageCountOf } from "@/lib/paged_list.ts";
import { pageParam, searchSchema } from "@/lib/list_search.ts";
import { fetchProducts } from "@/lib/tracking_api.ts";
import type { AdminLinkJson } from "@wire/links.ts";
import type { ProductJson } from "@wire/products.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";

// The page of the list lives in the URL, so a reload or Back shows the same rows.
const linksSearch = searchSchema({ page: pageParam });

export const Route = createFileRoute("/_admin/admin/links")({
  validateSearch: linksSearch,
  // The area's texts (English, and Urdu for an Urdu reader) before the page renders; a bare import of
  // areas/admin_catalog.ts here would stay in the eager route tree that every first load fetches.
  beforeLoad: () => readyArea("admin_catalog"),
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
        {messageOf(error, t("admc.links.loadFailed"))}
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
  usePageTitle(t("admc.links.title"));
  return (
    <>
      <PageHeader title={t("admc.links.title")} />
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

// The start of every link, the same in every language.
const URL_START = "https://";

/** The admin link screen. */
function AdminLinksPage() {
  const { products, links } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const [customLink, setCustomLink] = useState("");
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const send = async (choice: { userId: number; productId: number }) => {
    const res = await api<{ message?: string }>(
      "/api/admin/affiliate-links/assign",
      // Blank: the link follows the product's destination URL (docs/offer-directory.md).
      {
        body: customLink.trim()
          ? { ...choice, customLink: customLink.trim() }
          : choice,
      },
    );
    setCustomLink("");
    // The newest-changed link is first: show the first page, where it is (on page 1 already, reload it).
    if (search.page === 1) await router.invalidate({ sync: true });
    else await navigate({ search: (s) => ({ ...s, page: 1 }) });
    return res?.message ? serverText(res.message) : t("admc.links.assigned");
  };

  const columns = useMemo<DataColumn<AdminLinkJson>[]>(() => [
    {
      id: "user",
      accessorKey: "user",
      header: t("admc.user"),
      cell: textCell,
    },
    {
      id: "product",
      accessorKey: "product",
      header: t("admc.product"),
      cell: textCell,
    },
    {
      id: "customLink",
      accessorKey: "customLink",
      header: t("admc.links.destination"),
      cell: (i) => (
        <span className="break-all ltr">{i.getValue() as string}</span>
      ),
    },
    {
      id: "trackedLink",
      accessorKey: "trackedLink",
      header: t("admc.links.tracked"),
      cell: (i) => (
        <span className="break-all ltr">{i.getValue() as string}</span>
      ),
    },
  ], []);

  return (
    <LinksFrame>
      {notice && <Alert tone={notice.tone}>{serverText(notice.text)}</Alert>}
      <AssignToAffiliateForm
        title={t("admc.links.assignTitle")}
        label={t("admc.links.assign")}
        submitLabel={t("admc.links.assign")}
        products={products}
        check={() =>
          !customLink.trim() || isHttpUrl(customLink.trim())
            ? null
            : t("admc.links.invalid")}
        send={send}
        failure={t("admc.links.assignFailed")}
        onNotice={setNotice}
      >
        <TextField
          className="admin-form-wide"
          label={t("admc.links.link")}
          type="url"
          placeholder={URL_START}
          hint={t("admc.links.linkHintOptional")}
          value={customLink}
          onChange={(e) => setCustomLink(e.target.value)}
        />
      </AssignToAffiliateForm>
      <h2 className="section-title">{t("admc.links.all")}</h2>
      <DataTable
        columns={columns}
        data={links.rows}
        emptyText={t("admc.links.none")}
        emptyHint={t("admc.links.noneHint")}
        caption={t("admc.links.caption")}
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
