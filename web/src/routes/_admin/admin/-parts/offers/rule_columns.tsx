/** The columns of a payout-rule history table: goal, who, level, payout, start, state, and Delete for scheduled ones. */
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import type { DataColumn } from "@/components/DataTable.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { payoutLabel, type PayoutRuleJson } from "@/lib/offers_api.ts";
import { t } from "@/i18n/i18n.ts";

const STATE_VARIANT = {
  in_force: "green",
  superseded: "gray",
  scheduled: "blue",
} as const;

/** Who a rule is for, in words. */
export function ruleWho(r: PayoutRuleJson, groupName: (id: number) => string) {
  if (r.userId !== null) return t("off.rules.userNumber", { id: r.userId });
  if (r.groupId !== null) return groupName(r.groupId);
  return t("off.rules.everyone");
}

/** The columns; `onDelete` is offered on scheduled rules only (`running`: the rule being deleted). */
export function ruleColumns(
  { groupName, onDelete, running }: {
    groupName: (id: number) => string;
    onDelete: (rule: PayoutRuleJson) => void;
    running: number | null;
  },
): DataColumn<PayoutRuleJson>[] {
  return [
    { id: "goal", accessorKey: "goal", header: t("off.goal") },
    {
      id: "who",
      header: t("off.rules.who"),
      cell: (info) => ruleWho(info.row.original, groupName),
    },
    {
      id: "level",
      accessorKey: "level",
      header: t("off.rules.level"),
      cell: (info) => t(`off.level.${info.row.original.level}`),
    },
    {
      id: "payout",
      header: t("off.payout"),
      cell: (info) => payoutLabel(info.row.original.payout),
    },
    {
      id: "startsAt",
      accessorKey: "startsAt",
      header: t("off.rules.starts"),
      cell: (info) => formatDateTime(info.row.original.startsAt),
    },
    {
      id: "state",
      accessorKey: "state",
      header: t("off.rules.state"),
      cell: (info) => (
        <Badge variant={STATE_VARIANT[info.row.original.state]}>
          {t(`off.state.${info.row.original.state}`)}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: "",
      cell: (info) =>
        info.row.original.state === "scheduled" && (
          <Button
            type="button"
            size="sm"
            variant="danger"
            busy={running === info.row.original.id}
            onClick={() => onDelete(info.row.original)}
          >
            {t("off.rules.delete")}
          </Button>
        ),
    },
  ];
}
