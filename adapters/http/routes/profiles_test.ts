import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";
import { listOutbox } from "../../mail/outbox_mailer.ts";
import { PROFILE_MESSAGES } from "../../../domain/profiles/validate_profile.ts";

const FULL_PROFILE = {
  name: "Ayesha Khan",
  fatherName: "Imran Khan",
  cnic: "35202-1234567-1",
  dob: "1998-04-12 00:00:00",
  address: "12 Mall Road",
  city: "Lahore",
  state: "Punjab",
  country: "Pakistan",
  phone: "03001234567",
  whatsappNumber: "+923211234567",
  fbUrl: "https://facebook.com/ayesha",
  ytUrl: "https://youtube.com/@ayesha",
  instagramUrl: "https://instagram.com/ayesha",
  tiktokUrl: "https://tiktok.com/@ayesha",
  twitterUrl: "https://x.com/ayesha",
  linkedinUrl: "https://linkedin.com/in/ayesha",
  telegramUrl: "https://t.me/ayesha",
  whatsappGroupUrl: "https://chat.whatsapp.com/abc",
  whatsappChannelUrl: "https://whatsapp.com/channel/abc",
  websiteUrl: "http://ayesha.pk",
  extraLink: "https://linktr.ee/ayesha",
  trafficSource: "Instagram reels",
};

