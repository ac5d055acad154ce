/** DataTable: TanStack Table v9 with click-to-sort headers and 10-row pages (first/prev/next/last, windowed numbers). */
import type { ReactNode } from "react";
import {
  type ColumnDef,
  createPaginatedRowModel,
  createSortedRowModel,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { EmptyState } from "./EmptyState.tsx";
import { pageItems } from "./pagination.ts";
import { t } from "@/i18n/i18n.ts";

/** The table features every DataTable uses; column definitions are typed against it. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  paginatedRowModel: createPaginatedRowModel(),
});

/** A column of a DataTable over rows of type T. */
export type DataColumn<T extends RowData> = ColumnDef<
  typeof dataTableFeatures,
  T,
  unknown
>;

/** Props of DataTable. */
export interface DataTableProps<T extends RowData> {
  columns: DataColumn<T>[];
  data: T[];
  /** docs/product.md's empty text for this list. */
  emptyText: string;
  /** What the list will hold, under the empty text. */
  emptyHint?: ReactNode;
  /** The action that fills the list (a link or button), under the hint. */
  emptyAction?: ReactNode;
  /** Accessible caption (visually hidden). */
  caption?: string;
  pageSize?: number;
  /** Extra attributes per row, e.g. a highlight class. */
  rowProps?: (row: T) => { className?: string; id?: string };
  footer?: ReactNode;
  /** Server paging: `data` is one page; the pager (and sorting, when given) asks the server for others. */
  server?: ServerPaging;
  /** On phones, show each row as a card of "label: value" lines instead of a table that scrolls sideways. */
  stackOnPhones?: boolean;
  /** Browser paging whose page lives outside the table (e.g. in the URL): 0-based index, told on every change. */
  page?: { index: number; onChange: (pageIndex: number) => void };
}

/** What a server-paged DataTable shows and whom it tells about page and sort changes. */
export interface ServerPaging {
  /** 0-based index of the page in `data`. */
  pageIndex: number;
  pageCount: number;
  onPageChange: (pageIndex: number) => void;
  /** The server's sort, when the server sorts; columns are not sortable otherwise. */
  sort?: { id: string; desc: boolean } | null;
  onSortChange?: (sort: { id: string; desc: boolean }) => void;
}

/** A sortable, paginated table; shows `emptyText` when there are no rows. */
export function DataTable<T extends RowData>(
  {
    columns,
    data,
    emptyText,
    emptyHint,
    emptyAction,
    caption,
    pageSize = 10,
    rowProps,
    server,
    stackOnPhones = false,
    page,
  }: DataTableProps<T>,
) {
  // An outside page past the last one (an old link, fewer rows now) shows the last page.
  const lastPage = Math.max(0, Math.ceil(data.length / pageSize) - 1);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    // A server page is shown whole and in the server's order.
    initialState: {
      pagination: {
        pageIndex: 0,
        pageSize: server ? 1000 : pageSize,
      },
    },
    ...(page && !server
      ? {
        state: {
          pagination: { pageIndex: Math.min(page.index, lastPage), pageSize },
        },
        // The owner of the page decides when it changes; new data must not send it back to page 1 by itself.
        autoResetPageIndex: false,
        onPaginationChange: (updater) => {
          const current = {
            pageIndex: Math.min(page.index, lastPage),
            pageSize,
          };
          const next = typeof updater === "function"
            ? updater(current)
            : updater;
          if (next.pageIndex !== current.pageIndex) {
            page.onChange(next.pageIndex);
          }
        },
      }
      : {}),
  });
  if (data.length === 0 && (!server || server.pageIndex === 0)) {
    return (
      <EmptyState title={emptyText} hint={emptyHint}>{emptyAction}</EmptyState>
    );
  }
  const pageIndex = server
    ? server.pageIndex
    : table.state.pagination.pageIndex;
  const pageCount = server ? server.pageCount : table.getPageCount();
  const goTo = (index: number) =>
    server ? server.onPageChange(index) : table.setPageIndex(index);
  const canPrevious = pageIndex > 0;
  const canNext = pageIndex < pageCount - 1;
  return (
    <div>
      {/* A wide table scrolls sideways on phones; focusable so keyboard users can scroll it too. */}
      <div
        className="table-wrap"
        role="region"
        aria-label={caption ?? t("app.table")}
        tabIndex={0}
      >
        <table className={stackOnPhones ? "table table-stack" : "table"}>
          {caption && <caption className="visually-hidden">{caption}</caption>}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const serverSort = server?.sort?.id === header.column.id
                    ? server.sort
                    : null;
                  const sorted = server
                    ? serverSort ? (serverSort.desc ? "desc" : "asc") : false
                    : header.column.getIsSorted();
                  const canSort = header.column.getCanSort() &&
                    (!server || server.onSortChange !== undefined);
                  const toggleSort = server
                    ? () =>
                      server.onSortChange?.({
                        id: header.column.id,
                        desc: sorted === "asc",
                      })
                    : header.column.getToggleSortingHandler();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc"
                        ? "ascending"
                        : sorted === "desc"
                        ? "descending"
                        : undefined}
                    >
                      {header.isPlaceholder ? null : canSort
                        ? (
                          <button
                            type="button"
                            className="sort-button"
                            onClick={toggleSort}
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true">
                              {sorted === "asc"
                                ? "▲"
                                : sorted === "desc"
                                ? "▼"
                                : "↕"}
                            </span>
                          </button>
                        )
                        : <table.FlexRender header={header} />}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} {...rowProps?.(row.original)}>
                {row.getAllCells().map((cell) => (
                  // The stacked (phone) layout shows data-label before each value.
                  <td
                    key={cell.id}
                    data-label={stackOnPhones
                      ? columnLabel(cell.column)
                      : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav className="pagination" aria-label={t("app.pagination")}>
          <span>
            {t("app.pageOf", { page: pageIndex + 1, count: pageCount })}
          </span>
          <div className="pagination-pages">
            <button
              type="button"
              className="page-button"
              onClick={() =>
                goTo(0)}
              disabled={!canPrevious}
              aria-label={t("app.firstPage")}
            >
              «
            </button>
            <button
              type="button"
              className="page-button"
              onClick={() =>
                goTo(pageIndex - 1)}
              disabled={!canPrevious}
              aria-label={t("app.previousPage")}
            >
              ‹
            </button>
            {pageItems(pageIndex, pageCount).map((item, i) =>
              item === "ellipsis"
                ? (
                  <span
                    key={`e${i}`}
                    className="page-ellipsis"
                    aria-hidden="true"
                  >
                    …
                  </span>
                )
                : (
                  <button
                    key={item}
                    type="button"
                    className="page-button"
                    aria-current={item === pageIndex ? "page" : undefined}
                    aria-label={`Page ${item + 1}`}
                    onClick={() => goTo(item)}
                  >
                    {item + 1}
                  </button>
                )
            )}
            <button
              type="button"
              className="page-button"
              onClick={() => goTo(pageIndex + 1)}
              disabled={!canNext}
              aria-label={t("app.nextPage")}
            >
              ›
            </button>
            <button
              type="button"
              className="page-button"
              onClick={() => goTo(pageCount - 1)}
              disabled={!canNext}
              aria-label={t("app.lastPage")}
            >
              »
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}

/** The text a column's header shows, for the stacked layout's labels. */
function columnLabel(column: { id: string; columnDef: { header?: unknown } }) {
  const header = column.columnDef.header;
  return typeof header === "string" ? header : column.id;
}
