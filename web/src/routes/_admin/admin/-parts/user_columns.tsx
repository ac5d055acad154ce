/** The columns of the admin users table, with each row's Block/Unblock, Reset password and Profile. */
import { Link } from "@tanstack/react-router";
import type { UserJson } from "@wire/users.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { Badge } from "@/components/Badge.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { type DataColumn } from "@/components/DataTable.tsx";
import { t } from "@/i18n/i18n.ts";
import { roleLabel } from "@/lib/people.ts";
import { StateBadge } from "./user_state_chips.tsx";

/** Name, email, role, verified, the one state badge, joined, and the actions that fit the state (`running`: the user whose action runs). */
export function userColumns(
  { running, toggleBlock, resetPassword }: {
    running: number | null;
    toggleBlock: (user: UserJson) => void;
    resetPassword: (user: UserJson) => void;
  },
): DataColumn<UserJson>[] {
  return [
    // What people entered sits in <bdi>: a Latin name or address keeps its own order in an Urdu row.
    {
      id: "name",
      accessorKey: "name",
      header: t("admp.name"),
      cell: (i) => <bdi>{i.getValue() as string}</bdi>,
    },
    {
      id: "email",
      accessorKey: "email",
      header: t("admp.email"),
      cell: (i) => <bdi>{i.getValue() as string}</bdi>,
    },
    {
      id: "role",
      accessorKey: "role",
      header: t("admp.users.role"),
      cell: (info) => roleLabel(info.getValue() as string),
    },
    {
      id: "isVerified",
      accessorKey: "isVerified",
      header: t("admp.users.verified"),
      cell: (info) =>
        info.getValue()
          ? <Badge variant="green">{t("admp.users.yes")}</Badge>
          : <Badge variant="gray">{t("admp.users.no")}</Badge>,
    },
    {
      id: "isApproved",
      accessorKey: "isApproved",
      header: t("admp.users.status"),
      cell: (info) => <StateBadge state={info.row.original.state} />,
    },
    {
      id: "createdAt",
      accessorKey: "createdAt",
      header: t("admp.users.joined"),
      cell: (info) => formatDateTime(info.getValue() as string),
    },
    {
      id: "actions",
      header: t("admp.actions"),
      enableSorting: false,
      cell: (info) => {
        const user = info.row.original;
        // Any user can be blocked (a spam sign-up too); only a blocked one is unblocked.
        const block = user.state !== "blocked";
        return (
          <div className="row-actions">
            {user.state === "pending" && (
              // The one action a waiting profile needs is its review, in the queue.
              <Link
                to="/admin/profiles"
                className={buttonClass("primary", "sm")}
                aria-label={t("admp.users.reviewLabel", { email: user.email })}
              >
                {t("admp.users.review")}
              </Link>
            )}
            <Button
              size="sm"
              variant={block ? "danger" : "secondary"}
              busy={running === user.id}
              onClick={() => toggleBlock(user)}
              aria-label={t(
                block ? "admp.users.blockLabel" : "admp.users.unblockLabel",
                { email: user.email },
              )}
            >
              {t(block ? "admp.users.block" : "admp.users.unblock")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={running === user.id}
              onClick={() => resetPassword(user)}
              aria-label={t("admp.users.resetLabel", { email: user.email })}
            >
              {t("admp.users.resetPassword")}
            </Button>
            <Link
              to="/admin/user-profile/$id"
              params={{ id: String(user.id) }}
              className={buttonClass("ghost", "sm")}
              aria-label={t("admp.users.profileLabel", { email: user.email })}
            >
              {t("admp.users.profile")}
            </Link>
          </div>
        );
      },
    },
  ];
}