forEachTestApp(
  "profile API: submit, read, review, emails and audit",
  async (t, app) => {
    const admin = await createUser(app.infra, { role: "admin" });
    const ayesha = await createUser(app.infra, {
      approved: false,
      name: "Ayesha",
    });
    const bilal = await createUser(app.infra, {
      approved: false,
      name: "Bilal",
    });
    const auditCount = async () =>
      Number(
        (await app.infra.sql`SELECT count(*)::int AS n FROM audit_logs`)[0].n,
      );

    await t.step(
      "profile/me without a profile answers profile null and the caller's id",
      async () => {
        const res = await app.json("/api/profile/me", { token: ayesha.token });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, {
          profile: null,
          userId: ayesha.id,
          isApproved: false,
          state: "no_profile",
        });
      },
    );

    await t.step(
      "every validation message comes back as 400 { message, code } and nothing is stored",
      async () => {
        const cases: [Record<string, unknown>, string][] = [
          [{ name: "" }, PROFILE_MESSAGES.nameRequired],
          [{ name: "A", cnic: "1234" }, PROFILE_MESSAGES.cnic],
          [{ name: "A", phone: "12345" }, PROFILE_MESSAGES.phone],
          [
            { name: "A", whatsappNumber: "0300" },
            PROFILE_MESSAGES.whatsappNumber,
          ],
          [
            { name: "A", dob: "1998-13-01 00:00:00" },
            PROFILE_MESSAGES.dobFormat,
          ],
          [
            { name: "A", dob: "2999-01-01 00:00:00" },
            PROFILE_MESSAGES.dobFuture,
          ],
          [{ name: "A", dob: "1850-01-01 00:00:00" }, PROFILE_MESSAGES.dobAge],
          [{ name: "A", fbUrl: "not a url" }, PROFILE_MESSAGES.url("Facebook")],
          [
            { name: "A", websiteUrl: "ftp://x.pk" },
            PROFILE_MESSAGES.url("Website"),
          ],
        ];
        for (const [body, message] of cases) {
          const res = await app.json("/api/profile", {
            token: ayesha.token,
            body,
          });
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.code, "VALIDATION_ERROR");
          assert.equal(res.body.message, message);
        }
        const notObject = await app.json("/api/profile", {
          token: ayesha.token,
          body: [1, 2],
        });
        assert.equal(notObject.status, 400);
        const badJson = await app.json("/api/profile", {
          token: ayesha.token,
          body: "{nope",
          headers: { "content-type": "application/json" },
        });
        assert.equal(badJson.status, 400);
        assert.equal(badJson.body.code, "INVALID_JSON");
        const me = await app.json("/api/profile/me", { token: ayesha.token });
        assert.equal(me.body.profile, null);
      },
    );

    await t.step(
      "a full submission is stored normalised and read back with email and updatedAt",
      async () => {
        const res = await app.json("/api/profile", {
          token: ayesha.token,
          body: FULL_PROFILE,
        });
        assert.equal(res.status, 201);
        assert.deepEqual(res.body, {
          message: "Profile submitted successfully.",
        });
        const me = await app.json("/api/profile/me", { token: ayesha.token });
        const p = me.body.profile;
        assert.equal(p.email, ayesha.email);
        assert.equal(p.status, "pending");
        assert.equal(p.cnic, "3520212345671");
        assert.equal(p.dob, "1998-04-12");
        assert.equal(p.phone, "+923001234567");
        assert.equal(p.whatsappNumber, "+923211234567");
        assert.equal(p.trafficSource, "Instagram reels");
        assert.ok(!Number.isNaN(Date.parse(p.updatedAt)));
        const again = await app.json("/api/profile", {
          token: ayesha.token,
          body: { name: "Other" },
        });
        assert.equal(again.status, 409);
        assert.equal(again.body.code, "PROFILE_PENDING");
      },
    );

    await t.step("a user only ever reads their own profile", async () => {
      const other = await app.json("/api/profile/me", { token: bilal.token });
      assert.equal(other.body.profile, null);
      assert.equal(other.body.userId, bilal.id);
      const queue = await app.json("/api/admin/pending-profiles", {
        token: bilal.token,
      });
      assert.equal(queue.status, 403);
    });

    await t.step(
      "the admin queue lists pending profiles with userId, fields, email and submittedAt",
      async () => {
        await app.json("/api/profile", {
          token: bilal.token,
          body: { name: "Bilal Ahmed" },
        });
        const res = await app.json("/api/admin/pending-profiles", {
          token: admin.token,
        });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body.map((p: { userId: number }) => p.userId), [
          ayesha.id,
          bilal.id,
        ]);
        assert.equal(res.body[0].email, ayesha.email);
        assert.equal(res.body[0].city, "Lahore");
        assert.ok(res.body[0].submittedAt);
        const metrics = await app.json("/api/admin/metrics", {
          token: admin.token,
        });
        assert.equal(metrics.body.pendingProfiles, 2);
      },
    );

    await t.step(
      "approve: user approved, removed from queue, emailed, audited",
      async () => {
        const before = await auditCount();
        const res = await app.json(`/api/admin/approve/${ayesha.id}`, {
          token: admin.token,
          method: "POST",
        });
        assert.equal(res.status, 200);
        const [row] = await app.infra
          .sql`SELECT is_approved FROM users WHERE id = ${ayesha.id}`;
        assert.equal(row.is_approved, true);
        const queue = await app.json("/api/admin/pending-profiles", {
          token: admin.token,
        });
        assert.deepEqual(queue.body.map((p: { userId: number }) => p.userId), [
          bilal.id,
        ]);
        const mail = (await listOutbox(app.infra.sql)).find((m) =>
          m.to === ayesha.email
        );
        assert.equal(mail?.subject, "Your Kamai profile has been approved");
        const [audit] = await app.infra
          .sql`SELECT admin_id, action, details FROM audit_logs ORDER BY id DESC LIMIT 1`;
        assert.equal(Number(audit.admin_id), admin.id);
        assert.equal(audit.action, "Approve Profile");
        assert.match(audit.details, new RegExp(`user #${ayesha.id}`));
        assert.equal(await auditCount(), before + 1);
        const me = await app.json("/api/profile/me", { token: ayesha.token });
        assert.equal(me.body.profile.status, "approved");
        const resubmit = await app.json("/api/profile", {
          token: ayesha.token,
          body: { name: "New" },
        });
        assert.equal(resubmit.status, 409);
        assert.equal(resubmit.body.code, "PROFILE_APPROVED");
      },
    );

    await t.step(
      "failed decisions change nothing and write no audit row",
      async () => {
        const before = await auditCount();
        const twice = await app.json(`/api/admin/approve/${ayesha.id}`, {
          token: admin.token,
          method: "POST",
        });
        assert.equal(twice.status, 409);
        assert.equal(twice.body.code, "PROFILE_NOT_PENDING");
        const none = await app.json("/api/admin/reject/999999", {
          token: admin.token,
          method: "POST",
        });
        assert.equal(none.status, 404);
        const bad = await app.json("/api/admin/approve/abc", {
          token: admin.token,
          method: "POST",
        });
        assert.equal(bad.status, 400);
        assert.equal(await auditCount(), before);
      },
    );

    await t.step(
      "reject with a reason: emailed with it, audited; the user edits and resubmits",
      async () => {
        const res = await app.json(`/api/admin/reject/${bilal.id}`, {
          token: admin.token,
          body: { reason: "Please add your social links" },
        });
        assert.equal(res.status, 200);
        const me = await app.json("/api/profile/me", { token: bilal.token });
        assert.equal(me.body.profile.status, "rejected");
        assert.equal(
          me.body.profile.rejectionReason,
          "Please add your social links",
        );
        const mail = (await listOutbox(app.infra.sql)).find((m) =>
          m.to === bilal.email
        );
        assert.equal(mail?.subject, "Your Kamai profile was not approved");
        assert.match(mail?.text ?? "", /Please add your social links/);
        const [audit] = await app.infra
          .sql`SELECT action FROM audit_logs ORDER BY id DESC LIMIT 1`;
        assert.equal(audit.action, "Reject Profile");
        const again = await app.json("/api/profile", {
          token: bilal.token,
          body: { name: "Bilal Ahmed", fbUrl: "https://facebook.com/bilal" },
        });
        assert.equal(again.status, 201);
        const after = await app.json("/api/profile/me", { token: bilal.token });
        assert.equal(after.body.profile.status, "pending");
        assert.equal(after.body.profile.fbUrl, "https://facebook.com/bilal");
        assert.equal(after.body.profile.rejectionReason, null);
        const emptyBody = await app.request(`/api/admin/reject/${bilal.id}`, {
          method: "POST",
          headers: { authorization: `Bearer ${admin.token}` },
        });
        assert.equal(emptyBody.status, 200);
        const rejected = await app.json("/api/profile/me", {
          token: bilal.token,
        });
        assert.equal(rejected.body.profile.rejectionReason, null);
      },
    );

    await t.step("profile calls need a token", async () => {
      assert.equal((await app.json("/api/profile/me")).status, 401);
      assert.equal(
        (await app.json("/api/profile", { body: { name: "x" } })).status,
        401,
      );
    });
  },
);
