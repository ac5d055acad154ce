import assert from "node:assert/strict";
import { Hono } from "hono";
import { SignJWT } from "jose";
import { forEachTestApp } from "./test_app.ts";
import { createUser } from "./test_users.ts";
import { bearerToken } from "./auth_middleware.ts";
import type { Session } from "../app_context.ts";
import { errorResponse } from "./api_error.ts";
import { HTTPException } from "hono/http-exception";
import { JWT_AUDIENCE } from "../crypto/jwt_tokens.ts";

Deno.test("bearerToken reads 'Bearer x', 'bearer x' and a bare token; nothing for blanks", () => {
  assert.equal(bearerToken("Bearer abc.def"), "abc.def");
  assert.equal(bearerToken("bearer   abc"), "abc");
  assert.equal(bearerToken("abc"), "abc");
  assert.equal(bearerToken(""), null);
  assert.equal(bearerToken("Bearer "), null);
  assert.equal(bearerToken(undefined), null);
});

forEachTestApp(
  "auth guards: 401 without or with a bad token, 403 wrong role, 410 deleted, 401 revoked",
  async (t, app) => {
    // A guarded mini app over the running app's guards, answering like the real one.
    const guarded = new Hono<{ Variables: { session: Session } }>();
    guarded.onError((e) =>
      e instanceof HTTPException
        ? e.getResponse()
        : errorResponse("INTERNAL_ERROR", "boom")
    );
    guarded.get(
      "/user",
      app.ctx.auth.requireUser,
      (c) => c.json(c.get("session")),
    );
    guarded.get(
      "/admin",
      app.ctx.auth.requireAdmin,
      (c) => c.json(c.get("session")),
    );
    const call = async (path: string, authorization?: string) => {
      const res = await guarded.request(path, {
        headers: authorization ? { authorization } : {},
      });
      return { status: res.status, body: await res.json() };
    };

    const user = await createUser(app.infra, { approved: false });
    const admin = await createUser(app.infra, { role: "admin" });

    await t.step("no token → 401 UNAUTHORIZED on both guards", async () => {
      for (const path of ["/user", "/admin"]) {
        const res = await call(path);
        assert.equal(res.status, 401);
        assert.equal(res.body.code, "UNAUTHORIZED");
        assert.equal(typeof res.body.message, "string");
      }
    });

    await t.step("bad tokens → 401 INVALID_TOKEN", async () => {
      const foreign = await new SignJWT({ role: "admin", tv: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(admin.id)).setIssuer(app.infra.config.publicUrl)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt().setExpirationTime("1h").sign(
          new TextEncoder().encode("not-the-app-secret"),
        );
      for (
        const bad of [
          "Bearer garbage",
          "Bearer a.b.c",
          `Bearer ${foreign}`,
          `Bearer ${user.token}x`,
        ]
      ) {
        const res = await call("/user", bad);
        assert.equal(res.status, 401, bad);
        assert.equal(res.body.code, "INVALID_TOKEN");
      }
    });

    await t.step(
      "a user token passes requireUser with its session, and is 403 FORBIDDEN on requireAdmin",
      async () => {
        const ok = await call("/user", `Bearer ${user.token}`);
        assert.equal(ok.status, 200);
        assert.deepEqual(ok.body, {
          userId: user.id,
          role: "user",
          isApproved: false,
        });
        const forbidden = await call("/admin", `Bearer ${user.token}`);
        assert.equal(forbidden.status, 403);
        assert.equal(forbidden.body.code, "FORBIDDEN");
        const adminOk = await call("/admin", `Bearer ${admin.token}`);
        assert.equal(adminOk.status, 200);
        assert.equal(adminOk.body.role, "admin");
      },
    );

    await t.step(
      "a real admin route refuses a user token (403) and no token (401)",
      async () => {
        const asUser = await app.json("/api/admin/users", {
          token: user.token,
        });
        assert.equal(asUser.status, 403);
        assert.equal(asUser.body.code, "FORBIDDEN");
        const anonymous = await app.json("/api/admin/users");
        assert.equal(anonymous.status, 401);
      },
    );

    await t.step(
      "the row wins over the token: approval changes show at once",
      async () => {
        await app.infra
          .sql`UPDATE users SET is_approved = true WHERE id = ${user.id}`;
        assert.equal(
          (await call("/user", `Bearer ${user.token}`)).body.isApproved,
          true,
        );
      },
    );

    await t.step("a bumped token version → 401 TOKEN_REVOKED", async () => {
      await app.infra
        .sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${user.id}`;
      const res = await call("/user", `Bearer ${user.token}`);
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, {
        message: "Your session has ended. Please log in again.",
        code: "TOKEN_REVOKED",
      });
    });

    await t.step(
      "a deleted user → 410 USER_DELETED, also on /api/auth/me",
      async () => {
        const doomed = await createUser(app.infra);
        await app.infra
          .sql`UPDATE users SET deleted_at = now() WHERE id = ${doomed.id}`;
        const res = await call("/user", `Bearer ${doomed.token}`);
        assert.equal(res.status, 410);
        assert.equal(res.body.code, "USER_DELETED");
        const me = await app.json("/api/auth/me", { token: doomed.token });
        assert.equal(me.status, 410);
        assert.equal(me.body.code, "USER_DELETED");
      },
    );
  },
);
