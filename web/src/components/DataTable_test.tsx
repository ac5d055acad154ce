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
