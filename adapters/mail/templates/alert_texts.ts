/** The words of alert emails per kind, in English and Urdu (docs/alerts.md). */
import type { AlertKind } from "../../../domain/alerts/alert_kinds.ts";

/** One kind's words: its heading, the plural count line, and where its button leads. */
export interface AlertKindText {
  title: string;
  /** "3 sales approved" */
  count: (n: number) => string;
  action: string;
}

/** Per language, per kind. */
export const ALERT_TEXT: Record<"en" | "ur", Record<AlertKind, AlertKindText>> =
  {
    en: {
      conversionPending: {
        title: "New sale waiting for approval",
        count: (n) => `${n} new sale${n === 1 ? "" : "s"} waiting for approval`,
        action: "See your conversions",
      },
      conversionApproved: {
        title: "Sale approved",
        count: (n) => `${n} sale${n === 1 ? "" : "s"} approved`,
        action: "See your conversions",
      },
      conversionReversed: {
        title: "Sale reversed",
        count: (n) => `${n} sale${n === 1 ? "" : "s"} reversed`,
        action: "See your conversions",
      },
      capReached: {
        title: "Cap reached",
        count: (n) =>
          `${n} sale${
            n === 1 ? "" : "s"
          } recorded over a cap (no earning until your manager decides)`,
        action: "See your conversions",
      },
      applicationDecided: {
        title: "Your application was decided",
        count: (n) => `${n} application${n === 1 ? "" : "s"} decided`,
        action: "Open offers",
      },
      payoutPaid: {
        title: "Payout paid",
        count: (n) => `${n} payout${n === 1 ? "" : "s"} paid`,
        action: "See payout history",
      },
      payoutFailed: {
        title: "Payout failed",
        count: (n) => `${n} payout${n === 1 ? "" : "s"} failed`,
        action: "See payout history",
      },
      announcements: {
        title: "Announcement",
        count: (n) => `${n} announcement${n === 1 ? "" : "s"}`,
        action: "Open Kamai",
      },
    },
    ur: {
      conversionPending: {
        title: "نئی سیل منظوری کی منتظر ہے",
        count: (n) => `${n} نئی سیلز منظوری کی منتظر`,
        action: "اپنی کنورژنز دیکھیں",
      },
      conversionApproved: {
        title: "سیل منظور ہو گئی",
        count: (n) => `${n} سیلز منظور ہوئیں`,
        action: "اپنی کنورژنز دیکھیں",
      },
      conversionReversed: {
        title: "سیل واپس ہو گئی",
        count: (n) => `${n} سیلز واپس ہوئیں`,
        action: "اپنی کنورژنز دیکھیں",
      },
      capReached: {
        title: "حد پوری ہو گئی",
        count: (n) =>
          `${n} سیلز حد سے اوپر درج ہوئیں (مینیجر کے فیصلے تک کوئی کمائی نہیں)`,
        action: "اپنی کنورژنز دیکھیں",
      },
      applicationDecided: {
        title: "آپ کی درخواست کا فیصلہ ہو گیا",
        count: (n) => `${n} درخواستوں کا فیصلہ ہوا`,
        action: "آفرز کھولیں",
      },
      payoutPaid: {
        title: "ادائیگی ہو گئی",
        count: (n) => `${n} ادائیگیاں ہو گئیں`,
        action: "ادائیگیوں کی تاریخ دیکھیں",
      },
      payoutFailed: {
        title: "ادائیگی ناکام ہو گئی",
        count: (n) => `${n} ادائیگیاں ناکام ہوئیں`,
        action: "ادائیگیوں کی تاریخ دیکھیں",
      },
      announcements: {
        title: "اعلان",
        count: (n) => `${n} اعلانات`,
        action: "کمائی کھولیں",
      },
    },
  };

/** Where each kind's button leads. */
export const ALERT_PATH: Record<AlertKind, string> = {
  conversionPending: "/conversions",
  conversionApproved: "/conversions",
  conversionReversed: "/conversions",
  capReached: "/conversions",
  applicationDecided: "/offers",
  payoutPaid: "/payout-history",
  payoutFailed: "/payout-history",
  announcements: "/inbox",
};

/** The layout's other words. */
export const ALERT_WORDS = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    order: "order",
    total: "Total",
    approved: "approved",
    rejected: "rejected",
    more: (n: number) => `… and ${n} more.`,
    digestTitle: (day: string) => `Your Kamai digest for ${day}`,
    digestSubject: (day: string, n: number) =>
      `Kamai daily digest for ${day}: ${n} update${n === 1 ? "" : "s"}`,
    digestIntro: "Here is what happened:",
    settings: (url: string) =>
      `Choose which emails Kamai sends you, at once, daily or never: ${url}`,
    unsubscribe: (url: string) => `Stop these emails: ${url}`,
  },
  ur: {
    hi: (name: string) => `السلام علیکم ${name}،`,
    order: "آرڈر",
    total: "کل",
    approved: "منظور",
    rejected: "مسترد",
    more: (n: number) => `… اور ${n} مزید۔`,
    digestTitle: (day: string) => `${day} کا کمائی خلاصہ`,
    digestSubject: (day: string, n: number) =>
      `کمائی: ${day} کا روزانہ خلاصہ — ${n} اپ ڈیٹس`,
    digestIntro: "یہ ہوا:",
    settings: (url: string) =>
      `کمائی کی کون سی ای میلز فوراً، روزانہ یا کبھی نہیں آئیں، یہاں چنیں: ${url}`,
    unsubscribe: (url: string) => `یہ ای میلز بند کریں: ${url}`,
  },
} as const;
