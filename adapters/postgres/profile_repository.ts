/** Postgres profiles (table profiles, migration 0003). */
import type { ProfileRepository } from "../../domain/profiles/profile_repository.ts";
import type {
  ProfileStatus,
  StoredProfile,
} from "../../domain/profiles/profile.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A profile repository on a connection or a transaction. */
export function createPostgresProfileRepository(
  sql: SqlClient,
): ProfileRepository {
  return {
    async findByUserId(userId) {
      const rows = await sql<ProfileRow[]>`
        SELECT ${
        profileColumns(sql)
      } FROM profiles p JOIN users u ON u.id = p.user_id
        WHERE p.user_id = ${userId}`;
      return rows.length ? toProfile(rows[0]) : null;
    },
    async submit(userId, f, at) {
      // The WHERE on the conflict branch only lets a rejected profile be replaced; pending/approved stay.
      const rows = await sql`
        INSERT INTO profiles (
          user_id, name, father_name, cnic, dob, address, city, state, country, phone, whatsapp_number,
          fb_url, yt_url, instagram_url, tiktok_url, twitter_url, linkedin_url, telegram_url,
          whatsapp_group_url, whatsapp_channel_url, website_url, extra_link, traffic_source,
          status, rejection_reason, submitted_at, updated_at, decided_at, decided_by
        ) VALUES (
          ${userId}, ${f.name}, ${f.fatherName}, ${f.cnic}, ${f.dob}::date, ${f.address}, ${f.city}, ${f.state},
          ${f.country}, ${f.phone}, ${f.whatsappNumber}, ${f.fbUrl}, ${f.ytUrl}, ${f.instagramUrl},
          ${f.tiktokUrl}, ${f.twitterUrl}, ${f.linkedinUrl}, ${f.telegramUrl}, ${f.whatsappGroupUrl},
          ${f.whatsappChannelUrl}, ${f.websiteUrl}, ${f.extraLink}, ${f.trafficSource},
          'pending', NULL, ${at}, ${at}, NULL, NULL
        )
        ON CONFLICT (user_id) DO UPDATE SET
          name = EXCLUDED.name, father_name = EXCLUDED.father_name, cnic = EXCLUDED.cnic, dob = EXCLUDED.dob,
          address = EXCLUDED.address, city = EXCLUDED.city, state = EXCLUDED.state, country = EXCLUDED.country,
          phone = EXCLUDED.phone, whatsapp_number = EXCLUDED.whatsapp_number, fb_url = EXCLUDED.fb_url,
          yt_url = EXCLUDED.yt_url, instagram_url = EXCLUDED.instagram_url, tiktok_url = EXCLUDED.tiktok_url,
          twitter_url = EXCLUDED.twitter_url, linkedin_url = EXCLUDED.linkedin_url,
          telegram_url = EXCLUDED.telegram_url, whatsapp_group_url = EXCLUDED.whatsapp_group_url,
          whatsapp_channel_url = EXCLUDED.whatsapp_channel_url, website_url = EXCLUDED.website_url,
          extra_link = EXCLUDED.extra_link, traffic_source = EXCLUDED.traffic_source,
          status = 'pending', rejection_reason = NULL, submitted_at = EXCLUDED.submitted_at,
          updated_at = EXCLUDED.updated_at, decided_at = NULL, decided_by = NULL
        WHERE profiles.status = 'rejected'
        RETURNING user_id`;
      return rows.length === 1;
    },
    async listPending() {
      const rows = await sql<ProfileRow[]>`
        SELECT ${
        profileColumns(sql)
      } FROM profiles p JOIN users u ON u.id = p.user_id
        WHERE p.status = 'pending' AND u.deleted_at IS NULL
        ORDER BY p.submitted_at, p.user_id`;
      return rows.map(toProfile);
    },
    async decide(userId, d) {
      const rows = await sql`
        UPDATE profiles SET status = ${d.status}, rejection_reason = ${d.reason}, decided_at = ${d.at},
          decided_by = ${d.adminId}, updated_at = ${d.at}
        WHERE user_id = ${userId} AND status = 'pending'
        RETURNING user_id`;
      return rows.length === 1;
    },
    async countPending() {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM profiles p JOIN users u ON u.id = p.user_id
        WHERE p.status = 'pending' AND u.deleted_at IS NULL`;
      return Number(row.n);
    },
  };
}

/** The row shape selected by profileColumns. */
interface ProfileRow {
  user_id: number;
  email: string;
  name: string;
  father_name: string | null;
  cnic: string | null;
  dob: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone: string | null;
  whatsapp_number: string | null;
  fb_url: string | null;
  yt_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  twitter_url: string | null;
  linkedin_url: string | null;
  telegram_url: string | null;
  whatsapp_group_url: string | null;
  whatsapp_channel_url: string | null;
  website_url: string | null;
  extra_link: string | null;
  traffic_source: string | null;
  status: ProfileStatus;
  rejection_reason: string | null;
  submitted_at: Date;
  updated_at: Date;
}

/** The select list for a profile joined to its user as `p` and `u` (dob as text: no time-zone shift). */
export function profileColumns(sql: SqlClient) {
  return sql`
    p.user_id, u.email, p.name, p.father_name, p.cnic, to_char(p.dob, 'YYYY-MM-DD') AS dob, p.address, p.city,
    p.state, p.country, p.phone, p.whatsapp_number, p.fb_url, p.yt_url, p.instagram_url, p.tiktok_url,
    p.twitter_url, p.linkedin_url, p.telegram_url, p.whatsapp_group_url, p.whatsapp_channel_url, p.website_url,
    p.extra_link, p.traffic_source, p.status, p.rejection_reason, p.submitted_at, p.updated_at`;
}

/** Maps a profile row to the domain shape. */
export function toProfile(r: ProfileRow): StoredProfile {
  return {
    userId: Number(r.user_id),
    email: r.email,
    name: r.name,
    fatherName: r.father_name,
    cnic: r.cnic,
    dob: r.dob,
    address: r.address,
    city: r.city,
    state: r.state,
    country: r.country,
    phone: r.phone,
    whatsappNumber: r.whatsapp_number,
    fbUrl: r.fb_url,
    ytUrl: r.yt_url,
    instagramUrl: r.instagram_url,
    tiktokUrl: r.tiktok_url,
    twitterUrl: r.twitter_url,
    linkedinUrl: r.linkedin_url,
    telegramUrl: r.telegram_url,
    whatsappGroupUrl: r.whatsapp_group_url,
    whatsappChannelUrl: r.whatsapp_channel_url,
    websiteUrl: r.website_url,
    extraLink: r.extra_link,
    trafficSource: r.traffic_source,
    status: r.status,
    rejectionReason: r.rejection_reason,
    submittedAt: new Date(r.submitted_at),
    updatedAt: new Date(r.updated_at),
  };
}
