import { deepEqual } from "node:assert/strict";
import { guessMapping, mappingProblems, parseCsvHeader } from "./csv_header.ts";

Deno.test("parseCsvHeader reads quoted fields, a BOM and stops at the first line end", () => {
  deepEqual(
    parseCsvHeader('\ufeffOrder ID,"Sale, amount","Say ""hi"""\r\n1,2,3'),
    ["Order ID", "Sale, amount", 'Say "hi"'],
  );
  deepEqual(parseCsvHeader(""), []);
});

Deno.test("guessMapping maps common headers and uses each column once", () => {
  deepEqual(
    guessMapping(["Order Number", "Sub ID", "Total", "Status", "Coupon"]),
    {
      order_id: "Order Number",
      click_id: "Sub ID",
      amount: "Total",
      status: "Status",
      coupon_code: "Coupon",
    },
  );
});

Deno.test("mappingProblems requires order_id and warns about a missing amount or attribution", () => {
  const none = mappingProblems({});
  deepEqual(none.errors, ["Map a column to order_id."]);
  deepEqual(none.warnings.length, 2);
  deepEqual(
    mappingProblems({ order_id: "o", amount: "a", coupon_code: "c" }),
    { errors: [], warnings: [] },
  );
});
