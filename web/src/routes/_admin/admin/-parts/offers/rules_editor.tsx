/** The offer page's payout rules: add a dated rule for everyone, a group or one affiliate, and the history. */
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import {
  addRule,
  deleteRule,
  type GoalJson,
  type GroupJson,
  type PayoutRuleJson,
} from "@/lib/offers_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { t } from "@/i18n/i18n.ts";
import { ruleColumns } from "./rule_columns.tsx";

/** Adds and lists an offer's payout rules; `onChanged` reloads the page's data. */
export function RulesEditor(
  { productId, goals, groups, rules, onChanged }: {
    productId: number;
    goals: GoalJson[];
    groups: GroupJson[];
    rules: PayoutRuleJson[];
    onChanged: () => Promise<void>;
  },
) {
  const dialogs = useDialogs();
  const placeable = groups.filter((g) => !g.isDefault);
  const [goal, setGoal] = useState(goals[0]?.key ?? "sale");
  const [scope, setScope] = useState<"offer" | "group" | "user">("offer");
  const [groupId, setGroupId] = useState(String(placeable[0]?.id ?? ""));
  const [userId, setUserId] = useState("");
  const [type, setType] = useState<"percent" | "flat">("percent");
  const [value, setValue] = useState("");
  const [startsAt, setStartsAt] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const { running, error, run } = useAction<"add" | number>();
  const groupName = (id: number) =>
    groups.find((g) => g.id === id)?.name ??
      t("off.rules.groupNumber", { id });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    await run(
      async () => {
        await addRule({
          offerId: productId,
          goal,
          ...(scope === "group" ? { groupId: Number(groupId) } : {}),
          ...(scope === "user" ? { userId: Number(userId) } : {}),
          payout: {
            type,
            value: type === "percent" ? Number(value) : value.trim(),
          },
          ...(startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
        });
        setValue("");
        setStartsAt("");
        await onChanged();
        setNotice(t("off.rules.added"));
      },
      t("off.rules.addFailed"),
      "add",
    );
  };

  const remove = async (rule: PayoutRuleJson) => {
    if (!(await dialogs.confirm(t("off.rules.confirmDelete")))) return;
    setNotice(null);
    await run(
      async () => {
        await deleteRule(rule.id);
        await onChanged();
        setNotice(t("off.rules.deleted"));
      },
      t("off.rules.deleteFailed"),
      rule.id,
    );
  };

  return (
    <Card title={t("off.rules.title")}>
      <p className="field-hint">{t("off.rules.hint")}</p>
      {error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
      <form
        className="admin-form"
        onSubmit={submit}
        noValidate
        aria-label={t("off.rules.add")}
      >
        <SelectField
          label={t("off.goal")}
          value={goal}
          onChange={(e) => setGoal(e.target.value)}
        >
          {goals.map((g) => <option key={g.key} value={g.key}>{g.name}
          </option>)}
        </SelectField>
        <SelectField
          label={t("off.rules.for")}
          value={scope}
          onChange={(e) => setScope(e.target.value as typeof scope)}
        >
          <option value="offer">{t("off.rules.forOffer")}</option>
          {placeable.length > 0 && (
            <option value="group">{t("off.rules.forGroup")}</option>
          )}
          <option value="user">{t("off.rules.forUser")}</option>
        </SelectField>
        {scope === "group" && (
          <SelectField
            label={t("off.rules.group")}
            value={groupId}
            onChange={(e) => setGroupId(e.target.value)}
          >
            {placeable.map((g) => (
              <option key={g.id} value={g.id}>{g.name}</option>
            ))}
          </SelectField>
        )}
        {scope === "user" && (
          <TextField
            label={t("off.rules.userId")}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            inputMode="numeric"
            required
          />
        )}
        <SelectField
          label={t("off.goals.payoutType")}
          value={type}
          onChange={(e) => setType(e.target.value as typeof type)}
        >
          <option value="percent">{t("off.percent")}</option>
          <option value="flat">{t("off.flat")}</option>
        </SelectField>
        <TextField
          label={t("off.goals.payoutValue")}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode="decimal"
          required
        />
        <TextField
          label={t("off.rules.startsAt")}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <div className="admin-form-actions admin-form-wide">
          <Button type="submit" busy={running === "add"}>
            {t("off.rules.add")}
          </Button>
        </div>
      </form>
      <DataTable
        columns={ruleColumns({
          groupName,
          onDelete: remove,
          running: typeof running === "number" ? running : null,
        })}
        data={rules}
        emptyText={t("off.rules.none")}
        caption={t("off.rules.title")}
        stackOnPhones
      />
    </Card>
  );
}
