/** /admin/settings: the global commission percent, the default for new products. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { type FormEvent, useEffect, useState } from "react";
import { Alert } from "../../../components/Alert.tsx";
import { Button } from "../../../components/Button.tsx";
import { Card } from "../../../components/Card.tsx";
import { TextField } from "../../../components/Field.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { api } from "../../../lib/api.ts";
import { formatPercent } from "../../../lib/commission.ts";
export const Route = createFileRoute("/_admin/admin/settings")({
  component: Page,
});

function Page() {
  usePageTitle("Settings");
  return <AdminSettingsPage />;
}

/** The settings screen. */
function AdminSettingsPage() {
  const [current, setCurrent] = useState<number | null>(null);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);
  useEffect(() => {
    api<{ globalCommissionPercent: number }>("/api/admin/commission")
      .then((c) => {
        setCurrent(c.globalCommissionPercent);
        setValue(String(c.globalCommissionPercent));
      })
      .catch(() => {
        setCurrent(0);
        setNotice({
          tone: "error",
          text: "Failed to load commission settings.",
        });
      });
  }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > 100) {
      setNotice({
        tone: "error",
        text: "Commission must be a number between 0 and 100.",
      });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const saved = await api<{ globalCommissionPercent: number }>(
        "/api/admin/commission",
        {
          body: { globalCommissionPercent: Math.round(n * 100) / 100 },
        },
      );
      setCurrent(saved.globalCommissionPercent);
      setNotice({ tone: "success", text: "Updated successfully!" });
    } catch {
      setNotice({ tone: "error", text: "Failed to update commission." });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader title="Settings" />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {current === null ? <Loading /> : (
        <Card title="Global commission">
          <p>
            Current: <strong>{formatPercent(current)}</strong>{" "}
            — the default for new products.
          </p>
          <form
            className="admin-form"
            onSubmit={submit}
            noValidate
            aria-label="Commission form"
          >
            <TextField
              label="Global commission (%)"
              type="number"
              min={0}
              max={100}
              step={0.01}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <div className="admin-form-actions">
              <Button type="submit" busy={busy}>Save</Button>
            </div>
          </form>
        </Card>
      )}
    </>
  );
}
