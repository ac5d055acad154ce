import { equal } from "node:assert/strict";
import { ApiError } from "./api.ts";
import { loadFailureMessage, SOURCES_UNAVAILABLE } from "./sources_api.ts";

Deno.test("loadFailureMessage says the API is missing for a bare 404, and shows the API's own messages", () => {
  equal(
    loadFailureMessage(new ApiError(404, "NOT_FOUND", "Not found"), "x"),
    SOURCES_UNAVAILABLE,
  );
  equal(
    loadFailureMessage(
      new ApiError(404, "NOT_FOUND", "Source not found."),
      "x",
    ),
    "Source not found.",
  );
  equal(
    loadFailureMessage(new ApiError(500, null, null), "Failed to load."),
    "Failed to load.",
  );
  equal(
    loadFailureMessage(new ApiError(400, "BAD", "Bad outcome."), "x"),
    "Bad outcome.",
  );
});
