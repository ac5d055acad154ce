/** The risk signals other areas' use cases call where their data changes, inside their own transaction. */
import { addDays, karachiDate } from "../shared/karachi_date.ts";
import type { Identity } from "./identity_keys.ts";
import { accountIdentity } from "./identity_keys.ts";
import type { RiskRepository } from "./risk_repos.ts";
import type { NewRiskFlag } from "./risk_flag.ts";

/** How recent a new account must be, before a payout request, to count as a change (24 hours). */
export const ACCOUNT_CHANGE_MS = 24 * 60 * 60 * 1000;
/** The window of the conversion pattern signal, in days. */
export const CONVERSION_WINDOW_DAYS = 30;
/** Fewest sales before the conversion pattern signal looks at them. */
export const CONVERSION_MIN_SALES = 5;
/** Sales above this many times the clicks are "far above clicks". */
export const SALES_PER_CLICK_LIMIT = 2;

/**
 * Records the affiliate's identities; one that another affiliate also holds raises a high shared_identity flag on
 * each affiliate involved. Answers what was learned of each identity.
 */
export async function noteIdentities(
  risk: RiskRepository,
  userId: number,
  identities: (Identity | null)[],
  source: string,
  now: Date,
): Promise<Map<string, { isNew: boolean; firstSeenAt: Date }>> {
  const seen = new Map<string, { isNew: boolean; firstSeenAt: Date }>();
  for (const identity of identities) {
    if (!identity) continue;
    const found = await risk.noteIdentity(userId, identity, source, now);
    seen.set(`${identity.kind}:${identity.key}`, found);
    if (found.others.length === 0) continue;
    const users = [userId, ...found.others].sort((a, b) => a - b);
    for (const affected of users) {
      await risk.raise({
        userId: affected,
        kind: "shared_identity",
        severity: "high",
        evidenceKey: `${identity.kind}:${identity.key}`,
        evidence: {
          identity: identity.kind,
          value: identity.key,
          users,
          source,
        },
      });
    }
  }
  return seen;
}

/**
 * At a payout request: records its account and, when it differs from the account of the affiliate's last paid
 * payout and was first seen less than 24 hours ago, raises a medium account_change flag. An affiliate never paid
 * before has no account to change.
 */
export async function checkPayoutAccount(
  risk: RiskRepository,
  request: { userId: number; payoutId: number; accountNumber: string | null },
  now: Date,
): Promise<void> {
  const identity = accountIdentity(request.accountNumber);
  const seen = await noteIdentities(
    risk,
    request.userId,
    [identity],
    "payout_request",
    now,
  );
  if (!identity) return;
  const paid = await risk.lastPaidAccount(request.userId);
  if (!paid) return;
  const before = accountIdentity(paid.accountNumber);
  if (before && before.kind === identity.kind && before.key === identity.key) {
    return;
  }
  const first = seen.get(`${identity.kind}:${identity.key}`);
  if (
    !first || now.getTime() - first.firstSeenAt.getTime() >= ACCOUNT_CHANGE_MS
  ) {
    return;
  }
  await risk.raise({
    userId: request.userId,
    kind: "account_change",
    severity: "medium",
    evidenceKey: `payout:${request.payoutId}`,
    evidence: {
      payoutId: request.payoutId,
      newAccount: identity.key,
      previousAccount: before?.key ?? null,
      paidPayoutId: paid.payoutId,
      firstSeenAt: first.firstSeenAt.toISOString(),
    },
  });
}

/**
 * After a conversion: sales far above clicks, or refunds above the refund rate setting, over the last 30 days
 * raise a medium conversion_pattern flag (once per affiliate, month and pattern); a sale whose click came from
 * the affiliate's own signed-in browser raises a high self_dealing flag (one open per link).
 */
export async function checkConversion(
  risk: RiskRepository,
  conversion: {
    userId: number;
    /** The link the sale came through, when known (a store's sale attributed by coupon has none). */
    linkId: number | null;
    orderId: string;
    clickId: string | null;
    status: "sale" | "refund";
  },
  now: Date,
): Promise<void> {
  const today = karachiDate(now);
  const month = today.slice(0, 7);
  const since = addDays(today, -(CONVERSION_WINDOW_DAYS - 1));
  const figures = await risk.conversionFigures(conversion.userId, since);
  const settings = await risk.settings();
  const base = { window: `${since}..${today}`, ...figures };
  if (
    conversion.status === "sale" && figures.sales >= CONVERSION_MIN_SALES &&
    figures.sales > SALES_PER_CLICK_LIMIT * figures.clicks
  ) {
    await risk.raise({
      userId: conversion.userId,
      kind: "conversion_pattern",
      severity: "medium",
      evidenceKey: `sales_over_clicks:${month}`,
      evidence: { pattern: "sales_over_clicks", ...base },
    }, { once: true });
  }
  if (
    conversion.status === "refund" && figures.sales >= CONVERSION_MIN_SALES &&
    figures.refunds * 10000 > settings.refundRateBp * figures.sales
  ) {
    await risk.raise({
      userId: conversion.userId,
      kind: "conversion_pattern",
      severity: "medium",
      evidenceKey: `refund_rate:${month}`,
      evidence: {
        pattern: "refund_rate",
        ...base,
        refundRatePercent: Math.round(figures.refunds * 10000 / figures.sales) /
          100,
        thresholdPercent: settings.refundRateBp / 100,
      },
    }, { once: true });
  }
  if (
    conversion.status === "sale" && conversion.clickId &&
    await risk.clickFromOwnSession(conversion.clickId, conversion.userId)
  ) {
    await risk.raise({
      userId: conversion.userId,
      kind: "self_dealing",
      severity: "high",
      evidenceKey: conversion.linkId === null
        ? `click:${conversion.clickId}`
        : `link:${conversion.linkId}`,
      evidence: {
        linkId: conversion.linkId,
        clickId: conversion.clickId,
        orderId: conversion.orderId,
      },
    });
  }
}

/** One link's hits from one visitor key or network prefix in one hour, as counted across instances. */
export interface HitCount {
  linkId: number;
  userId: number;
  /** Hours since the epoch. */
  hour: number;
  keyKind: "visitor" | "network";
  key: string;
  hits: number;
  refused: number;
}

/** The medium click_burst flag of a count that went above the setting (one per link, hour and key). */
export function clickBurstFlag(count: HitCount, limit: number): NewRiskFlag {
  return {
    userId: count.userId,
    kind: "click_burst",
    severity: "medium",
    evidenceKey: `link:${count.linkId}:hour:${count.hour}:${count.keyKind}:${
      count.key.slice(0, 32)
    }`,
    evidence: {
      linkId: count.linkId,
      hourStart: new Date(count.hour * 3_600_000).toISOString(),
      keyKind: count.keyKind,
      key: count.key.slice(0, 12),
      hits: count.hits,
      limit,
      refusedByBotFilter: count.refused,
      refusedShare: count.hits > 0
        ? Math.round(count.refused * 10000 / count.hits) / 100
        : 0,
    },
  };
}
