/** Browser tests of issue 3: profile submission and review, blocking, password resets and the audit trail. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  createVerifiedUser,
  type E2e,
  E2E_ADMIN,
  loginViaApi,
  startE2e,
} from "./harness.ts";

/** Opens `path` signed in with `session` (docs/product.md's local-storage keys). */
async function openAs(
  e2e: E2e,
  session: { token: string; role: string; approved: boolean },
  path: string,
) {
  const { page } = await e2e.newPage();
  await page.goto("/unauthorized");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("role", s.role);
    localStorage.setItem("approved", String(s.approved));
  }, session);
  await page.goto(path);
  return page;
}

async function api(e2e: E2e, token: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function answerPrompt(page: Page, value: string) {
  const dialog = page.getByRole("dialog");
  await dialog.locator("input").fill(value);
  await dialog.getByRole("button", { name: "OK" }).click();
}

Deno.test({
  name:
    "profiles e2e: submit, approve, reject and resubmit, block, reset password, audit log CSV",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const sana = {
        name: "Sana Iqbal",
        email: "sana@kamai.test",
        password: "sana-pass-1",
      };
      const omar = {
        name: "Omar Raza",
        email: "omar@kamai.test",
        password: "omar-pass-1",
      };
      const sanaSession = await createVerifiedUser(e2e.url, sana);
      const omarSession = await createVerifiedUser(e2e.url, omar);
      const adminLogin = await loginViaApi(
        e2e.url,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      assert.equal(adminLogin.status, 200);
      const adminSession = adminLogin.body;
      let sanaPage!: Page;
      let adminPage!: Page;

      await t.step(
        "a new user submits a profile and sees it awaiting approval",
        async () => {
          sanaPage = await openAs(e2e, sanaSession, "/complete-profile");
          await sanaPage.getByLabel("Full Name").fill(sana.name);
          await sanaPage.getByLabel("CNIC").fill("35202-1234567-1");
          await sanaPage.getByLabel("Phone").fill("0300 1234567");
          await sanaPage.getByLabel("Date of Birth").fill("1999-05-20");
          await sanaPage.getByLabel("Facebook").fill("not-a-url");
          await sanaPage.getByRole("button", { name: "Submit Profile" })
            .click();
          // The browser's own URL check or the server's message; either way nothing is lost.
          await sanaPage.getByLabel("Facebook").fill(
            "https://facebook.com/sana",
          );
          await sanaPage.getByRole("button", { name: "Submit Profile" })
            .click();
          await sanaPage.getByText("Submitted. Awaiting admin approval.")
            .waitFor();
          const me = await api(e2e, sanaSession.token, "/api/profile/me");
          assert.equal(me.body.profile.cnic, "3520212345671");
          assert.equal(me.body.profile.phone, "+923001234567");
          assert.equal(me.body.profile.dob, "1999-05-20");
        },
      );

      await t.step(
        "the admin sees the bubble count and approves; the user reaches the dashboard",
        async () => {
          const submitted = await api(e2e, omarSession.token, "/api/profile", {
            name: omar.name,
          });
          assert.equal(submitted.status, 201);
          adminPage = await openAs(e2e, adminSession, "/admin/profiles");
          await adminPage.getByLabel("2 pending profiles").waitFor();
          const card = adminPage.getByRole("region", {
            name: `Profile of ${sana.name}`,
          });
          await card.getByRole("button", { name: "Approve" }).click();
          await adminPage.getByText("Profile approved!").waitFor();
          assert.equal(await card.count(), 0);
          // The nav's Queued bubble follows the decision without a reload.
          await adminPage.getByLabel("1 pending profiles").waitFor();
          await sanaPage.goto("/complete-profile");
          await sanaPage.getByText("Your profile has been approved.").waitFor();
          await sanaPage.waitForURL("**/dashboard");
          assert.equal(
            await sanaPage.evaluate(() => localStorage.getItem("approved")),
            "true",
          );
        },
      );

      await t.step(
        "a rejected user sees the reason, edits and resubmits",
        async () => {
          const card = adminPage.getByRole("region", {
            name: `Profile of ${omar.name}`,
          });
          await card.getByRole("button", { name: "Reject" }).click();
          await answerPrompt(adminPage, "Please add a social link");
          await adminPage.getByText("Profile rejected!").waitFor();
          await adminPage.getByText("No pending profiles found.").waitFor();
          await adminPage.getByLabel(/pending profiles$/).waitFor({
            state: "detached",
          });
          const omarPage = await openAs(e2e, omarSession, "/complete-profile");
          await omarPage.getByText("Your profile was not approved.").waitFor();
          await omarPage.getByText("Please add a social link").waitFor();
          assert.equal(
            await omarPage.getByLabel("Full Name").inputValue(),
            omar.name,
          );
          await omarPage.getByLabel("Instagram").fill(
            "https://instagram.com/omar",
          );
          await omarPage.getByRole("button", { name: "Submit Profile" })
            .click();
          await omarPage.getByText("Submitted. Awaiting admin approval.")
            .waitFor();
          const me = await api(e2e, omarSession.token, "/api/profile/me");
          assert.equal(me.body.profile.status, "pending");
          assert.equal(
            me.body.profile.instagramUrl,
            "https://instagram.com/omar",
          );
        },
      );

      await t.step(
        "a blocked user's next request is refused and the UI returns to /login",
        async () => {
          await adminPage.goto("/admin/users");
          await adminPage.getByLabel("Search").fill("sana");
          await adminPage.getByRole("button", { name: `Block ${sana.email}` })
            .click();
          await adminPage.getByText("User blocked.").waitFor();
          await adminPage.getByRole("button", { name: `Unblock ${sana.email}` })
            .waitFor();
          await sanaPage.goto("/my-profile");
          await sanaPage.waitForURL("**/login");
          assert.equal(
            await sanaPage.evaluate(() => localStorage.getItem("token")),
            null,
          );
        },
      );

      await t.step(
        "a reset password: the old one fails, the new one works",
        async () => {
          await adminPage.getByLabel("Search").fill("omar");
          await adminPage.getByRole("button", {
            name: `Reset password of ${omar.email}`,
          }).click();
          await answerPrompt(adminPage, "brand-new-pass");
          await adminPage.getByText("Password reset successfully.").waitFor();
          assert.equal(
            (await loginViaApi(e2e.url, omar.email, omar.password)).status,
            401,
          );
          assert.equal(
            (await loginViaApi(e2e.url, omar.email, "brand-new-pass")).status,
            200,
          );
        },
      );

      await t.step(
        "the Profile button opens the full profile view",
        async () => {
          await adminPage.getByRole("link", {
            name: `Profile of ${omar.email}`,
          }).click();
          await adminPage.waitForURL("**/admin/user-profile/*");
          await adminPage.getByRole("heading", { name: omar.name }).waitFor();
          await adminPage.getByRole("heading", { name: "Personal Information" })
            .waitFor();
          await adminPage.getByText("https://instagram.com/omar").waitFor();
          await adminPage.getByText("No payout history found").waitFor();
          await adminPage.getByText("No affiliate links found").waitFor();
          await adminPage.goto("/admin/user-profile/999999");
          await adminPage.getByText(
            "User not found or profile data unavailable",
          ).waitFor();
        },
      );

      await t.step(
        "the audit-log page shows these actions and exports a matching CSV",
        async () => {
          await adminPage.goto("/admin/audit-logs");
          for (
            const action of [
              "Approve Profile",
              "Reject Profile",
              "Block User",
              "Reset Password",
            ]
          ) {
            await adminPage.getByRole("cell", { name: action }).first()
              .waitFor();
          }
          const download = adminPage.waitForEvent("download");
          await adminPage.getByRole("button", { name: "Export CSV" }).click();
          const file = await download;
          assert.match(
            file.suggestedFilename(),
            /^audit_logs_\d{4}-\d{2}-\d{2}\.csv$/,
          );
          const csv = await Deno.readTextFile(await file.path());
          const lines = csv.trim().split("\r\n");
          assert.equal(lines[0], '"Date","Admin ID","Action","Details"');
          const logs =
            (await api(e2e, adminSession.token, "/api/admin/audit-logs"))
              .body as {
                adminId: number;
                action: string;
                details: string;
              }[];
          assert.deepEqual(
            lines.slice(1).map((l) =>
              l.split('","').slice(1).join('","').replace(/"$/, "")
            ),
            logs.map((r) =>
              `${r.adminId}","${r.action}","${r.details.replaceAll('"', '""')}`
            ),
          );
          assert.deepEqual(logs.map((r) => r.action), [
            "Reset Password",
            "Block User",
            "Reject Profile",
            "Approve Profile",
          ]);
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
