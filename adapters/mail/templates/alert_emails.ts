/**
 * Alert emails (docs/alerts.md): one kind at once (a single alert told in full, several folded with their total), or
 * the day's digest of every kind; in the person's language, with RFC 8058 one-click unsubscribe headers.
 */
import type { MailMessage } from "../../../domain/mail/mailer.ts";
import {
  ALERT_KINDS,
  type AlertKind,
} from "../../../domain/alerts/alert_kinds.ts";
import type {
  AnnouncementAlert,
  QueuedAlert,
} from "../../../domain/alerts/alert_item.ts";
import type { AlertRecipient } from "../../../domain/alerts/alert_repos.ts";
import type { Payout } from "../../../domain/payouts/payout.ts";
import {
  type Currency,
  formatCurrency,
} from "../../../domain/shared/currency.ts";
import { money } from "../../../domain/shared/money.ts";
import { payoutFailedEmail, payoutPaidEmail } from "./payout_emails.ts";
import { announcementEmail } from "./announcement_emails.ts";
import { renderEmail } from "./render_email.ts";
import { ALERT_PATH, ALERT_TEXT, ALERT_WORDS } from "./alert_texts.ts";

/** Where an email's links lead. */
export interface AlertEmailContext {
  publicUrl: string;
  currency: Currency;
  /** The POST target of one-click unsubscribe (also opened by a person: it then shows a confirmation form). */
  unsubscribeUrl: string;
}

/** Lines listed per kind before "… and n more". */
const MAX_LINES = 20;

/** The RFC 8058 headers: the https URL to POST to, and the one-click marker. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The payout an alert carries, with the recipient's name, address and language now. */
function payoutOf(alert: QueuedAlert, to: AlertRecipient): Payout {
  const p = alert.payload as { payout: Record<string, unknown> };
  return {
    ...p.payout,
    userName: to.name,
    userEmail: to.email,
    userLanguage: to.language,
  } as unknown as Payout;
}

