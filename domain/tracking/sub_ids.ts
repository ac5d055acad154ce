/**
 * Sub-ids: up to five labels an affiliate adds to a tracked link (`s1`…`s5`, also `sub1`…`sub5`) to tell their ads,
 * pages and groups apart (docs/sub-ids.md).
 */

/** The five sub-id slots. */
export const SUB_ID_KEYS = ["s1", "s2", "s3", "s4", "s5"] as const;

/** One sub-id slot. */
export type SubIdKey = typeof SUB_ID_KEYS[number];

/** A click's sub-ids; a slot the visit did not carry (or carried an unusable value in) is null. */
export type SubIds = Record<SubIdKey, string | null>;

/** What a sub-id value may be: 1 to 100 of `A-Z a-z 0-9 . _ - ~` (safe in a URL, a CSV cell and HTML as they are). */
const SUB_ID_VALUE = /^[A-Za-z0-9._~-]{1,100}$/;

/** The value when it is a usable sub-id, else null (it is dropped whole, never stored or passed on changed). */
export function cleanSubId(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && SUB_ID_VALUE.test(value)
    ? value
    : null;
}

/**
 * The sub-ids of a query string (without its `?`): `sN` wins over `subN`. Null when it carries none, so a visit
 * without sub-ids costs nothing more.
 */
export function readSubIds(query: string): SubIds | null {
  return query === "" ? null : subIdsOf(new URLSearchParams(query));
}

/** The sub-ids of parsed query parameters (readSubIds); null when there are none. */
export function subIdsOf(
  params: Pick<URLSearchParams, "get">,
): SubIds | null {
  let found = false;
  const subIds = {} as SubIds;
  for (let i = 0; i < SUB_ID_KEYS.length; i++) {
    const key = SUB_ID_KEYS[i];
    const value = cleanSubId(params.get(key)) ??
      cleanSubId(params.get(`sub${i + 1}`));
    subIds[key] = value;
    if (value !== null) found = true;
  }
  return found ? subIds : null;
}

/** What a tracked visit's query carries: its sub-ids and a deep link's target (`to`), each null when absent. */
export interface VisitQuery {
  subIds: SubIds | null;
  to: string | null;
}

const NOTHING: VisitQuery = { subIds: null, to: null };

/**
 * The sub-ids and `to` of a query string (without its `?`), read as URLSearchParams reads them (the first of a
 * repeated name wins). A query with nothing to decode (no `%`, no `+`, the usual `s1=fb-ad-3`) is split by hand:
 * the same answer without building the parameter list on every redirect.
 */
export function readVisitQuery(query: string): VisitQuery {
  if (query === "") return NOTHING;
  if (query.includes("%") || query.includes("+")) {
    const params = new URLSearchParams(query);
    return { subIds: subIdsOf(params), to: params.get("to") };
  }
  const found = new Map<string, string>();
  for (const pair of query.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const name = eq < 0 ? pair : pair.slice(0, eq);
    if (!found.has(name)) found.set(name, eq < 0 ? "" : pair.slice(eq + 1));
  }
  return {
    subIds: subIdsOf({ get: (name: string) => found.get(name) ?? null }),
    to: found.get("to") ?? null,
  };
}

/** Whether a destination template has a `{s1}`…`{s5}` slot. */
export function hasSubIdSlots(template: string): boolean {
  return /\{s[1-5]\}/.test(template);
}

/** Fills a template's `{s1}`…`{s5}` with the sub-ids (an empty slot stays empty); the values need no escaping. */
export function fillSubIds(template: string, subIds: SubIds | null): string {
  return template.replace(
    /\{(s[1-5])\}/g,
    (_, key: SubIdKey) => subIds?.[key] ?? "",
  );
}

/** The sub-ids in slot order (s1 first), as a conversion row's s1..s5 take them; empty when there are none. */
export function subIdList(
  subIds: SubIds | null | undefined,
): (string | null)[] {
  return subIds ? SUB_ID_KEYS.map((key) => subIds[key]) : [];
}
