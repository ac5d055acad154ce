/** The offer page's caps: add a cap per goal (everyone or one affiliate, per day or month) and remove live ones. */
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { formatDollars } from "@/lib/money.ts";
import {
  addCap,
  type CapJson,
  type GoalJson,
  removeCap,
} from "@/lib/offers_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { t } from "@/i18n/i18n.ts";

/** Adds, lists and removes an offer's caps; `onChanged` reloads the page's data. */
export function CapsEditor(
  { productId, goals, caps, onChanged }: {
    productId: number;
    goals: GoalJson[];
    caps: CapJson[];
    onChanged: () => Promise<void>;
  },
) {
  const [goal, setGoal] = useState(goals[0]?.key ?? "sale");
  const [userId, setUserId] = useState("");
  const [period, setPeriod] = useState<"day" | "month">("day");
  const [unit, setUnit] = useState<"conversions" | "payout">("conversions");
  const [limit, setLimit] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const { running, error, run } = useAction<"add" | number>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    await run(
      async () => {
        await addCap({
          offerId: productId,
          goal,
          ...(userId.trim() ? { userId: Number(userId) } : {}),
          period,
          unit,
          limit: unit === "payout" ? limit.trim() : Number(limit),
        });
        setLimit("");
        await onChanged();
        setNotice(t("off.caps.added"));
      },
      t("off.caps.addFailed"),
      "add",
    );
  };

  const remove = async (cap: CapJson) => {
    setNotice(null);
    await run(
      async () => {
        await removeCap(cap.id);
        await onChanged();
        setNotice(t("off.caps.removed"));
      },
      t("off.caps.removeFailed"),
      cap.id,
    );
  };

  const columns: DataColumn<CapJson>[] = [
    { id: "goal", accessorKey: "goal", header: t("off.goal") },
    {
      id: "who",
      header: t("off.caps.who"),
      cell: (info) =>
        info.row.original.userId === null
          ? t("off.rules.everyone")
          : t("off.rules.userNumber", { id: info.row.original.userId }),
    },
    {
      id: "period",
      header: t("off.caps.period"),
      cell: (info) =>
        t(
          info.row.original.period === "day"
            ? "off.caps.day"
            : "off.caps.month",
        ),
    },
    {
      id: "limit",
      header: t("off.caps.limit"),
      cell: (info) =>
        info.row.original.unit === "payout"
          ? formatDollars(info.row.original.limit)
          : `${info.row.original.limit} ${t("off.caps.conversions")}`,
    },
    {
      id: "actions",
      header: "",
      cell: (info) => (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          busy={running === info.row.original.id}
          onClick={() => remove(info.row.original)}
        >
          {t("off.remove")}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t("off.caps.title")}>
      <p className="field-hint">{t("off.caps.hint")}</p>
      {error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={t("off.caps.add")}
      >
        <SelectField
          label={t("off.goal")}
          value={goal}
          onChange={(e) => setGoal(e.target.value)}
        >
          {goals.map((g) => <option key={g.key} value={g.key}>{g.name}
          </option>)}
        </SelectField>
        <TextField
          label={t("off.caps.userId")}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          inputMode="numeric"
        />
        <SelectField
          label={t("off.caps.period")}
          value={period}
          onChange={(e) => setPeriod(e.target.value as typeof period)}
        >
          <option value="day">{t("off.caps.day")}</option>
          <option value="month">{t("off.caps.month")}</option>
        </SelectField>
        <SelectField
          label={t("off.caps.unit")}
          value={unit}
          onChange={(e) => setUnit(e.target.value as typeof unit)}
        >
          <option value="conversions">{t("off.caps.conversions")}</option>
          <option value="payout">{t("off.caps.payoutUnit")}</option>
        </SelectField>
        <TextField
          label={t("off.caps.limit")}
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          inputMode="decimal"
          required
        />
        <div className="admin-form-actions admin-form-wide">
          <Button type="submit" busy={running === "add"}>
            {t("off.caps.add")}
          </Button>
        </div>
      </form>
      <DataTable
        columns={columns}
        data={caps}
        emptyText={t("off.caps.none")}
        caption={t("off.caps.title")}
        stackOnPhones
      />
    </Card>
  );
}
