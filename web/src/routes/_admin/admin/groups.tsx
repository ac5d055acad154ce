/** /admin/groups: affiliate groups (tiers): list, add, rename, rank, level-up condition, delete (docs/offers.md). */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { formatDollars } from "@/lib/money.ts";
import {
  createGroup,
  deleteGroup,
  fetchGroups,
  type GroupJson,
  updateGroup,
} from "@/lib/offers_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_admin/admin/groups")({
  beforeLoad: () => readyArea("offers"),
  loader: () =>
    fetchGroups().then(
      (groups) => ({ groups, failed: false }),
      () => ({ groups: [] as GroupJson[], failed: true }),
    ),
  pendingComponent: () => (
    <GroupsFrame>
      <Loading />
    </GroupsFrame>
  ),
  component: GroupsPage,
});

const routeApi = getRouteApi("/_admin/admin/groups");

type Metric =
  | "none"
  | "approvedConversions"
  | "approvedSaleAmount"
  | "approvedPayout";

interface Values {
  name: string;
  rank: string;
  metric: Metric;
  threshold: string;
}

const EMPTY: Values = { name: "", rank: "0", metric: "none", threshold: "" };

function GroupsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("off.groups.title"));
  return (
    <>
      <PageHeader
        title={t("off.groups.title")}
        subtitle={t("off.groups.subtitle")}
      />
      {children}
    </>
  );
}

/** A level-up condition in words. */
function levelUpText(g: GroupJson): string {
  if (!g.levelUp) return t("off.groups.noLevelUp");
  const threshold = g.levelUp.metric === "approvedConversions"
    ? String(g.levelUp.threshold)
    : formatDollars(g.levelUp.threshold);
  return `${t(`off.groups.metric.${g.levelUp.metric}`)} ≥ ${threshold}`;
}

/** The groups page. */
function GroupsPage() {
  const router = useRouter();
  const dialogs = useDialogs();
  const { groups, failed } = routeApi.useLoaderData();
  const [values, setValues] = useState<Values>(EMPTY);
  const [editing, setEditing] = useState<GroupJson | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { running, error, run } = useAction<"save" | number>(
    failed ? t("off.loadFailed") : null,
  );
  const reload = () => router.invalidate({ sync: true });
  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const edit = (g: GroupJson) => {
    setEditing(g);
    setNotice(null);
    setValues({
      name: g.name,
      rank: String(g.rank),
      metric: g.levelUp?.metric ?? "none",
      threshold: g.levelUp ? String(g.levelUp.threshold) : "",
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const form = {
      name: values.name.trim(),
      rank: Number(values.rank),
      levelUp: values.metric === "none" ? null : {
        metric: values.metric,
        threshold: values.metric === "approvedConversions"
          ? Number(values.threshold)
          : values.threshold.trim(),
      },
    };
    await run(
      async () => {
        if (editing) await updateGroup(editing.id, form);
        else await createGroup(form);
        setValues(EMPTY);
        setEditing(null);
        await reload();
        setNotice(editing ? t("off.groups.saved") : t("off.groups.added"));
      },
      t("off.groups.saveFailed"),
      "save",
    );
  };

  const remove = async (g: GroupJson) => {
    if (!(await dialogs.confirm(t("off.groups.confirmDelete")))) return;
    setNotice(null);
    await run(
      async () => {
        await deleteGroup(g.id);
        await reload();
        setNotice(t("off.groups.deleted"));
      },
      t("off.groups.deleteFailed"),
      g.id,
    );
  };

  const columns: DataColumn<GroupJson>[] = [
    {
      id: "name",
      accessorKey: "name",
      header: t("off.groups.name"),
      cell: (info) => (
        <>
          <bdi>{info.row.original.name}</bdi>{" "}
          {info.row.original.isDefault && (
            <Badge variant="gray">{t("off.groups.default")}</Badge>
          )}
        </>
      ),
    },
    { id: "rank", accessorKey: "rank", header: t("off.groups.rank") },
    {
      id: "levelUp",
      header: t("off.groups.levelUp"),
      cell: (info) => levelUpText(info.row.original),
    },
    { id: "members", accessorKey: "members", header: t("off.groups.members") },
    {
      id: "actions",
      header: "",
      cell: (info) => (
        <div className="admin-form-actions">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-label={t("off.groups.edit", { name: info.row.original.name })}
            onClick={() => edit(info.row.original)}
          >
            {t("off.groups.editShort")}
          </Button>
          {!info.row.original.isDefault && (
            <Button
              type="button"
              size="sm"
              variant="danger"
              busy={running === info.row.original.id}
              onClick={() => remove(info.row.original)}
            >
              {t("off.groups.delete")}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <GroupsFrame>
      {error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
      <Card
        title={editing
          ? t("off.groups.edit", { name: editing.name })
          : t("off.groups.add")}
      >
        <form
          className="admin-form"
          onSubmit={submit}
          noValidate
          aria-label={t("off.groups.add")}
        >
          <TextField
            label={t("off.groups.name")}
            value={values.name}
            onChange={set("name")}
            maxLength={100}
            required
          />
          <TextField
            label={t("off.groups.rank")}
            value={values.rank}
            onChange={set("rank")}
            inputMode="numeric"
          />
          <SelectField
            label={t("off.groups.levelUp")}
            value={values.metric}
            onChange={set("metric")}
          >
            <option value="none">{t("off.groups.noLevelUp")}</option>
            <option value="approvedConversions">
              {t("off.groups.metric.approvedConversions")}
            </option>
            <option value="approvedSaleAmount">
              {t("off.groups.metric.approvedSaleAmount")}
            </option>
            <option value="approvedPayout">
              {t("off.groups.metric.approvedPayout")}
            </option>
          </SelectField>
          {values.metric !== "none" && (
            <TextField
              label={t("off.groups.threshold")}
              value={values.threshold}
              onChange={set("threshold")}
              inputMode="decimal"
            />
          )}
          <div className="admin-form-actions admin-form-wide">
            <Button type="submit" busy={running === "save"}>
              {editing ? t("off.save") : t("off.groups.add")}
            </Button>
            {editing && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setEditing(null);
                  setValues(EMPTY);
                }}
              >
                {t("app.cancel")}
              </Button>
            )}
          </div>
        </form>
      </Card>
      <DataTable
        columns={columns}
        data={groups}
        emptyText={t("off.groups.none")}
        caption={t("off.groups.title")}
        stackOnPhones
      />
    </GroupsFrame>
  );
}
