/** /admin/audit-logs: the admin trail, newest first, filterable, 10 per page, with CSV export. */
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { api, messageOf } from "../lib/api.ts";
import { formatDateTime, karachiToday } from "../lib/dates.ts";
import { downloadCsv } from "../lib/csv.ts";
import {
  actionVariant,
  auditCsv,
  type AuditLogRow,
} from "../lib/audit_logs.ts";
import { Alert } from "../components/Alert.tsx";
import { Badge } from "../components/Badge.tsx";
import { Button } from "../components/Button.tsx";
import { Card } from "../components/Card.tsx";
import { type DataColumn, DataTable } from "../components/DataTable.tsx";
import { TextField } from "../components/Field.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Loading } from "../components/Spinner.tsx";

const columns: DataColumn<AuditLogRow>[] = [
  {
    id: "createdAt",
    accessorKey: "createdAt",
    header: "Date",
    cell: (i) => formatDateTime(i.getValue() as string),
  },
  { id: "adminId", accessorKey: "adminId", header: "Admin ID" },
  {
    id: "action",
    accessorKey: "action",
    header: "Action",
    cell: (i) => (
      <Badge variant={actionVariant(i.getValue() as string)}>
        {i.getValue() as string}
      </Badge>
    ),
  },
  {
    id: "details",
    accessorKey: "details",
    header: "Details",
    enableSorting: false,
  },
];

interface Filters {
  action: string;
  from: string;
  to: string;
}

/** The page. */
export function AdminAuditLogsPage() {
  const [logs, setLogs] = useState<AuditLogRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState<Filters>({ action: "", from: "", to: "" });
  const [filters, setFilters] = useState<Filters>(draft);

  useEffect(() => {
    setLogs(null);
    setError(null);
    const params = new URLSearchParams();
    if (filters.action.trim()) params.set("action", filters.action.trim());
    if (filters.from) params.set("from", filters.from);
    if (filters.to) params.set("to", filters.to);
    const qs = params.toString();
    api<unknown>(`/api/admin/audit-logs${qs ? `?${qs}` : ""}`)
      .then((data) => {
        if (typeof data === "string" && data.trimStart().startsWith("<")) {
          setError("Server returned HTML instead of JSON.");
        } else if (!Array.isArray(data)) {
          setError("Unexpected response format.");
        } else setLogs(data as AuditLogRow[]);
      })
      .catch((e) => setError(messageOf(e, "Failed to load logs.")));
  }, [filters]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...draft });
  };

  const exportCsv = () => {
    setNotice(null);
    if (!logs || logs.length === 0) {
      globalThis.alert("No logs available to save");
      return;
    }
    try {
      downloadCsv(`audit_logs_${karachiToday()}.csv`, auditCsv(logs));
    } catch {
      setNotice("Failed to generate CSV file");
    }
  };

  const tableKey = useMemo(() => JSON.stringify(filters), [filters]);

  return (
    <>
      <PageHeader
        title="Audit Logs"
        subtitle="Every admin action, newest first."
        actions={
          <Button variant="secondary" onClick={exportCsv}>Export CSV</Button>
        }
      />
      {notice && <Alert tone="error">{notice}</Alert>}
      <Card>
        <form
          className="toolbar"
          onSubmit={apply}
          aria-label="Filter audit logs"
        >
          <TextField
            label="Action"
            placeholder="e.g. Payout"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          />
          <TextField
            label="From"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <Button type="submit">Apply</Button>
        </form>
        {error
          ? <Alert tone="error">{error}</Alert>
          : !logs
          ? <Loading text="Loading logs..." />
          : (
            <DataTable
              key={tableKey}
              columns={columns}
              data={logs}
              emptyText="No audit logs found."
              caption="Audit logs"
            />
          )}
      </Card>
    </>
  );
}
