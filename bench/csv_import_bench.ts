/**
 * CSV import at scale: 10,000 rows into a postback source on a PostgreSQL server (issue 11: under 10 s). Creates a
 * throwaway database, starts Kamai on it, makes 20 affiliates with a link and a coupon each, then times a dry run,
 * the real import and a second import of the same file (only duplicates) over HTTP. Prints figures; asserts nothing.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres deno run -A bench/csv_import_bench.ts
 * (BENCH_ROWS, default 10000)
 */
import { dropBenchDatabase, freshBenchDatabase } from "./bench_database.ts";
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { createUser } from "../adapters/http/test_users.ts";

const serverUrl = Deno.env.get("BENCH_DATABASE_URL") ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const ROWS = Number(Deno.env.get("BENCH_ROWS") ?? 10_000);
const AFFILIATES = 20;
const DB = "kamai_bench_csv_import";

const databaseUrl = await freshBenchDatabase(serverUrl, DB);
try {
  const kamai = await startKamai(testAppConfig({ databaseUrl }), {
    publicUrlFromPort: true,
  });
  try {
    const admin = await createUser(kamai.infra, { role: "admin" });
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${kamai.url}${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${admin.token}`,
          ...(body instanceof FormData
            ? {}
            : { "content-type": "application/json" }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
      return json;
    };
    const product = (await call("/api/products", {
      title: "Course",
      description: "Bench",
      commissionPercent: 30,
      refundPolicy: "none",
    })).product;
    const links: string[] = [];
    const coupons: string[] = [];
    for (let i = 0; i < AFFILIATES; i++) {
      const user = await createUser(kamai.infra);
      const assigned = await call("/api/admin/affiliate-links/assign", {
        userId: user.id,
        productId: product.id,
        customLink: `https://shop.pk/course?a=${i}`,
      });
      links.push(assigned.link.code);
      const code = `BENCH${i}`;
      await call("/api/admin/coupons", {
        userId: user.id,
        productId: product.id,
        code,
      });
      coupons.push(code.toLowerCase());
    }
    const source = await call("/api/admin/sources", {
      name: "Report",
      kind: "postback",
    });

    // A network report: half by link code, a third by coupon (pending), the rest unattributed; every tenth row
    // refunds part of an earlier sale and every fiftieth reverses one.
    const lines = ["Order ID,Link,Coupon,Amount,Status,Date"];
    for (let i = 1; i <= ROWS; i++) {
      const date = `2025-0${1 + (i % 9)}-${
        String(1 + (i % 28)).padStart(2, "0")
      }`;
      if (i % 10 === 0) {
        lines.push(`B-${i - 7},,,${(i % 40) + 1}.50,refund,2025-10-01`);
      } else if (i % 50 === 1 && i > 50) {
        lines.push(`B-${i - 25},,,,rejected,2025-10-02`);
      } else if (i % 6 < 3) {
        lines.push(
          `B-${i},${links[i % AFFILIATES]},,${
            100 + (i % 900)
          }.00,approved,${date}`,
        );
      } else if (i % 6 < 5) {
        lines.push(
          `B-${i},,${coupons[i % AFFILIATES]},${
            50 + (i % 300)
          }.25,pending,${date}`,
        );
      } else {
        lines.push(`B-${i},,,${10 + (i % 90)},approved,${date}`);
      }
    }
    const csv = lines.join("\r\n") + "\r\n";
    const form = (dryRun: boolean) => {
      const data = new FormData();
      data.set("file", new File([csv], "report.csv", { type: "text/csv" }));
      data.set(
        "mapping",
        JSON.stringify({
          order_id: "Order ID",
          link_code: "Link",
          coupon_code: "Coupon",
          amount: "Amount",
          status: "Status",
          date: "Date",
        }),
      );
      if (dryRun) data.set("dryRun", "1");
      return data;
    };
    console.log(
      `CSV import: ${ROWS.toLocaleString("en")} rows (${
        (csv.length / 1024 / 1024).toFixed(2)
      } MB) into a postback source, PostgreSQL at ${new URL(serverUrl).host}`,
    );
    for (
      const [label, dryRun] of [
        ["dry run", true],
        ["import", false],
        ["same file again", false],
      ] as const
    ) {
      const t0 = performance.now();
      const result = await call(
        `/api/admin/sources/${source.id}/import`,
        form(dryRun),
      );
      const seconds = (performance.now() - t0) / 1000;
      console.log(
        `  ${label}: ${seconds.toFixed(2)} s  ${
          JSON.stringify(result.summary)
        }`,
      );
    }
  } finally {
    await kamai.close();
  }
} finally {
  await dropBenchDatabase(serverUrl, DB);
}
