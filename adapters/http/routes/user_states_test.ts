import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";
import {
  LIFECYCLE_STATES,
  lifecycleStateOf,
} from "../../../domain/users/lifecycle_state.ts";

/** Submits a minimal profile as the user. */
async function submitProfile(
  app: Parameters<Parameters<typeof forEachTestApp>[1]>[1],
  token: string,
  name: string,
) {
  const res = await app.json("/api/profile", {
    token,
    method: "POST",
    body: { name },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
}

forEachTestApp(
  "user lifecycle states: one state per person in the list, its filter and counts, and on profile/me",
  async (t, app) => {
    const admin = await createUser(app.infra, {
      role: "admin",
      name: "State Admin",
    });
    const asAdmin = (path: string, method = "GET") =>
      app.json(path, { token: admin.token, method });
    const make = (name: string) =>
      createUser(app.infra, { name, approved: false });
    const nadia = await make("Nadia NoProfile");
    const parvez = await make("Parvez Pending");
    const amina = await make("Amina Approved");
    const rashid = await make("Rashid Rejected");
    const bushra = await make("Bushra Blocked");
    for (const u of [parvez, amina, rashid, bushra]) {
      await submitProfile(app, u.token, u.name);
    }
    assert.equal(
      (await asAdmin(`/api/admin/approve/${amina.id}`, "POST")).status,
      200,
    );
    assert.equal(
      (await asAdmin(`/api/admin/reject/${rashid.id}`, "POST")).status,
      200,
    );
    // Bushra is blocked while her profile waits: blocked wins over pending.
    assert.equal(
      (await asAdmin(`/api/admin/users/${bushra.id}/toggle-block`, "POST"))
        .status,
      200,
    );
    const expected = new Map([
      [nadia.id, "no_profile"],
      [parvez.id, "pending"],
      [amina.id, "approved"],
      [rashid.id, "rejected"],
      [bushra.id, "blocked"],
      [admin.id, "approved"],
    ]);

    await t.step("each user row carries its one state", async () => {
      const list = await asAdmin("/api/admin/users");
      assert.equal(list.status, 200);
      const states = new Map(
        list.body.map((u: { id: number; state: string }) => [u.id, u.state]),
      );
      for (const [id, state] of expected) assert.equal(states.get(id), state);
      const amina1 = list.body.find((u: { id: number }) => u.id === amina.id);
      assert.equal(amina1.isApproved, true);
      const bushra1 = list.body.find((u: { id: number }) => u.id === bushra.id);
      assert.equal(bushra1.isApproved, false);
      assert.equal(bushra1.isBlocked, true);
    });

    await t.step(
      "?state= filters on the server, with X-Total-Count and paging",
      async () => {
        for (const state of LIFECYCLE_STATES) {
          const res = await asAdmin(`/api/admin/users?state=${state}`);
          assert.equal(res.status, 200);
          const want = [...expected].filter(([, s]) => s === state)
            .map(([id]) => id);
          const got = res.body.map((u: { id: number; state: string }) => {
            assert.equal(u.state, state);
            return u.id;
          });
          for (const id of want) assert.ok(got.includes(id), `${state} ${id}`);
          assert.equal(res.headers.get("x-total-count"), String(got.length));
        }
        const paged = await asAdmin(
          "/api/admin/users?state=approved&page=1&pageSize=1",
        );
        assert.equal(paged.body.length, 1);
        const approved = await asAdmin("/api/admin/users?state=approved");
        assert.equal(
          paged.headers.get("x-total-count"),
          String(approved.body.length),
        );
        const refused = await asAdmin("/api/admin/users?state=sleeping");
        assert.equal(refused.status, 400);
        assert.equal(refused.body.code, "VALIDATION_ERROR");
      },
    );

    await t.step(
      "GET /api/admin/user-states counts each state, with the search",
      async () => {
        const res = await asAdmin("/api/admin/user-states");
        assert.equal(res.status, 200);
        // The counts are the list's rows grouped by state (the instance's own first admin included).
        const list = await asAdmin("/api/admin/users");
        const counted: Record<string, number> = { all: list.body.length };
        for (const state of LIFECYCLE_STATES) {
          counted[state] = list.body.filter((u: { state: string }) =>
            u.state === state
          ).length;
        }
        assert.deepEqual(res.body, counted);
        assert.equal(res.body.pending, 1);
        const searched = await asAdmin("/api/admin/user-states?q=bushra");
        assert.deepEqual(searched.body, {
          all: 1,
          no_profile: 0,
          pending: 0,
          approved: 0,
          rejected: 0,
          blocked: 1,
        });
        assert.equal(
          (await app.json("/api/admin/user-states", { token: amina.token }))
            .status,
          403,
        );
      },
    );

    await t.step(
      "unblocking gives back the state the block took; profile/me says the state",
      async () => {
        const me = async (token: string) =>
          (await app.json("/api/profile/me", { token })).body.state;
        assert.equal(await me(nadia.token), "no_profile");
        assert.equal(await me(parvez.token), "pending");
        assert.equal(await me(amina.token), "approved");
        assert.equal(await me(rashid.token), "rejected");
        await asAdmin(`/api/admin/users/${bushra.id}/toggle-block`, "POST");
        const list = await asAdmin("/api/admin/users?q=bushra");
        assert.equal(list.body[0].state, "pending");
      },
    );
  },
);

Deno.test("lifecycleStateOf: block, then approval, then the profile's review", () => {
  const facts = (
    isBlocked: boolean,
    isApproved: boolean,
    profileStatus: "pending" | "approved" | "rejected" | null,
  ) => lifecycleStateOf({ isBlocked, isApproved, profileStatus });
  assert.equal(facts(true, false, "approved"), "blocked");
  assert.equal(facts(false, true, null), "approved");
  assert.equal(facts(false, false, "pending"), "pending");
  assert.equal(facts(false, false, "rejected"), "rejected");
  assert.equal(facts(false, false, null), "no_profile");
  // An approved profile without the approval (an admin demoted to affiliate) reads as no profile.
  assert.equal(facts(false, false, "approved"), "no_profile");
});
