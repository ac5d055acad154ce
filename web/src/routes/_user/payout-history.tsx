/** /payout-history : the affiliate's payout history with status badges and invoices. */
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Card } from "../../components/Card.tsx";
import { Alert } from "../../components/Alert.tsx";
import { Loading } from "../../components/Spinner.tsx";
import { buttonClass } from "../../components/Button.tsx";
import { PayoutHistoryTable } from "../../components/PayoutHistoryTable.tsx";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { fetchMyPayouts, type Payout } from "../../lib/payouts.ts";

export const Route = createFileRoute("/_user/payout-history")({
  component: Page,
});

function Page() {
  usePageTitle("Payout History");
  const [payouts, setPayouts] = useState<Payout[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchMyPayouts()
      .then(setPayouts)
      .catch(() => {
        // Spec section 8: the alert, and the list emptied.
        setError("Failed to load payout history.");
        setPayouts([]);
      });
  }, []);

  return (
    <>
      <PageHeader
        title="Payout History"
        actions={
          <Link className={buttonClass("primary")} to="/payout">
            Request Payout
          </Link>
        }
      />
      {error && <Alert>{error}</Alert>}
      <Card>
        {payouts === null
          ? <Loading />
          : <PayoutHistoryTable payouts={payouts} />}
      </Card>
    </>
  );
}
