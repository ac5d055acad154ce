/** addFileLayout: an admin defines a bulk file layout (their bank's template) without code; audited. */
import { ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { BatchRepos } from "./batch_repos.ts";
import {
  type CustomLayout,
  type LayoutInvalid,
  validateLayout,
} from "./file_layout.ts";

/** Checks and stores the layout with its audit row. */
export async function addFileLayout(
  deps: { uow: UnitOfWork<Pick<BatchRepos, "layouts" | "audit">> },
  input: { adminId: number; body: Record<string, unknown> },
): Promise<Result<CustomLayout, LayoutInvalid>> {
  const checked = validateLayout(input.body);
  if (!checked.ok) return checked;
  return await deps.uow.run(async ({ layouts, audit }) => {
    const layout = await layouts.addLayout(checked.value, input.adminId);
    await audit.append({
      adminId: input.adminId,
      action: "Add File Layout",
      details: `Layout #${layout.id} "${layout.name}" (${layout.kind}): ${
        layout.columns.map((c) => c.header).join(", ")
      }; dates ${layout.dateFormat}, amounts ${layout.amountFormat}`,
    });
    return ok(layout);
  });
}
