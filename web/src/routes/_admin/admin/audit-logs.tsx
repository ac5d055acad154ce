/** /admin/audit-logs : Audit Logs. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { AdminAuditLogsPage } from "../../../pages/AdminAuditLogsPage.tsx";

export const Route = createFileRoute("/_admin/admin/audit-logs")({
  component: Page,
});

function Page() {
  usePageTitle("Audit Logs");
  return <AdminAuditLogsPage />;
}
