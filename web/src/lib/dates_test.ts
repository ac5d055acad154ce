import assert from "node:assert/strict";
import {
  addDays,
  addMonths,
  endOfMonth,
  formatCalendarDate,
  formatDateTime,
  karachiLocalToInstant,
  karachiToday,
  startOfMonth,
} from "./dates.ts";

Deno.test("karachiToday uses UTC+5 whatever the device zone", () => {
  assert.equal(karachiToday(new Date("2026-03-04T18:59:59Z")), "2026-03-04");
  assert.equal(karachiToday(new Date("2026-03-04T19:00:00Z")), "2026-03-05");
});

Deno.test("calendar arithmetic", () => {
  assert.equal(addDays("2026-03-01", -1), "2026-02-28");
  assert.equal(addMonths("2026-03-31", -1), "2026-02-28");
  assert.equal(startOfMonth("2026-03-17"), "2026-03-01");
  assert.equal(endOfMonth("2024-02-10"), "2024-02-29");
});

Deno.test("people-facing formats", () => {
  assert.equal(formatCalendarDate("2026-03-05"), "05 Mar 2026");
  assert.equal(formatCalendarDate(null), "-");
  assert.equal(formatDateTime("2026-03-05T09:30:00Z"), "05 Mar 2026, 14:30");
  assert.equal(formatDateTime("nope"), "-");
});

Deno.test("Urdu pages name months in Urdu, with Western digits and a 24-hour clock", () => {
  assert.equal(
    formatCalendarDate("2026-03-05", "ur"),
    "05 مارچ، 2026",
  );
  assert.equal(
    formatDateTime("2026-03-05T09:30:00Z", "ur"),
    "05 مارچ، 2026، 14:30",
  );
  assert.equal(
    formatDateTime("2026-03-05T09:30:00Z", "en"),
    "05 Mar 2026, 14:30",
  );
});

Deno.test("a datetime-local value is read as Karachi time, whatever the device zone", () => {
  assert.equal(
    karachiLocalToInstant("2026-03-05T14:30"),
    "2026-03-05T09:30:00.000Z",
  );
  assert.equal(karachiLocalToInstant(""), null);
  assert.equal(karachiLocalToInstant("2026-13-45T99:00"), null);
});
