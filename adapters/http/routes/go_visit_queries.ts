/** The redirect's cache of query strings read (sub-ids, a deep link's target). */
import {
  readVisitQuery,
  type VisitQuery,
} from "../../../domain/tracking/sub_ids.ts";

const MAX_QUERIES = 1_000;

/** What a visit without a query string carries. */
export const NO_QUERY = readVisitQuery("");

/**
 * Each query string read once: an ad's link carries the same sub-ids on every visit, and its clicks then share
 * one (never changed) sub-ids object.
 */
export function createVisitQueries(): (query: string) => VisitQuery {
  const queries = new Map<string, VisitQuery>();
  return (query) => {
    let read = queries.get(query);
    if (read === undefined) {
      read = readVisitQuery(query);
      if (queries.size >= MAX_QUERIES) queries.clear();
      queries.set(query, read);
    }
    return read;
  };
}
