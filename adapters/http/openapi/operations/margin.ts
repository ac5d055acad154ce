/** API operations: the operator's margin report (docs/offers.md "Margin report"). */
import * as margin from "../../../../wire/margin.ts";
import type { Operation } from "./operation.ts";

/** The margin report. */
export const marginOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/reports/margin",
    tag: "Stats",
    summary:
      "Revenue, affiliate payout, withholding tax and margin per offer, affiliate, source or goal over a period, with totals and a daily series (JSON, or CSV with format=csv); read from the margin rollups",
    access: "admin",
    query: margin.marginQuery,
    responses: {
      200: {
        description: "The report (JSON), or the CSV file with format=csv",
        json: margin.marginReport,
      },
    },
  },
];
