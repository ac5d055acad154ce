/**
 * The admin's affiliate page section: the affiliate's group (picker with pin), their own payout rules, and what they
 * earn on each offer now and why (docs/offers.md).
 */
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { SelectField } from "@/components/Field.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import {
  type AffiliatePayoutsAllJson,
  capLeftText,
  deleteRule,
  fetchAffiliatePayouts,
  fetchGroups,
  fetchRules,
  type GroupJson,
  payoutLabel,
  type PayoutRuleJson,
  placeAffiliate,
} from "@/lib/offers_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { t } from "@/i18n/i18n.ts";
import { ruleColumns } from "./offers/rule_columns.tsx";

/** What the section shows: groups, the affiliate's payouts now and their own rules. */
export interface AffiliateOffers {
  groups: GroupJson[];
  payouts: AffiliatePayoutsAllJson;
  rules: PayoutRuleJson[];
}

/** Loads the section's data; null when it cannot (the section then says so). */
export function loadAffiliateOffers(
  userId: number,
): Promise<AffiliateOffers | null> {
  return Promise.all([
    fetchGroups(),
    fetchAffiliatePayouts(userId),
    fetchRules({ userId }),
  ]).then(
    ([groups, payouts, rules]) => ({ groups, payouts, rules }),
    () => null,
  );
}

/** One row of the "earns now" table. */
interface EarnRow {
  key: string;
  offer: string;
  goal: string;
  payout: string;
  level: string | null;
  why: string;
  capLeft: string;
}

function earnRows(p: AffiliatePayoutsAllJson): EarnRow[] {
  return p.offers.flatMap((o) =>
    o.goals.map((g) => ({
      key: `${o.offerId}:${g.key}`,
      offer: o.title,
      goal: g.name,
      payout: payoutLabel(g.payout),
      level: g.level,
      why: g.explanation,
      capLeft: g.capLeft.map(capLeftText).join(" · ") || "—",
    }))
  );
}

/** The section; `onChanged` reloads the page. */
export function AffiliateOffersCard(
  { userId, data, onChanged }: {
    userId: number;
    data: AffiliateOffers | null;
    onChanged: () => Promise<void>;
  },
) {
  const dialogs = useDialogs();
  const [groupId, setGroupId] = useState(String(data?.payouts.groupId ?? ""));
  const [pinned, setPinned] = useState(data?.payouts.pinned ?? false);
  const [notice, setNotice] = useState<string | null>(null);
  const { running, error, run } = useAction<"place" | number>();
  if (!data) {
    return (
      <Card title={t("off.aff.title")}>
        <Alert tone="error">{t("off.loadFailed")}</Alert>
      </Card>
    );
  }
  const groupName = (id: number) =>
    data.groups.find((g) => g.id === id)?.name ??
      t("off.rules.groupNumber", { id });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    await run(
      async () => {
        await placeAffiliate(userId, { groupId: Number(groupId), pinned });
        await onChanged();
        setNotice(t("off.aff.saved"));
      },
      t("off.aff.saveFailed"),
      "place",
    );
  };
  const remove = async (rule: PayoutRuleJson) => {
    if (!(await dialogs.confirm(t("off.rules.confirmDelete")))) return;
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

  const columns: DataColumn<EarnRow>[] = [
    { id: "offer", accessorKey: "offer", header: t("off.aff.offer") },
    { id: "goal", accessorKey: "goal", header: t("off.goal") },
    { id: "payout", accessorKey: "payout", header: t("off.payout") },
    {
      id: "level",
      header: t("off.rules.level"),
      cell: (info) =>
        info.row.original.level && (
          <Badge variant="blue">
            {t(`off.level.${info.row.original.level}` as "off.level.offer")}
          </Badge>
        ),
    },
    { id: "why", accessorKey: "why", header: t("off.aff.why") },
    { id: "capLeft", accessorKey: "capLeft", header: t("off.aff.capLeft") },
  ];

  return (
    <Card title={t("off.aff.title")} aria-label={t("off.aff.title")}>
      {error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
      <form
        className="admin-form"
        onSubmit={save}
        noValidate
        aria-label={t("off.aff.group")}
      >
        <SelectField
          label={t("off.aff.group")}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
        >
          {data.groups.map((g) => (
            <option key={g.id} value={g.id}>{g.name}</option>
          ))}
        </SelectField>
        <label className="settings-toggle">
          <input
            type="checkbox"
            checked={pinned}
            onChange={(e) => setPinned(e.target.checked)}
          />{" "}
          {t("off.aff.pinned")}
        </label>
        <div className="admin-form-actions admin-form-wide">
          <Button type="submit" busy={running === "place"}>
            {t("off.save")}
          </Button>
        </div>
      </form>
      <h3 className="section-title">{t("off.aff.earnTitle")}</h3>
      <DataTable
        columns={columns}
        data={earnRows(data.payouts)}
        emptyText={t("off.aff.noOffers")}
        caption={t("off.aff.earnTitle")}
        stackOnPhones
      />
      <h3 className="section-title">{t("off.aff.rulesTitle")}</h3>
      <DataTable
        columns={ruleColumns({
          groupName,
          onDelete: remove,
          running: typeof running === "number" ? running : null,
        })}
        data={data.rules}
        emptyText={t("off.aff.noRules")}
        caption={t("off.aff.rulesTitle")}
        stackOnPhones
      />
    </Card>
  );
}
