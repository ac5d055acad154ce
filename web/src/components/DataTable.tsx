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
  /** The spec's empty text for this list. */
  emptyText: string;
  /** Accessible caption (visually hidden). */
  caption?: string;
  pageSize?: number;
  /** Extra attributes per row, e.g. a highlight class. */
  rowProps?: (row: T) => { className?: string; id?: string };
  footer?: ReactNode;
}

/** A sortable, paginated table; shows `emptyText` when there are no rows. */
export function DataTable<T extends RowData>(
  { columns, data, emptyText, caption, pageSize = 10, rowProps }:
    DataTableProps<T>,
) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    initialState: { pagination: { pageIndex: 0, pageSize } },
  });
  if (data.length === 0) return <EmptyState title={emptyText} />;
  const pageIndex = table.state.pagination.pageIndex;
  const pageCount = table.getPageCount();
  return (
    <div>
      <div className="table-wrap">
        <table className="table">
          {caption && <caption className="visually-hidden">{caption}</caption>}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
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
                      {header.isPlaceholder
                        ? null
                        : header.column.getCanSort()
                        ? (
                          <button
                            type="button"
                            className="sort-button"
                            onClick={header.column.getToggleSortingHandler()}
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
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav className="pagination" aria-label="Pagination">
          <span>Page {pageIndex + 1} of {pageCount}</span>
          <div className="pagination-pages">
            <button
              type="button"
              className="page-button"
              onClick={() => table.firstPage()}
              disabled={!table.getCanPreviousPage()}
              aria-label="First page"
            >
              «
            </button>
            <button
              type="button"
              className="page-button"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
              aria-label="Previous page"
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
                    onClick={() => table.setPageIndex(item)}
                  >
                    {item + 1}
                  </button>
                )
            )}
            <button
              type="button"
              className="page-button"
              onClick={() => table.nextPage()}
              disabled={!table.getCanNextPage()}
              aria-label="Next page"
            >
              ›
            </button>
            <button
              type="button"
              className="page-button"
              onClick={() => table.lastPage()}
              disabled={!table.getCanNextPage()}
              aria-label="Last page"
            >
              »
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}
