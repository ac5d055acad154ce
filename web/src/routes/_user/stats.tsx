/** /stats: My Stats — a period dropdown (with a custom range), three figure cards and a bar chart. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { useEffect, useState } from "react";
import { Button } from "../../components/Button.tsx";
import { FiguresChart } from "../../components/FiguresChart.tsx";
import { SelectField, TextField } from "../../components/Field.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { api } from "../../lib/api.ts";
import { STATS_PERIODS } from "../../lib/periods.ts";
import { type Figures, rangeQuery } from "../../lib/tracking_api.ts";
import { FigureCards } from "../../components/FigureCards.tsx";
export const Route = createFileRoute("/_user/stats")({ component: Page });

function Page() {
  usePageTitle("My Stats");
  return <MyStatsPage />;
}

const ZERO: Figures = { clicks: 0, sales: 0, earnings: 0 };

/** The affiliate's stats for a chosen period. */
function MyStatsPage() {
  const [period, setPeriod] = useState<string>("Today");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [applied, setApplied] = useState<{ from: string; to: string } | null>(
    null,
  );
  const [figures, setFigures] = useState<Figures>(ZERO);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const custom = period === "Custom Range";

  useEffect(() => {
    let path: string;
    if (custom) {
      // Incomplete dates: zero figures and no call.
      if (!applied) {
        setFigures(ZERO);
        setError(false);
        return;
      }
      path = `/api/stats${rangeQuery(applied.from, applied.to)}`;
    } else {
      path = `/api/stats/user/date-range?filter=${encodeURIComponent(period)}`;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(false);
    api<Figures>(path, { signal: controller.signal })
      .then((f) =>
        setFigures({ clicks: f.clicks, sales: f.sales, earnings: f.earnings })
      )
      .catch((e) => {
        if (!(e instanceof DOMException)) setError(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [period, applied, custom]);

  const choose = (value: string) => {
    setPeriod(value);
    // A non-custom period resets the custom dates.
    if (value !== "Custom Range") {
      setFrom("");
      setTo("");
    }
    setApplied(null);
  };
  const canApply = from !== "" && to !== "" && to >= from && !loading;

  return (
    <>
      <PageHeader title="My Stats" />
      <div className="filter-bar">
        <SelectField
          label="Period"
          value={period}
          onChange={(e) => choose(e.target.value)}
        >
          {STATS_PERIODS.map((p) => <option key={p} value={p}>{p}</option>)}
        </SelectField>
        {custom && (
          <>
            <TextField
              label="From"
              type="date"
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                if (to && e.target.value > to) setTo("");
              }}
            />
            <TextField
              label="To"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
            <Button
              type="button"
              disabled={!canApply}
              onClick={() => setApplied({ from, to })}
            >
              Apply
            </Button>
          </>
        )}
      </div>
      {loading
        ? <p className="loading-text">Loading stats...</p>
        : error
        ? <p className="error-text" role="alert">Failed to load stats.</p>
        : (
          <>
            <FigureCards figures={figures} />
            <FiguresChart title={period} figures={figures} />
          </>
        )}
    </>
  );
}
