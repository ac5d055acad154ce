import assert from "node:assert/strict";
import { renderToStaticMarkup } from "react-dom/server";
import { type DataColumn, DataTable } from "./DataTable.tsx";

interface Row {
  day: string;
  clicks: number;
}

const columns: DataColumn<Row>[] = [
  { accessorKey: "day", header: "Date" },
  { accessorKey: "clicks", header: "Clicks" },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ day: `d${i + 1}`, clicks: i }));

Deno.test("DataTable shows 10 rows a page with first/prev/next/last and an ellipsis past 5 pages", () => {
  const html = renderToStaticMarkup(
    <DataTable columns={columns} data={rows(61)} emptyText="No stats found." />,
  );
  assert.equal(
    (html.match(/<tr/g) ?? []).length,
    11,
    "a header row and 10 body rows",
  );
  assert.ok(
    html.includes(">d1<") && html.includes(">d10<") && !html.includes(">d11<"),
  );
  assert.ok(html.includes("Page 1 of 7"));
  for (
    const label of ["First page", "Previous page", "Next page", "Last page"]
  ) {
    assert.ok(html.includes(`aria-label="${label}"`), label);
  }
  assert.ok(html.includes("…"), "ellipsis for more than 5 pages");
  assert.ok(html.includes('aria-label="Page 7"'));
  assert.ok(html.includes('class="sort-button"'), "headers sort on click");
});

Deno.test("DataTable shows the empty text when there are no rows", () => {
  const html = renderToStaticMarkup(
    <DataTable columns={columns} data={[]} emptyText="No stats found." />,
  );
  assert.ok(html.includes("No stats found."));
  assert.ok(!html.includes("<table"));
});

Deno.test("DataTable with 5 pages or fewer shows no ellipsis", () => {
  const html = renderToStaticMarkup(
    <DataTable columns={columns} data={rows(50)} emptyText="-" />,
  );
  assert.ok(html.includes("Page 1 of 5"));
  assert.ok(!html.includes("…"));
});

Deno.test("a server-paged DataTable shows the page it is given whole, in order, with the server's page count", () => {
  const page = rows(10).reverse();
  const html = renderToStaticMarkup(
    <DataTable
      columns={columns}
      data={page}
      emptyText="No stats found."
      server={{ pageIndex: 2, pageCount: 40, onPageChange: () => {} }}
    />,
  );
  assert.equal((html.match(/<tr/g) ?? []).length, 11);
  assert.ok(html.indexOf(">d10<") < html.indexOf(">d1<"), "server order kept");
  assert.ok(html.includes("Page 3 of 40"));
  assert.ok(html.includes('aria-current="page" aria-label="Page 3"'));
  assert.ok(html.includes('aria-label="Page 40"'));
  assert.ok(!html.includes("sort-button"), "no client sorting of one page");

  const sorted = renderToStaticMarkup(
    <DataTable
      columns={columns}
      data={page}
      emptyText="No stats found."
      server={{
        pageIndex: 0,
        pageCount: 1,
        onPageChange: () => {},
        sort: { id: "day", desc: true },
        onSortChange: () => {},
      }}
    />,
  );
  assert.ok(sorted.includes('aria-sort="descending"'));
  assert.ok(sorted.includes("sort-button"));
  assert.ok(!sorted.includes("Page 1 of 1"), "one page needs no pager");
});

Deno.test("DataTable stackOnPhones labels every cell with its column header for the phone card layout", () => {
  const stacked = renderToStaticMarkup(
    <DataTable
      columns={columns}
      data={rows(2)}
      emptyText="No stats found."
      stackOnPhones
    />,
  );
  assert.ok(stacked.includes('class="table table-stack"'));
  assert.equal((stacked.match(/data-label="Date"/g) ?? []).length, 2);
  assert.equal((stacked.match(/data-label="Clicks"/g) ?? []).length, 2);
  const plain = renderToStaticMarkup(
    <DataTable columns={columns} data={rows(2)} emptyText="No stats found." />,
  );
  assert.ok(plain.includes('class="table"') && !plain.includes("data-label"));
});
