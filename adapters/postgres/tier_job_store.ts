/** Postgres storage of the monthly tier job: groups, last month's figures per affiliate, each move, the run's row. */
import type { Sql } from "postgres";
import type { UserLanguage } from "../../domain/auth/user_repository.ts";
import type {
  MoveOutcome,
  TierJobStore,
} from "../../domain/offers/run_tier_job.ts";
import type { TierGroup, TierMetric } from "../../domain/offers/tier_rules.ts";

// Asia/Karachi is UTC+5 all year (no daylight saving), so a Karachi month's instants are fixed UTC bounds.
const karachiMonthStart = (month: string) =>
  new Date(`${month}-01T00:00:00+05:00`);

function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** The tier job's store on the pool (each move runs its own short transaction). */
export function createPostgresTierJobStore(sql: Sql): TierJobStore {
  return {
    async groups() {
      const rows = await sql<
        {
          id: number;
          name: string;
          rank: number;
          is_default: boolean;
          level_metric: TierMetric | null;
          level_threshold: number | null;
        }[]
      >`
        SELECT id, name, rank, is_default, level_metric, level_threshold
        FROM affiliate_groups WHERE deleted_at IS NULL ORDER BY rank DESC, id`;
      return rows.map((r): TierGroup => ({
        id: Number(r.id),
        name: r.name,
        rank: r.rank,
        isDefault: r.is_default,
        condition: r.level_metric === null || r.level_threshold === null
          ? null
          : { metric: r.level_metric, threshold: Number(r.level_threshold) },
      }));
    },
    async standings(month, defaultGroupId) {
      const from = karachiMonthStart(month);
      const to = karachiMonthStart(nextMonth(month));
      const rows = await sql<
        {
          id: number;
          group_id: number | null;
          group_pinned: boolean;
          conversions: string;
          sale_amount: string;
          payout: string;
        }[]
      >`
        SELECT u.id, u.group_id, u.group_pinned,
               COALESCE(f.conversions, 0)::text AS conversions,
               COALESCE(f.sale_amount, 0)::text AS sale_amount,
               COALESCE(f.payout, 0)::text AS payout
        FROM users u
        LEFT JOIN (
          SELECT user_id, count(*) AS conversions, sum(COALESCE(amount_minor, 0)) AS sale_amount,
                 sum(earning_minor) AS payout
          FROM offer_conversions
          WHERE status = 'approved' AND occurred_at >= ${from} AND occurred_at < ${to}
          GROUP BY user_id
        ) f ON f.user_id = u.id
        WHERE u.role = 'user' AND u.deleted_at IS NULL AND u.blocked_at IS NULL
        ORDER BY u.id`;
      return rows.map((r) => ({
        userId: Number(r.id),
        groupId: r.group_id === null ? defaultGroupId : Number(r.group_id),
        pinned: r.group_pinned,
        figures: {
          approvedConversions: Number(r.conversions),
          approvedSaleAmount: Number(r.sale_amount),
          approvedPayout: Number(r.payout),
        },
      }));
    },
    async move({ userId, toGroupId, cause }) {
      let found: {
        outcome: MoveOutcome;
        contact?: { name: string; email: string; language: UserLanguage };
      } = { outcome: "unchanged" };
      await sql.begin(async (tx) => {
        // The row lock orders racing runs: the second waits, then finds the first one's move.
        const [user] = await tx<
          {
            name: string;
            email: string;
            language: UserLanguage | null;
            group_pinned: boolean;
            current_group: number;
          }[]
        >`
          SELECT u.name, u.email, u.language, u.group_pinned,
                 COALESCE(g.id, (SELECT id FROM affiliate_groups WHERE is_default AND deleted_at IS NULL))
                   AS current_group
          FROM users u LEFT JOIN affiliate_groups g ON g.id = u.group_id AND g.deleted_at IS NULL
          WHERE u.id = ${userId} FOR UPDATE OF u`;
        if (!user) return;
        if (user.group_pinned) {
          found = { outcome: "pinned" };
          return;
        }
        if (Number(user.current_group) === toGroupId) return;
        const inserted = await tx`
          INSERT INTO affiliate_group_moves (user_id, from_group_id, to_group_id, cause)
          VALUES (${userId}, ${user.current_group}, ${toGroupId}, ${cause})
          ON CONFLICT DO NOTHING RETURNING id`;
        if (inserted.length === 0) {
          found = { outcome: "already_moved" };
          return;
        }
        await tx`UPDATE users SET group_id = ${toGroupId}, updated_at = now() WHERE id = ${userId}`;
        found = {
          outcome: "moved",
          contact: {
            name: user.name,
            email: user.email,
            language: user.language ?? "en",
          },
        };
      });
      return found;
    },
    async recordRun(c, startedAt) {
      await sql`
        INSERT INTO tier_job_runs (month, started_at, affiliates, pinned, unchanged, moved_up, moved_down,
                                   already_moved)
        VALUES (${c.month}, ${startedAt}, ${c.affiliates}, ${c.pinned}, ${c.unchanged}, ${c.movedUp},
                ${c.movedDown}, ${c.alreadyMoved})`;
    },
  };
}
