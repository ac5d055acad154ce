/** The breakdown values of a click row as SQL: one (dimension, value) row per dimension (migrations/0048). */
import type { SqlClient } from "./unit_of_work.ts";

/** A LATERAL list of `alias`'s (dimension, value) pairs; `alias` is a click row with the breakdown columns. */
export function breakdownValues(sql: SqlClient, alias: "i" | "k") {
  // Two fixed aliases, written out: a column list is no parameter.
  // A city is kept with its country ("PK|Karachi"): two cities of one name stay apart, and a country's table reads it.
  return alias === "i"
    ? sql`(VALUES ('s1', i.s1), ('s2', i.s2), ('s3', i.s3), ('s4', i.s4), ('s5', i.s5),
        ('country', i.country), ('city', i.country || '|' || i.city), ('device', i.device), ('os', i.os),
        ('browser', i.browser), ('referrer', i.referrer))`
    : sql`(VALUES ('s1', k.s1), ('s2', k.s2), ('s3', k.s3), ('s4', k.s4), ('s5', k.s5),
        ('country', k.country), ('city', k.country || '|' || k.city), ('device', k.device), ('os', k.os),
        ('browser', k.browser), ('referrer', k.referrer))`;
}
