/** Postgres affiliate groups (affiliate_groups, users.group_id / group_pinned, affiliate_group_moves). */
import type { AffiliateGroup, LevelMetric } from "../../domain/offers/group.ts";
import type { GroupRepository } from "../../domain/offers/group_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { isUniqueViolation } from "./unique_violation.ts";

interface GroupRow {
  id: number;
  name: string;
  rank: number;
  is_default: boolean;
  level_metric: LevelMetric | null;
  level_threshold: number | null;
  members: number;
}

function toGroup(r: GroupRow): AffiliateGroup {
  return {
    id: Number(r.id),
    name: r.name,
    rank: Number(r.rank),
    isDefault: r.is_default,
    levelUp: r.level_metric === null
      ? null
      : { metric: r.level_metric, threshold: Number(r.level_threshold) },
    members: Number(r.members),
  };
}

/** A group repository on a connection or transaction. */
export function createPostgresGroupRepository(
  sql: SqlClient,
): GroupRepository {
  // Affiliates (role user, not deleted) count in their group; unplaced ones (group_id null) in the default group.
  const select = (id: number | null) =>
    sql<GroupRow[]>`
      SELECT g.id, g.name, g.rank, g.is_default, g.level_metric, g.level_threshold,
             (SELECT count(*) FROM users u
               WHERE u.role = 'user' AND u.deleted_at IS NULL
                 AND (u.group_id = g.id OR (g.is_default AND u.group_id IS NULL))) AS members
      FROM affiliate_groups g
      WHERE g.deleted_at IS NULL AND (${id}::bigint IS NULL OR g.id = ${id}::bigint)
      ORDER BY g.rank DESC, g.id`;
  const get = async (id: number) => {
    const [row] = await select(id);
    return row ? toGroup(row) : null;
  };
  return {
    list: async () => (await select(null)).map(toGroup),
    get,
    async getDefault() {
      const [row] = await sql<{ id: number }[]>`
        SELECT id FROM affiliate_groups WHERE is_default AND deleted_at IS NULL`;
      return (await get(Number(row.id)))!;
    },
    async create(f) {
      try {
        const [row] = await sql<{ id: number }[]>`
          INSERT INTO affiliate_groups (name, rank, level_metric, level_threshold)
          VALUES (${f.name}, ${f.rank}, ${f.levelUp?.metric ?? null}, ${
          f.levelUp?.threshold ?? null
        })
          RETURNING id`;
        return await get(Number(row.id));
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async update(id, f) {
      try {
        const rows = await sql`
          UPDATE affiliate_groups SET name = ${f.name}, rank = ${f.rank},
                 level_metric = ${
          f.levelUp?.metric ?? null
        }, level_threshold = ${f.levelUp?.threshold ?? null}, updated_at = now()
          WHERE id = ${id} AND deleted_at IS NULL RETURNING id`;
        return rows.length ? await get(id) : null;
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },
    async softDelete(id) {
      const rows = await sql`
        UPDATE affiliate_groups SET deleted_at = now(), updated_at = now()
        WHERE id = ${id} AND deleted_at IS NULL AND NOT is_default RETURNING id`;
      return rows.length === 1;
    },
    async memberIds(groupId) {
      const rows = await sql<{ id: number }[]>`
        SELECT id FROM users WHERE group_id = ${groupId} ORDER BY id`;
      return rows.map((r) => Number(r.id));
    },
    async placement(userId) {
      const [row] = await sql<
        { id: number; group_id: number; group_pinned: boolean }[]
      >`
        SELECT u.id, COALESCE(u.group_id, d.id) AS group_id, u.group_pinned
        FROM users u CROSS JOIN (SELECT id FROM affiliate_groups WHERE is_default AND deleted_at IS NULL) d
        WHERE u.id = ${userId} AND u.role = 'user' AND u.deleted_at IS NULL`;
      return row
        ? {
          userId: Number(row.id),
          groupId: Number(row.group_id),
          pinned: row.group_pinned,
        }
        : null;
    },
    async place(move, pinned) {
      await sql`
        UPDATE users SET group_id = ${move.toGroupId}, group_pinned = ${pinned} WHERE id = ${move.userId}`;
      if (move.fromGroupId !== move.toGroupId) {
        await sql`
          INSERT INTO affiliate_group_moves (user_id, from_group_id, to_group_id, cause, admin_id)
          VALUES (${move.userId}, ${move.fromGroupId}, ${move.toGroupId}, ${move.cause}, ${move.adminId})`;
      }
    },
  };
}