/** One alert's line. */
function lineOf(
  alert: QueuedAlert,
  language: "en" | "ur",
  currency: Currency,
): string {
  const words = ALERT_WORDS[language];
  const p = alert.payload as unknown as Record<string, unknown>;
  switch (alert.kind) {
    case "conversionPending":
    case "conversionApproved":
    case "conversionReversed":
    case "capReached": {
      const c = alert.payload;
      return `${
        c.productTitle ?? `#${c.productId}`
      }: ${words.order} ${c.orderId} (${c.goal}) — ${
        formatCurrency(money(c.payoutMinor), currency)
      }`;
    }
    case "applicationDecided": {
      const a = alert.payload;
      const state = a.status === "approved" ? words.approved : words.rejected;
      return `${a.productTitle ?? `#${a.productId}`}: ${state}${
        a.reason ? ` — ${a.reason}` : ""
      }`;
    }
    case "payoutPaid":
    case "payoutFailed": {
      const payout = (p.payout ?? {}) as { id?: number; amount?: number };
      return `#${payout.id ?? "?"}: ${
        formatCurrency(money(payout.amount ?? 0), currency)
      }`;
    }
    case "announcements": {
      const a = alert.payload;
      return language === "ur"
        ? `${a.titleUr}: ${a.bodyUr}`
        : `${a.titleEn}: ${a.bodyEn}`;
    }
  }
}

/** The total a kind's alerts add up to, where money is what they tell. */
function totalOf(alerts: QueuedAlert[], currency: Currency): string | null {
  let sum = 0;
  let any = false;
  for (const a of alerts) {
    if ("payoutMinor" in a.payload) {
      sum += (a.payload as { payoutMinor: number }).payoutMinor;
      any = true;
    } else if (a.kind === "payoutPaid" || a.kind === "payoutFailed") {
      sum += Number((a.payload.payout as { amount?: number }).amount ?? 0);
      any = true;
    }
  }
  return any ? formatCurrency(money(sum), currency) : null;
}

/** A kind's section: the count with its total, then its lines. */
function section(
  kind: AlertKind,
  alerts: QueuedAlert[],
  language: "en" | "ur",
  currency: Currency,
): string[] {
  const words = ALERT_WORDS[language];
  const total = totalOf(alerts, currency);
  const lines = alerts.slice(0, MAX_LINES).map((a) =>
    lineOf(a, language, currency)
  );
  return [
    `${ALERT_TEXT[language][kind].count(alerts.length)}${
      total ? ` — ${words.total}: ${total}` : ""
    }`,
    ...lines,
    ...(alerts.length > MAX_LINES
      ? [words.more(alerts.length - MAX_LINES)]
      : []),
  ];
}

/** The closing lines every alert email has. */
function footer(language: "en" | "ur", ctx: AlertEmailContext): string[] {
  const words = ALERT_WORDS[language];
  return [
    words.settings(`${ctx.publicUrl}/settings/notifications`),
    words.unsubscribe(ctx.unsubscribeUrl),
  ];
}

/**
 * The emails of one kind's alerts sent at once: one, folding them all, except for payouts, where each payout keeps
 * its own full email (as before alerts: the account, the reason, the invoice; a batch pays each one), and
 * announcements, each told in full (its title as the subject, its text, a button to the inbox).
 */
export function instantAlertEmails(
  to: AlertRecipient,
  kind: AlertKind,
  alerts: QueuedAlert[],
  ctx: AlertEmailContext,
): MailMessage[] {
  if (kind === "payoutPaid" || kind === "payoutFailed") {
    return alerts.map((a) => instantAlertEmail(to, kind, [a], ctx));
  }
  if (kind === "announcements") {
    return alerts.map((a) => {
      const language = to.language === "ur" ? "ur" : "en";
      return announcementEmail(
        a.payload as AnnouncementAlert,
        { ...to, language },
        ctx.publicUrl,
        footer(language, ctx),
        unsubscribeHeaders(ctx.unsubscribeUrl),
      );
    });
  }
  return [instantAlertEmail(to, kind, alerts, ctx)];
}

/** The email of one kind's alerts sent at once. */
export function instantAlertEmail(
  to: AlertRecipient,
  kind: AlertKind,
  alerts: QueuedAlert[],
  ctx: AlertEmailContext,
): MailMessage {
  const language = to.language === "ur" ? "ur" : "en";
  const headers = unsubscribeHeaders(ctx.unsubscribeUrl);
  if (
    alerts.length === 1 && (kind === "payoutPaid" || kind === "payoutFailed")
  ) {
    // A single payout keeps the full payout email (account, tax, invoice link), with the unsubscribe lines.
    const payout = payoutOf(alerts[0], to);
    const base = kind === "payoutPaid"
      ? payoutPaidEmail(payout, ctx.publicUrl, ctx.currency)
      : payoutFailedEmail(payout, ctx.publicUrl, ctx.currency);
    const [settings, unsubscribe] = footer(language, ctx);
    return {
      ...base,
      text: `${base.text}\n\n${settings}\n${unsubscribe}\n`,
      headers,
    };
  }
  const text = ALERT_TEXT[language][kind];
  const words = ALERT_WORDS[language];
  const total = totalOf(alerts, ctx.currency);
  const subject = alerts.length === 1
    ? `${language === "ur" ? "کمائی" : "Kamai"}: ${text.title}${
      total ? ` — ${total}` : ""
    }`
    : `${language === "ur" ? "کمائی" : "Kamai"}: ${text.count(alerts.length)}${
      total ? ` — ${total}` : ""
    }`;
  return {
    to: to.email,
    subject,
    headers,
    ...renderEmail({
      language,
      title: text.title,
      paragraphs: [
        words.hi(to.name),
        ...section(kind, alerts, language, ctx.currency),
        ...footer(language, ctx),
      ],
      action: {
        label: text.action,
        url: `${ctx.publicUrl}${ALERT_PATH[kind]}`,
      },
    }),
  };
}

/** The day's digest: every kind's alerts with their totals, in the settings' order. */
export function digestAlertEmail(
  to: AlertRecipient,
  day: string,
  alerts: QueuedAlert[],
  ctx: AlertEmailContext,
): MailMessage {
  const language = to.language === "ur" ? "ur" : "en";
  const words = ALERT_WORDS[language];
  const sections = ALERT_KINDS.flatMap((kind) => {
    const ofKind = alerts.filter((a) => a.kind === kind);
    return ofKind.length === 0
      ? []
      : section(kind, ofKind, language, ctx.currency);
  });
  return {
    to: to.email,
    subject: words.digestSubject(day, alerts.length),
    headers: unsubscribeHeaders(ctx.unsubscribeUrl),
    ...renderEmail({
      language,
      title: words.digestTitle(day),
      paragraphs: [
        words.hi(to.name),
        words.digestIntro,
        ...sections,
        ...footer(language, ctx),
      ],
      action: {
        label: language === "ur" ? "ڈیش بورڈ کھولیں" : "Open your dashboard",
        url: `${ctx.publicUrl}/dashboard`,
      },
    }),
  };
}
