/**
 * The delivery repositories as a file import uses them, with its statements cut from several per row to a few per
 * file (docs/sources.md, "Imports in bulk"): every statement costs a socket write, and a 10,000-row file made ~47,000.
 */
import type { OutboxEvent } from "../events/event_outbox.ts";
import type { BreakdownCause } from "../stats/breakdown.ts";
import type { StatsDelta } from "../stats/stats_repository.ts";
import type { LedgerEntryInput } from "../ledger/ledger_repository.ts";
import type {
  CapClaim,
  CapPeriodUsage,
  LiveCap,
  MarginDelta,
  OfferConversionRecord,
} from "../offers/offer_earning_repos.ts";
import { type CalendarDate, startOfMonth } from "../shared/karachi_date.ts";
import type { Attribution } from "./conversion_step.ts";
import { normalizeCouponCode } from "./attribution.ts";
import type {
  CreditTarget,
  DeliveryRepos,
  SourceEventFields,
  SourceKeyRow,
  SourceOrder,
  WaitingStep,
} from "./sources_repos.ts";

/** Rows per multi-row statement. */
export const CHUNK = 2000;

/** An import's key of one order of one goal. */
const orderKey = (orderId: string, goal: string) => `${goal} ${orderId}`;

/** What one order adds to the risk figures of `userId` since `since` (risk_repository's conversionFigures). */
function figuresOf(o: SourceOrder | null, userId: number, since: string) {
  if (!o || o.userId !== userId || o.saleDate < since) {
    return { sales: 0, refunds: 0 };
  }
  return {
    sales: 1,
    refunds: o.refundedMinor > 0 || o.status === "reversed" ? 1 : 0,
  };
}

/**
 * Everything the import reads is read at once and kept, and everything it writes is kept and written at once, all
 * inside its one transaction, so the result is the one a row-by-row import gives:
 * - the file's orders (with the steps waiting for them and their offer conversions) are locked and read up front,
 *   the step keys it may claim too; attribution keys, the ledger currency, rates and risk thresholds once per file;
 * - step keys are claimed in memory, with ids taken from the keys' sequence in claim order (the whole source is
 *   locked, so no other delivery can claim them meanwhile); new and changed orders, offer conversions and ledger
 *   rows are kept in the order they happened and written in multi-row statements by `flush`, stats and margin
 *   rows summed per row key, event updates last wins (`eventUpdates`);
 * - the risk figures of an affiliate are read once and then counted on with the orders kept in memory;
 * - any call that would read or write those tables behind the import's back (a waiting step's key, an order's
 *   exchange rate) writes what is kept first.
 * Ids of rows not yet written are negative placeholders, replaced by their real ids when written.
 */
