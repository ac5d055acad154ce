import assert from "node:assert/strict";
import { ALONE, groupModule, testFiles, testGroups } from "./test_groups.ts";

const root = new URL("../", import.meta.url);

Deno.test("the groups hold every test file deno test finds, each once", async () => {
  const files = await testFiles(root);
  assert.ok(files.includes("scripts/test_groups_test.ts"));
  assert.ok(files.includes("web/e2e/accessibility_test.ts"));
  assert.ok(files.includes("domain/payouts/request_payout_test.ts"));
  // The web's own tests run under its config, through web/e2e/web_units_test.ts.
  assert.ok(!files.some((f) => f.startsWith("web/src/")));
  assert.ok(!files.some((f) => f.includes("node_modules/")));
  assert.ok(files.length > 250, `${files.length}`);

  const groups = testGroups(files);
  const grouped = groups.flatMap((g) => g.files);
  assert.deepEqual([...grouped].sort(), files);
  assert.equal(new Set(groups.map((g) => g.name)).size, groups.length);
  for (const group of groups) {
    assert.match(group.name, /^g\d{3}_[a-z0-9_]+_test\.ts$/);
    const browser = group.files[0].startsWith("web/e2e/");
    assert.ok(group.files.length <= (browser ? 3 : 8), group.name);
    assert.ok(
      group.files.every((f) => f.startsWith("web/e2e/") === browser),
      `${group.name} mixes browser and other files`,
    );
  }
  for (const file of ALONE) {
    assert.deepEqual(groups.find((g) => g.files.includes(file))?.files, [
      file,
    ]);
  }
});

Deno.test("the long browser walks start among the first groups", () => {
  const files = [
    "a/one_test.ts",
    "a/two_test.ts",
    "web/e2e/accessibility_test.ts",
    "web/e2e/login_test.ts",
  ];
  const groups = testGroups(files);
  assert.deepEqual(groups.map((g) => g.files), [
    ["a/one_test.ts", "a/two_test.ts"],
    ["web/e2e/accessibility_test.ts"],
    ["web/e2e/login_test.ts"],
  ]);
  assert.equal(
    groupModule(groups[0], 1),
    'import "../a/one_test.ts";\nimport "../a/two_test.ts";\n',
  );
});
