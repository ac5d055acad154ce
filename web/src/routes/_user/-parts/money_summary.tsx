/**
 * The dashboard's first card: the affiliate's money in four parts that add up to what they earned in all —
 * Pending (on hold), Available, Requested (reserved by open payout requests) and Paid — and the next date money
 * becomes available (docs/first-week.md "Money an affiliate can read").
 */
import type { BalanceJson } from "@wire/payouts.ts";
import { formatDollars } from "@/lib/money.ts";
import { formatCalendarDate } from "@/lib/dates.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** The four parts in cents, so their sum is exact. */
function cents(n: number | undefined): number {
  return Math.round((n ?? 0) * 100);
}

/** Pending, Available, Requested and Paid, their all-time sum, and the next hold to end. */
export function MoneySummary({ balance }: { balance: BalanceJson }) {
  const parts = [
    ["pending", t("aff.money.pending"), balance.pendingTotal],
    ["available", t("aff.money.available"), balance.balance],
    ["requested", t("aff.money.requested"), balance.reserved],
    ["paid", t("aff.money.paid"), balance.totalPaid],
  ] as const;
  const total = parts.reduce((sum, [, , n]) => sum + cents(n), 0) / 100;
  const next = balance.pending[0];
  return (
    <section
      className="card money-summary"
      aria-labelledby="money-summary-title"
    >
      <h2 id="money-summary-title" className="card-title">
        {t("aff.money.title")}
      </h2>
      <dl className="money-parts">
        {parts.map(([key, label, n]) => (
          <div key={key} data-testid={`money-${key}`}>
            <dt>{label}</dt>
            <dd className="money ltr">{formatDollars(n)}</dd>
          </div>
        ))}
      </dl>
      <p className="money-total" data-testid="money-total">
        {tNodes("aff.money.total", {
          amount: <span className="money ltr">{formatDollars(total)}</span>,
        })}
      </p>
      <p className="money-next" data-testid="money-next">
        {next
          ? tNodes("aff.payout.nextAvailable", {
            amount: (
              <span className="money ltr">{formatDollars(next.amount)}</span>
            ),
            date: (
              <span className="money">
                {formatCalendarDate(next.availableOn)}
              </span>
            ),
          })
          : t("aff.money.nothingHeld")}
      </p>
    </section>
  );
}
