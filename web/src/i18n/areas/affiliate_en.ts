/**
 * The affiliate area's English catalogue: the signed-in affiliate's screens (navigation, dashboard, products,
 * stats, reports, payouts, profile). The area's route files import it, so it rides in their chunks and the
 * landing and auth pages never load it; Urdu fills the same keys in affiliate_ur.ts (docs/i18n.md).
 */
import { addEnglish } from "../i18n.ts";

/** English texts of the affiliate's screens. */
export const affiliateEn = {
  // Navigation
  "aff.nav.label": "My account",
  "aff.nav.submitProfile": "Submit Profile",
  "aff.nav.myProfile": "My Profile",
  "aff.nav.dashboard": "Dashboard",
  "aff.nav.products": "Products",
  "aff.nav.stats": "Stats",
  "aff.nav.reports": "Report",
  "aff.nav.twoFactor": "Two-factor sign-in",
  "aff.nav.payouts": "Payouts",
  "aff.nav.requestPayout": "Request Payout",
  "aff.nav.history": "History",

  // Dashboard
  "aff.dashboard.title": "Dashboard",
  "aff.dashboard.loadFailed": "Unable to load dashboard data.",
  "aff.dashboard.compareTitle": "This month against last month",
  "aff.dashboard.figure": "Figure",
  "aff.dashboard.thisMonth": "This month",
  "aff.dashboard.lastMonth": "Last month",
  "aff.dashboard.change": "Change",
  "aff.dashboard.new": "new",
  "aff.noProducts": "No products assigned yet.",
  "aff.pending.amount": "{amount} awaiting approval.",
  "aff.pending.text":
    "These sales are counted in your earnings but cannot be withdrawn yet: the shop or network has not confirmed them (for example, cash on delivery not yet collected). They become available once approved, or are removed if the order is cancelled.",

  // Product cards
  "aff.card.couponsLabel": "Your coupon codes",
  "aff.card.couponOne": "Coupon code (sales using it count for you):",
  "aff.card.couponMany": "Coupon codes (sales using it count for you):",
  "aff.card.couponCopy": "coupon code {code}",
  "aff.card.clicks": "Clicks: {n}",
  "aff.card.sales": "Sales: {n}",
  "aff.card.earnings": "Earnings: {amount}",

  // My links
  "aff.links.pageTitle": "Products",
  "aff.links.title": "My Affiliate Products",
  "aff.links.subtitle":
    "Share your tracked links; every visit and sale is counted.",
  "aff.links.loadFailed": "Failed to load assigned products.",

  // My profile
  "aff.profile.title": "My Profile",
  "aff.profile.loading": "Loading profile...",
  "aff.profile.loadFailed": "Failed to load profile",
  "aff.profile.none": "You have not submitted a profile yet.",
  "aff.profile.submit": "Submit Profile",

  // Payout history
  "aff.history.title": "Payout History",
  "aff.history.request": "Request Payout",
  "aff.history.loadFailed": "Failed to load payout history.",
} as const;

/** A key of the affiliate area. */
export type AffiliateKey = keyof typeof affiliateEn;

addEnglish("affiliate", affiliateEn);
