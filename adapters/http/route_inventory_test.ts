import assert from "node:assert/strict";
import { declarationProblems, operationKey } from "./route_inventory.ts";
import { OPERATIONS } from "./openapi/api_operations.ts";

Deno.test("a route served but not declared, or declared without access, is a problem", () => {
  const served = [
    { method: "GET", path: "/api/things/:id" },
    { method: "POST", path: "/api/undeclared" },
  ];
  const problems = declarationProblems(served, [
    { method: "get", path: "/api/things/{id}", access: "admin" },
    { method: "delete", path: "/api/things/{id}" },
    { method: "get", path: "/api/things/{id}", access: "user" },
  ]);
  assert.deepEqual(problems.sort(), [
    "DELETE /api/things/:id: declared but not served",
    "DELETE /api/things/:id: declared without access (undefined)",
    "GET /api/things/:id: declared twice",
    "POST /api/undeclared: served but not declared in openapi/operations",
  ]);
  assert.deepEqual(
    declarationProblems(served.slice(0, 1), [
      { method: "get", path: "/api/things/{id}", access: "admin" },
    ]),
    [],
  );
});

Deno.test("every declared operation names one of the known accesses", () => {
  const served = OPERATIONS.map((o) => {
    const [method, path] = operationKey(o).split(" ");
    return { method, path };
  });
  assert.deepEqual(declarationProblems(served, OPERATIONS), []);
});
