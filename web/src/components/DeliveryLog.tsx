/** DeliveryLog: the deliveries of one webhook or postback, newest first, with each one's last answer and replay. */
import { Badge } from "./Badge.tsx";
import { Button } from "./Button.tsx";
import { type DataColumn, DataTable } from "./DataTable.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import type { Delivery } from "@/lib/webhooks_api.ts";
import { t } from "@/i18n/i18n.ts";

/** The deliveries of one receiver, newest first: event, status, the last attempt's answer, and replay. */
export function DeliveryLog(
  { deliveries, onReplay }: {
    deliveries: Delivery[];
    onReplay(delivery: Delivery): void;
  },
) {
  const statusVariant = {
    delivered: "green",
    pending: "yellow",
    given_up: "red",
    cancelled: "gray",
  } as const;
  const columns: DataColumn<Delivery>[] = [
    {
      id: "createdAt",
      accessorKey: "createdAt",
      header: t("hooks.time"),
      cell: (i) => formatDateTime(i.getValue() as string),
    },
    {
      id: "event",
      accessorKey: "eventType",
      header: t("hooks.event"),
      cell: (i) => <span className="ltr">{i.getValue() as string}</span>,
    },
    {
      id: "status",
      accessorKey: "status",
      header: t("hooks.status"),
      cell: ({ row }) => (
        <Badge variant={statusVariant[row.original.status]}>
          {t(`hooks.delivery.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: "answer",
      accessorFn: (d) => d.attempts.at(-1)?.statusCode ?? null,
      header: t("hooks.answer"),
      cell: ({ row }) => {
        const last = row.original.attempts.at(-1);
        if (!last) return "-";
        return (
          <span className="ltr">
            {last.statusCode ?? last.error ?? "-"} · {last.durationMs} ms ·{" "}
            {t("hooks.attempts", {
              n: row.original.attempts.length,
            })}
          </span>
        );
      },
    },
    {
      id: "replay",
      header: t("hooks.actions"),
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onReplay(row.original)}
          aria-label={t("hooks.replayLabel", { id: row.original.eventId })}
        >
          {t("hooks.replay")}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={deliveries}
      emptyText={t("hooks.noDeliveries")}
      caption={t("hooks.deliveries")}
      stackOnPhones
    />
  );
}
