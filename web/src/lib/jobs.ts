/** Following a background import job (GET /api/admin/jobs/{id}): a sales import's, or a payout batch's results. */
import type { AdminJobJson } from "@wire/sources.ts";
import { api } from "./api.ts";

/** How often a running job's progress is read. */
export const JOB_POLL_MS = 1000;

/**
 * Reads the job every second until it ends (done or failed), handing each reading to `onUpdate`, and answers the
 * last. Stopping (`signal`) stops the watching only: the job goes on on the server.
 */
export async function watchJob<J extends AdminJobJson>(
  jobId: number,
  onUpdate: (job: J) => void,
  signal?: AbortSignal,
): Promise<J> {
  while (true) {
    if (signal?.aborted) throw new DOMException("Aborted", "AbortError");
    const job = await api<J>(`/api/admin/jobs/${jobId}`);
    onUpdate(job);
    if (job.status === "done" || job.status === "failed") return job;
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
}
