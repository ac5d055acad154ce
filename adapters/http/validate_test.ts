import assert from "node:assert/strict";
import { Hono } from "hono";
import { z } from "zod";
import { HTTPException } from "hono/http-exception";
import {
  jsonBody,
  optionalBodyText,
  parseIdParam,
  queryParams,
} from "./validate.ts";

const schema = z.object({
  email: z.string({ error: "Email is required" }).email("Enter a valid email"),
  age: z.number({ error: "Age must be a number" }).int().min(
    18,
    "You must be 18 or older",
  ),
});

function testApp(): Hono {
  const app = new Hono();
  app.onError((error, c) =>
    error instanceof HTTPException ? error.getResponse() : c.text("bug", 500)
  );
  app.post("/people", jsonBody(schema), (c) => {
    const body = c.req.valid("json");
    return c.json({ email: body.email, nextAge: body.age + 1 });
  });
  app.get(
    "/search",
    queryParams(
      z.object({
        page: z.coerce.number().int().min(1, "Page must be 1 or more"),
      }),
    ),
    (c) => {
      return c.json({ page: c.req.valid("query").page });
    },
  );
  app.get("/things/:id", (c) => c.json({ id: parseIdParam(c, "id") }));
  return app;
}

async function post(
  body: string,
  contentType = "application/json",
): Promise<{ status: number; body: unknown }> {
  const res = await testApp().request("/people", {
    method: "POST",
    body,
    headers: { "content-type": contentType },
  });
  return { status: res.status, body: await res.json() };
}

Deno.test("jsonBody passes a valid body through, typed", async () => {
  assert.deepEqual(await post(JSON.stringify({ email: "a@b.co", age: 20 })), {
    status: 200,
    body: { email: "a@b.co", nextAge: 21 },
  });
  assert.equal(
    (await post(
      JSON.stringify({ email: "a@b.co", age: 20 }),
      "application/json; charset=utf-8",
    )).status,
    200,
  );
});

Deno.test("jsonBody answers 400 VALIDATION_ERROR with the first issue's message", async () => {
  assert.deepEqual(await post(JSON.stringify({ email: "nope", age: 12 })), {
    status: 400,
    body: { message: "Enter a valid email", code: "VALIDATION_ERROR" },
  });
  assert.deepEqual(await post(JSON.stringify({ email: "a@b.co", age: "12" })), {
    status: 400,
    body: { message: "Age must be a number", code: "VALIDATION_ERROR" },
  });
  assert.deepEqual(await post(JSON.stringify({})), {
    status: 400,
    body: { message: "Email is required", code: "VALIDATION_ERROR" },
  });
  assert.equal((await post("[1,2]")).status, 400);
  assert.equal((await post("null")).status, 400);
});

Deno.test("jsonBody answers 400 INVALID_JSON for malformed or empty JSON", async () => {
  const expected = {
    status: 400,
    body: {
      message: "The request body is not valid JSON",
      code: "INVALID_JSON",
    },
  };
  assert.deepEqual(await post('{"email": '), expected);
  assert.deepEqual(await post(""), expected);
});

Deno.test("jsonBody answers 415 when the body is not sent as JSON", async () => {
  const result = await post(
    "email=a@b.co",
    "application/x-www-form-urlencoded",
  );
  assert.deepEqual(result, {
    status: 415,
    body: {
      message: "Send the request body as JSON (Content-Type: application/json)",
      code: "UNSUPPORTED_MEDIA_TYPE",
    },
  });
  const res = await testApp().request("/people", {
    method: "POST",
    body: "{}",
  });
  assert.equal(res.status, 415);
});

Deno.test("queryParams validates the query string", async () => {
  const app = testApp();
  assert.deepEqual(await (await app.request("/search?page=3")).json(), {
    page: 3,
  });
  const res = await app.request("/search?page=0");
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), {
    message: "Page must be 1 or more",
    code: "VALIDATION_ERROR",
  });
});

Deno.test("parseIdParam accepts positive ids, 400s non-numbers, 404s ids no row can have", async () => {
  const app = testApp();
  assert.deepEqual(await (await app.request("/things/42")).json(), { id: 42 });
  const notNumber = await app.request("/things/abc");
  assert.equal(notNumber.status, 400);
  assert.deepEqual(await notNumber.json(), {
    message: "Invalid id",
    code: "VALIDATION_ERROR",
  });
  for (const id of ["0", "99999999999999999999", "-1"]) {
    const res = await app.request(`/things/${id}`);
    assert.equal(res.status, id === "-1" ? 400 : 404, id);
  }
});

Deno.test("optionalBodyText: null without a body or the field, the text when sent, 400 when not text", async () => {
  const app = new Hono();
  app.onError((error, c) =>
    error instanceof HTTPException ? error.getResponse() : c.text("bug", 500)
  );
  app.post("/reject", async (c) =>
    c.json({
      reason: await optionalBodyText(c, "reason", "The reason must be text."),
    }));
  const send = async (body?: string) => {
    const res = await app.request("/reject", {
      method: "POST",
      body,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    });
    return { status: res.status, body: await res.json() };
  };
  assert.deepEqual(await send(), { status: 200, body: { reason: null } });
  assert.deepEqual(await send("{}"), { status: 200, body: { reason: null } });
  assert.deepEqual(await send('{"reason":"Blurry CNIC"}'), {
    status: 200,
    body: { reason: "Blurry CNIC" },
  });
  assert.deepEqual(await send('{"reason":42}'), {
    status: 400,
    body: { message: "The reason must be text.", code: "VALIDATION_ERROR" },
  });
});