export async function batchedRepos(
  repos: DeliveryRepos,
  sourceId: number,
  orderIds: string[],
  stepKeys: string[],
  batch: {
    /** The goal and day of each row: a cap's periods of the batch are locked at once, at its first claim. */
    capDays?: { goal: string; date: CalendarDate }[];
    /** The rows' sales' attribution keys, looked up at once (one statement per kind of key). */
    attributions?: Attribution[];
  } = {},
): Promise<{
  repos: DeliveryRepos;
  eventUpdates: Map<number, SourceEventFields>;
  flush(): Promise<void>;
}> {
  const orders = new Map<string, SourceOrder>();
  const conversions = new Map<string, OfferConversionRecord>();
  const waiting = new Map<string, WaitingStep[]>();
  const keys = new Map<string, { id: number; eventId: number }>();
  const unique = [...new Set(orderIds)];
  const candidates = new Set(stepKeys);
  // All at once (the whole source for a file of several orders), before anything else is read or written.
  await repos.waiting.lockOrders(sourceId, unique);
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    for (const o of await repos.orders.findManyForUpdate(sourceId, chunk)) {
      orders.set(orderKey(o.orderId, o.goal), o);
    }
    for (const w of await repos.waiting.listForOrders(sourceId, chunk)) {
      waiting.set(w.orderId, [...waiting.get(w.orderId) ?? [], w]);
    }
    const found = await repos.offerConversions.findManyForUpdate(
      sourceId,
      chunk,
    );
    for (const c of found) conversions.set(orderKey(c.orderId, c.goal), c);
  }
  const keyList = [...candidates];
  for (let i = 0; i < keyList.length; i += CHUNK) {
    const found = await repos.keys.findMany(
      sourceId,
      keyList.slice(i, i + CHUNK),
    );
    for (const k of found) keys.set(k.key, { id: k.id, eventId: k.eventId });
  }
  const known = new Set(unique);
  const allKnown = (sid: number, ids: string[]) =>
    sid === sourceId && ids.every((id) => known.has(id));
  const ours = (sid: number, orderId: string) =>
    sid === sourceId && known.has(orderId);
  const eventUpdates = new Map<number, SourceEventFields>();
  const memo = <T>(lookup: (key: string) => Promise<T>) => {
    const seen = new Map<string, Promise<T>>();
    const get = (key: string) => {
      if (!seen.has(key)) seen.set(key, lookup(key));
      return seen.get(key)!;
    };
    return Object.assign(get, {
      clear: () => seen.clear(),
      // An answer known already (read in bulk).
      prime: (key: string, value: T) => seen.set(key, Promise.resolve(value)),
    });
  };
  // Attribution keys, all of the batch at once: a key read and not found answers null without a statement.
  const byClickId = memo((id) => repos.credit.byClickId(id));
  const byLinkCode = memo((code) => repos.credit.byLinkCode(code));
  const byCouponCode = memo((code) => repos.credit.byCouponCode(code));
  const attributions = batch.attributions ?? [];
  // The affiliates the batch's orders and sales credit: their risk figures are read at once.
  const usersOfBatch = new Set<number>();
  for (const o of orders.values()) usersOfBatch.add(o.userId);
  const sessionAsked = new Set<string>();
  const raised = new Set<string>();
  const ownSessionClicks = new Set<string>();
  if (attributions.length > 0) {
    const wanted = {
      clickIds: attributions.flatMap((a) => a.clickId ? [a.clickId] : []),
      linkCodes: attributions.flatMap((a) => a.linkCode ? [a.linkCode] : []),
      couponCodes: attributions.flatMap((a) =>
        (a.couponCodes ?? []).map(normalizeCouponCode).filter((c) => c !== "")
      ),
    };
    const found = await repos.credit.many(wanted);
    for (const targets of Object.values(found)) {
      for (const t of targets.values()) usersOfBatch.add(t.userId);
    }
    // The affiliates' groups, which price their new sales.
    await repos.offerTerms.readGroups([...usersOfBatch]);
    // Only keys a bulk lookup reads whole (at most 200 characters); a longer one is looked up alone.
    const prime = (
      lookup: typeof byClickId,
      keys: string[],
      targets: Map<string, CreditTarget>,
    ) => {
      for (const k of keys) {
        if (k.length <= 200) lookup.prime(k, targets.get(k) ?? null);
      }
    };
    prime(byClickId, wanted.clickIds, found.byClickId);
    // Whether a sale's click came from its affiliate's own session (a risk signal), for every click id at once.
    for (const id of wanted.clickIds) sessionAsked.add(id);
    for (
      const { clickId, userId } of await repos.risk.clicksFromOwnSessions([
        ...sessionAsked,
      ])
    ) {
      ownSessionClicks.add(`${userId} ${clickId}`);
    }
    prime(byLinkCode, wanted.linkCodes, found.byLinkCode);
    prime(byCouponCode, wanted.couponCodes, found.byCouponCode);
  }
  let placeholder = 0;

  // Step keys claimed in memory, their ids reserved from the sequence as needed.
  const newKeys = new Map<number, SourceKeyRow & { sourceId: number }>();
  const reserved: number[] = [];
  let toReserve = keyList.filter((k) => !keys.has(k)).length;
  const nextKeyId = async () => {
    if (reserved.length === 0) {
      const n = Math.max(1, Math.min(CHUNK, toReserve));
      toReserve -= n;
      reserved.push(...await repos.keys.reserveIds(n));
    }
    return reserved.shift()!;
  };
  const flushKeys = async () => {
    if (newKeys.size === 0) return;
    await repos.keys.insertMany([...newKeys.values()]);
    newKeys.clear();
  };

  // New orders (by placeholder id) and changed ones (by id), with what the database holds of each for the risk figures.
  const orderInserts = new Map<number, SourceOrder>();
  const orderUpdates = new Map<number, SourceOrder>();
  const written = new Map<string, SourceOrder | null>();
  const changedOf = new Map<number, Set<string>>();
  const keep = (change: SourceOrder) => {
    const key = orderKey(change.orderId, change.goal);
    const was = orders.get(key) ?? null;
    // The id as it stands now (a placeholder's real id once it is written).
    const o = was ? { ...change, id: was.id } : change;
    if (!written.has(key)) written.set(key, was);
    for (const u of [o.userId, was?.userId]) {
      if (u === undefined) continue;
      changedOf.set(u, (changedOf.get(u) ?? new Set()).add(key));
    }
    if (o.id < 0) orderInserts.set(o.id, o);
    else orderUpdates.set(o.id, o);
    orders.set(key, o);
  };
  const figures = memo((key: string) => {
    const [userId, since] = key.split(" ");
    return repos.risk.conversionFigures(Number(userId), since);
  });
  // The windows (`since`) whose figures were read for every affiliate of the batch at once.
  const figuresRead = new Set<string>();
  const flushOrders = async () => {
    if (orderInserts.size > 0) {
      const news = [...orderInserts.values()];
      const ids = await repos.orders.insertMany(
        news.map(({ id: _, ...o }) => o),
      );
      news.forEach((o, i) => {
        const key = orderKey(o.orderId, o.goal);
        orders.set(key, { ...orders.get(key)!, id: ids[i] });
      });
    }
    if (orderUpdates.size > 0) {
      await repos.orders.updateMany([...orderUpdates.values()]);
    }
    orderInserts.clear();
    orderUpdates.clear();
    written.clear();
    changedOf.clear();
    figures.clear();
    figuresRead.clear();
  };

  // Offer conversions: new ones by placeholder id, changes of earlier ones by id.
  const keyOfConversion = new Map<number, string>();
  for (const [key, c] of conversions) keyOfConversion.set(c.id, key);
  const conversionInserts = new Map<number, OfferConversionRecord>();
  const conversionUpdates = new Map<number, OfferConversionRecord>();
  // A written conversion's real id by its placeholder: its conversion.* events, kept meanwhile, carry the real one.
  const realConversionId = new Map<number, number>();
  const flushConversions = async () => {
    if (conversionInserts.size > 0) {
      const news = [...conversionInserts.values()];
      const ids = await repos.offerConversions.insertMany(
        news.map(({ id: _, ...c }) => c),
      );
      news.forEach((c, i) => {
        const key = orderKey(c.orderId, c.goal);
        conversions.set(key, { ...conversions.get(key)!, id: ids[i] });
        keyOfConversion.set(ids[i], key);
        realConversionId.set(c.id, ids[i]);
      });
    }
    if (conversionUpdates.size > 0) {
      await repos.offerConversions.updateMany([...conversionUpdates.values()]);
    }
    conversionInserts.clear();
    conversionUpdates.clear();
  };

  // Waiting steps by placeholder id (written after their keys, which they reference), and the ids they got.
  const waitingAdds = new Map<
    number,
    Omit<WaitingStep, "id"> & { keyId: number; applied: boolean }
  >();
  const waitingIds = new Map<number, number>();
  const flushWaiting = async () => {
    if (waitingAdds.size === 0) return;
    const ids = await repos.waiting.addMany([...waitingAdds.values()]);
    [...waitingAdds.keys()].forEach((p, i) => waitingIds.set(p, ids[i]));
    waitingAdds.clear();
  };

  // Caps: at a cap's first claim its usage rows of every day of the batch with that goal are made and locked in one
  // statement; claims then count in memory (a racing claim waits for the commit) and are written at once.
  const daysOfGoal = new Map<string, Set<CalendarDate>>();
  for (const { goal, date } of batch.capDays ?? []) {
    daysOfGoal.set(goal, (daysOfGoal.get(goal) ?? new Set()).add(date));
  }
  const usage = new Map<string, CapPeriodUsage>();
  const usageChanged = new Set<string>();
  const usageKey = (capId: number, start: CalendarDate) => `${capId} ${start}`;
  const periodOf = (cap: LiveCap, date: CalendarDate) =>
    cap.period === "day" ? date : startOfMonth(date);
  const liveCaps = memo((key: string) => {
    const [productId, goal, userId] = key.split(" ");
    return repos.capUsage.liveCaps(Number(productId), goal, Number(userId));
  });
  // As CapUsageRepository.claim: the first cap (in id order) the claim would pass is answered and nothing raised.
  const claimCaps = async (c: CapClaim): Promise<number | null> => {
    const caps = await liveCaps(`${c.productId} ${c.goal} ${c.userId}`);
    if (caps.length === 0) return null;
    const unlocked = caps.filter((cap) =>
      !usage.has(usageKey(cap.id, periodOf(cap, c.date)))
    );
    if (unlocked.length > 0) {
      const days = new Set(daysOfGoal.get(c.goal) ?? []).add(c.date);
      const periods = unlocked.flatMap((cap) =>
        [...new Set([...days].map((d) => periodOf(cap, d)))]
          .filter((start) => !usage.has(usageKey(cap.id, start)))
          .map((start) => ({ capId: cap.id, periodStart: start }))
      );
      for (const u of await repos.capUsage.lockPeriods(periods)) {
        usage.set(usageKey(u.capId, u.periodStart), u);
      }
    }
    const counts = caps.map((cap) => ({
      id: cap.id,
      usage: usage.get(usageKey(cap.id, periodOf(cap, c.date)))!,
      n: cap.unit === "conversions" ? 1 : c.earningMinor,
    }));
    const full = counts.find((x) => x.usage.used + x.n > x.usage.limit);
    if (full) return full.id;
    for (const x of counts) {
      x.usage.used += x.n;
      usageChanged.add(usageKey(x.usage.capId, x.usage.periodStart));
    }
    return null;
  };
  const flushCaps = async () => {
    if (usageChanged.size === 0) return;
    await repos.capUsage.setUsed([...usageChanged].map((k) => usage.get(k)!));
    usageChanged.clear();
  };

  // The rows' events: ids taken from the sequence at once, each row written once at the flush with what its row
  // came to (eventUpdates), not inserted and then updated; updates of events written before go last.
  const pendingEvents = new Map<
    number,
    { sourceId: number; kind: string; fields: SourceEventFields }
  >();
  const flushEvents = async () => {
    if (pendingEvents.size === 0) return;
    const groups = new Map<
      string,
      { id: number; fields: SourceEventFields }[]
    >();
    for (const [id, e] of pendingEvents) {
      const key = `${e.sourceId} ${e.kind}`;
      const fields = eventUpdates.get(id) ?? e.fields;
      eventUpdates.delete(id);
      const list = groups.get(key) ?? [];
      list.push({ id, fields });
      groups.set(key, list);
    }
    pendingEvents.clear();
    for (const [key, list] of groups) {
      const [sid, ...kind] = key.split(" ");
      for (let i = 0; i < list.length; i += CHUNK) {
        await repos.events.insertManyWithIds(
          Number(sid),
          kind.join(" "),
          list.slice(i, i + CHUNK),
        );
      }
    }
  };
  const flushEventUpdates = async () => {
    const updated = [...eventUpdates].map(([id, fields]) => ({ id, fields }));
    eventUpdates.clear();
    for (let i = 0; i < updated.length; i += CHUNK) {
      await repos.events.updateMany(updated.slice(i, i + CHUNK));
    }
  };

  const ledgerRows: LedgerEntryInput[] = [];
  const flushLedger = async () => {
    if (ledgerRows.length > 0) {
      await repos.ledger.appendMany(ledgerRows.splice(0));
    }
  };
  // What is kept, written: before a call that reads or writes these tables directly, and at the end.
  const stats = new Map<string, StatsDelta>();
  const margins = new Map<string, MarginDelta>();
  const breakdowns: { delta: StatsDelta; cause: BreakdownCause }[] = [];
  // conversion.* events, written in one statement with the rest, still in the import's transaction.
  const outboxEvents: OutboxEvent[] = [];
  // What is kept, written: before a call that reads or writes these tables directly, and at the end. In the order
  // every delivery takes the shared rollup rows in (docs/sources.md): a conversion's row and its margin, then the
  // order (its trigger adds to the source's day), then daily stats, then the ledger; the other way round
  // deadlocked with live sales of the same affiliate's day.
  const flushRows = async () => {
    await flushCaps();
    // Events before the keys and waiting steps that name them.
    await flushEvents();
    await flushKeys();
    await flushWaiting();
    await flushConversions();
    if (margins.size > 0) await repos.margin.addMany([...margins.values()]);
    margins.clear();
    await flushOrders();
    if (stats.size > 0) await repos.stats.incrementMany([...stats.values()]);
    stats.clear();
    for (const b of breakdowns.splice(0)) {
      await repos.stats.addToBreakdown(b.delta, b.cause);
    }
    await flushLedger();
    if (outboxEvents.length > 0) {
      await repos.outbox.emitMany(
        outboxEvents.splice(0).map((e) =>
          "conversion" in e && e.conversion.id < 0
            ? {
              ...e,
              conversion: {
                ...e.conversion,
                id: realConversionId.get(e.conversion.id) ?? e.conversion.id,
              },
            }
            : e
        ),
      );
    }
    await flushEventUpdates();
  };
  const flushingFirst = <A extends unknown[], R>(
    call: (...args: A) => Promise<R>,
  ) =>
  async (...args: A) => {
    await flushRows();
    return await call(...args);
  };

  const inForce = memo((key: string) => {
    const [currency, date] = key.split(" ");
    return repos.rates.inForce(currency, date);
  });
  const settings = memo(() => repos.risk.settings());
  const ledgerCurrency = memo(() => repos.rates.ledgerCurrency());
  return {
    eventUpdates,
    repos: {
      ...repos,
      events: {
        ...repos.events,
        getForUpdate: flushingFirst(repos.events.getForUpdate),
        insertMany: async (sid, kind, fields) => {
          const ids = await repos.events.reserveIds(fields.length);
          fields.forEach((f, i) =>
            pendingEvents.set(ids[i], { sourceId: sid, kind, fields: f })
          );
          return ids;
        },
        update: (id, fields) => {
          eventUpdates.set(id, fields);
          return Promise.resolve();
        },
        updateMany: (events) => {
          for (const { id, fields } of events) eventUpdates.set(id, fields);
          return Promise.resolve();
        },
      },
      keys: {
        ...repos.keys,
        anySeen: flushingFirst(repos.keys.anySeen),
        claim: async (sid, key, eventId) => {
          if (sid !== sourceId || !candidates.has(key)) {
            // Its key names its event: a pending event is written first.
            await flushEvents();
            return await repos.keys.claim(sid, key, eventId);
          }
          const held = keys.get(key);
          if (held) return held.eventId === eventId ? held.id : null;
          const id = await nextKeyId();
          keys.set(key, { id, eventId });
          newKeys.set(id, { id, key, eventId, sourceId });
          return id;
        },
        release: async (id) => {
          const kept = newKeys.get(id);
          if (kept) {
            newKeys.delete(id);
            keys.delete(kept.key);
            return;
          }
          for (const [key, k] of keys) if (k.id === id) keys.delete(key);
          await repos.keys.release(id);
        },
      },
      waiting: {
        addMany: flushingFirst(repos.waiting.addMany),
        lockOrders: (sid, ids) =>
          allKnown(sid, ids)
            ? Promise.resolve()
            : repos.waiting.lockOrders(sid, ids),
        listForOrders: (sid, ids) =>
          allKnown(sid, ids)
            ? Promise.resolve(ids.flatMap((id) => waiting.get(id) ?? []))
            : repos.waiting.listForOrders(sid, ids),
        add: async (w) => {
          if (!ours(w.sourceId, w.orderId) || w.keyId === null) {
            // It names its event and key: pending ones are written first.
            await flushEvents();
            await flushKeys();
            return await repos.waiting.add(w);
          }
          const id = --placeholder;
          waitingAdds.set(id, { ...w, keyId: w.keyId, applied: false });
          waiting.set(w.orderId, [...waiting.get(w.orderId) ?? [], {
            ...w,
            id,
          }]);
          return id;
        },
        markApplied: async (ids) => {
          // Every new sale asks, most with nothing waiting: nothing to write or forget then.
          if (ids.length === 0) return;
          const real: number[] = [];
          for (const id of ids) {
            const kept = waitingAdds.get(id);
            if (kept) kept.applied = true;
            else real.push(waitingIds.get(id) ?? id);
          }
          await repos.waiting.markApplied(real);
          const done = new Set(ids);
          for (const [orderId, list] of waiting) {
            waiting.set(orderId, list.filter((w) => !done.has(w.id)));
          }
        },
      },
      orders: {
        ...repos.orders,
        findManyForUpdate: flushingFirst(repos.orders.findManyForUpdate),
        findForUpdate: (sid, orderId, goal) =>
          ours(sid, orderId)
            ? Promise.resolve(orders.get(orderKey(orderId, goal)) ?? null)
            : repos.orders.findForUpdate(sid, orderId, goal),
        insert: async (o) => {
          if (!ours(o.sourceId, o.orderId)) {
            return await repos.orders.insert(o);
          }
          const saved = { ...o, clickId: o.clickId ?? null, id: --placeholder };
          keep(saved);
          return saved;
        },
        update: async (o) => {
          if (!ours(o.sourceId, o.orderId)) return await repos.orders.update(o);
          keep(o);
        },
      },
      offerConversions: {
        ...repos.offerConversions,
        getManyForUpdate: flushingFirst(
          repos.offerConversions.getManyForUpdate,
        ),
        findManyForUpdate: flushingFirst(
          repos.offerConversions.findManyForUpdate,
        ),
        findForUpdate: (sid, orderId, goal) =>
          ours(sid, orderId)
            ? Promise.resolve(conversions.get(orderKey(orderId, goal)) ?? null)
            : repos.offerConversions.findForUpdate(sid, orderId, goal),
        insert: async (c) => {
          if (!ours(c.sourceId, c.orderId)) {
            return await repos.offerConversions.insert(c);
          }
          const id = --placeholder;
          const key = orderKey(c.orderId, c.goal);
          const row = { ...c, id };
          conversions.set(key, row);
          keyOfConversion.set(id, key);
          conversionInserts.set(id, row);
          return id;
        },
        update: async (id, change) => {
          const key = keyOfConversion.get(id);
          // An admin's decision (decidedBy) is never part of an import; anything else not kept here goes straight.
          if (key === undefined || change.decidedBy !== undefined) {
            await flushRows();
            return await repos.offerConversions.update(id, change);
          }
          // Its id as it stands now (a placeholder's real id once it is written).
          const row = {
            ...conversions.get(key)!,
            status: change.status,
            reversedMinor: change.reversedMinor,
            revenueMinor: change.revenueMinor,
          };
          conversions.set(key, row);
          if (row.id < 0) conversionInserts.set(row.id, row);
          else conversionUpdates.set(row.id, row);
        },
      },
      ledger: {
        ...repos.ledger,
        // Kept in order and appended at once: an import's causes are its new keys, so none exists already.
        append: (entry) => {
          ledgerRows.push(entry);
          return Promise.resolve(true);
        },
        appendMany: flushingFirst(repos.ledger.appendMany),
      },
      capUsage: { ...repos.capUsage, claim: claimCaps },
      // The risk thresholds cannot change during an import: read once, not once per sale.
      risk: {
        ...repos.risk,
        settings: () => settings(""),
        // A flag raised (or found raised) once in the batch is there for the rest of it: a repeat writes nothing.
        raise: (flag, options) => {
          const key = `${
            options?.once ? "once" : "open"
          } ${flag.userId} ${flag.kind} ${flag.evidenceKey}`;
          if (raised.has(key)) return Promise.resolve(null);
          raised.add(key);
          return repos.risk.raise(flag, options);
        },
        clickFromOwnSession: (clickId, userId) =>
          sessionAsked.has(clickId)
            ? Promise.resolve(ownSessionClicks.has(`${userId} ${clickId}`))
            : repos.risk.clickFromOwnSession(clickId, userId),
        // Read once per affiliate, then counted on with the orders not written yet.
        conversionFigures: async (userId, since) => {
          if (!figuresRead.has(since)) {
            figuresRead.add(since);
            const ids = [...new Set([...usersOfBatch, userId])];
            const many = await repos.risk.conversionFiguresMany(ids, since);
            for (const id of ids) {
              const f = many.get(id);
              if (f) figures.prime(`${id} ${since}`, f);
            }
          }
          const base = await figures(`${userId} ${since}`);
          let sales = base.sales;
          let refunds = base.refunds;
          for (const key of changedOf.get(userId) ?? []) {
            const now = figuresOf(orders.get(key) ?? null, userId, since);
            const was = figuresOf(written.get(key) ?? null, userId, since);
            sales += now.sales - was.sales;
            refunds += now.refunds - was.refunds;
          }
          return { ...base, sales, refunds };
        },
      },
      credit: {
        ...repos.credit,
        byClickId,
        byLinkCode,
        byCouponCode,
      },
      // No rate is added during an import: the ledger currency and each (currency, date)'s rate are read once.
      // An order's own rate lives on source_orders: what is kept is written before it is read or set.
      rates: {
        ...repos.rates,
        ledgerCurrency: () => ledgerCurrency(""),
        inForce: (currency, date) => inForce(`${currency} ${date}`),
        orderRate: flushingFirst(repos.rates.orderRate),
        // These write the row's event: it is written first.
        markWaiting: flushingFirst(repos.rates.markWaiting),
        recordEventConversion: flushingFirst(repos.rates.recordEventConversion),
        recordOrderRate: flushingFirst(repos.rates.recordOrderRate),
        recordOrderRateOfEvent: flushingFirst(
          repos.rates.recordOrderRateOfEvent,
        ),
      },
      // conversion.* events are written at the end in one statement, still in the import's transaction.
      outbox: {
        emit: (event) => {
          outboxEvents.push(event);
          return Promise.resolve();
        },
        emitMany: (events) => {
          outboxEvents.push(...events);
          return Promise.resolve();
        },
      },
      // Summed per margin row and written at the end, like stats: one upsert per row key, not per file row.
      margin: {
        ...repos.margin,
        add: (d) => {
          const key =
            `${d.statDate}:${d.productId}:${d.goal}:${d.userId}:${d.sourceId}`;
          const sum = margins.get(key);
          margins.set(
            key,
            sum
              ? {
                ...sum,
                conversions: sum.conversions + d.conversions,
                revenueMinor: sum.revenueMinor + d.revenueMinor,
                payoutMinor: sum.payoutMinor + d.payoutMinor,
              }
              : { ...d },
          );
          return Promise.resolve();
        },
      },
      stats: {
        ...repos.stats,
        increment: (d) => {
          // Breakdown rows are per click: kept apart, while the day's figures are summed.
          if (d.breakdown) breakdowns.push({ delta: d, cause: d.breakdown });
          const key = `${d.userId}:${d.productId}:${d.date}`;
          const sum = stats.get(key);
          stats.set(
            key,
            sum
              ? {
                ...sum,
                clicks: sum.clicks + d.clicks,
                sales: sum.sales + d.sales,
                earnings: sum.earnings + d.earnings,
              }
              : { ...d, breakdown: null },
          );
          return Promise.resolve();
        },
      },
    },
    flush: flushRows,
  };
}
