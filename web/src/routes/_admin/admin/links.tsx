/** /admin/links: assign a user's destination URL for a product, and the list of all links, paged on the server. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { type FormEvent, useEffect, useMemo, useState } from "react";
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
import {
  fetchPage,
  type ListPage,
  pageCountOf,
} from "../../../lib/paged_list.ts";
import {
  type AdminLink,
  fetchProducts,
  type Product,
} from "../../../lib/tracking_api.ts";
export const Route = createFileRoute("/_admin/admin/links")({
  component: Page,
});

function Page() {
  usePageTitle("Affiliate Links");
  return <AdminLinksPage />;
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
  const [products, setProducts] = useState<Product[]>([]);
  const [links, setLinks] = useState<ListPage<AdminLink> | null>(null);
  const [userId, setUserId] = useState("");
  const affiliates = useAffiliateOptions(userId);
  const [productId, setProductId] = useState("");
  const [customLink, setCustomLink] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);

  const loadLinks = (pageIndex: number) =>
    fetchPage<AdminLink>(
      "/api/affiliate-links/admin/affiliate-links/all",
      pageIndex,
    ).then(setLinks).catch(() => setLinks({ rows: [], total: 0, pageIndex }));
  useEffect(() => {
    fetchProducts().then(setProducts).catch(() => {});
    loadLinks(0);
  }, []);

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
      // The newest-changed link is first: show the first page, where it is.
      await loadLinks(0);
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

  const columns = useMemo<DataColumn<AdminLink>[]>(() => [
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
    <>
      <PageHeader title="Affiliate Links" />
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
      {links === null ? <Loading /> : (
        <DataTable
          columns={columns}
          data={links.rows}
          emptyText="No affiliate links found"
          caption="Affiliate links"
          stackOnPhones
          server={{
            pageIndex: links.pageIndex,
            pageCount: pageCountOf(links.total),
            onPageChange: (index) => void loadLinks(index),
          }}
        />
      )}
    </>
  );
}
