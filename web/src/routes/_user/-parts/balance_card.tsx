/** The payout page's balance card: available, on hold by date, and paid. */
import { Card } from "@/components/Card.tsx";
import { PendingApprovalNote } from "@/components/PendingApprovalNote.tsx";
import { type Balance } from "@/lib/payouts.ts";
import { formatDollars } from "@/lib/money.ts";
import { formatCalendarDate } from "@/lib/dates.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** Available balance, earnings still on hold (the next date on one line, every date behind "see schedule") and the total paid. */
export function BalanceCard({ balance }: { balance: Balance }) {
  return (
    <Card
      title={t("aff.payout.balance")}
      aria-label={t("aff.payout.balance")}
    >
      <div className="payout-figures">
        <div>
          <p className="payout-figure-label">
            {t("aff.payout.available")}
          </p>
          <p
            className="payout-figure-value ltr"
            data-testid="available-balance"
          >
            {formatDollars(balance.balance)}
          </p>
        </div>
        <div>
          <p className="payout-figure-label">{t("aff.payout.onHold")}</p>
          <p className="payout-figure-value ltr" data-testid="on-hold-total">
            {formatDollars(balance.pendingTotal)}
          </p>
        </div>
        <div>
          <p className="payout-figure-label">{t("aff.payout.totalPaid")}</p>
          <p className="payout-figure-value ltr" data-testid="total-paid">
            {formatDollars(balance.totalPaid)}
          </p>
        </div>
      </div>
      <PendingApprovalNote amount={balance.pendingApproval} />
      {balance.pending.length > 0 && (
        // The schedule folds into one line (the next date); "see schedule" opens every date (docs/first-week.md).
        <details className="payout-next-hold">
          <summary>
            {tNodes("aff.payout.nextAvailable", {
              amount: (
                <span className="ltr money">
                  {formatDollars(balance.pending[0].amount)}
                </span>
              ),
              date: (
                <span className="money">
                  {formatCalendarDate(balance.pending[0].availableOn)}
                </span>
              ),
            })} ·{" "}
            <span className="payout-see-schedule">
              {t("aff.payout.seeSchedule")}
            </span>
          </summary>
          <p className="payout-figure-label">
            {t("aff.payout.holdDates")}
          </p>
          <ul className="payout-holds" data-testid="on-hold-list">
            {balance.pending.map((p) => (
              <li key={p.availableOn}>
                {tNodes("aff.payout.payableFrom", {
                  amount: (
                    <span className="ltr money">
                      {formatDollars(p.amount)}
                    </span>
                  ),
                  date: formatCalendarDate(p.availableOn),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
