/** The affiliate's sales converted from another currency: original amount, the rate and its date, the ledger amount. */
import type { ConvertedSaleJson } from "@wire/exchange_rates.ts";
import { type DataColumn, DataTable } from "./DataTable.tsx";
import { Card } from "./Card.tsx";
import { displayCurrency, formatDollars, formatWithCode } from "@/lib/money.ts";
import { t } from "@/i18n/i18n.ts";

function columns(): DataColumn<ConvertedSaleJson>[] {
  const ledger = displayCurrency();
  return [
    { id: "date", accessorFn: (r) => r.date, header: t("aff.fx.date") },
    {
      id: "order",
      accessorFn: (r) => r.orderId ?? "-",
      header: t("aff.fx.order"),
    },
    {
      id: "product",
      accessorFn: (r) => r.product ?? "-",
      header: t("aff.fx.product"),
    },
    {
      id: "original",
      accessorFn: (r) => r.originalAmount,
      header: t("aff.fx.original"),
      cell: (c) => (
        <span className="ltr money">
          {formatWithCode(
            c.row.original.originalAmount,
            c.row.original.originalCurrency,
          )}
        </span>
      ),
    },
    {
      id: "rate",
      accessorFn: (r) => r.rate,
      header: t("aff.fx.rate"),
      cell: (c) => {
        const r = c.row.original;
        return (
          <span className="ltr">
            {`1 ${r.originalCurrency} = ${r.rate} ${ledger} (${r.rateDate})`}
          </span>
        );
      },
    },
    {
      id: "amount",
      accessorFn: (r) => r.amount,
      header: t("aff.fx.amount", { ledger }),
      cell: (c) => (
        <span className="money">{formatDollars(c.row.original.amount)}</span>
      ),
    },
  ];
}

/** The list, shown only when the period has converted sales (a one-currency installation never shows it). */
export function ConvertedSales({ rows }: { rows: ConvertedSaleJson[] }) {
  if (rows.length === 0) return null;
  return (
    <Card title={t("aff.fx.title")} aria-label={t("aff.fx.title")}>
      <p>{t("aff.fx.explain")}</p>
      <DataTable
        columns={columns()}
        data={rows}
        pageSize={10}
        caption={t("aff.fx.title")}
        stackOnPhones
        emptyText={t("aff.fx.title")}
      />
    </Card>
  );
}
