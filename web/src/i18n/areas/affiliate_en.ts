/**
 * The affiliate area's English catalogue: the signed-in affiliate's screens (navigation, dashboard, products,
 * stats, reports, payouts, profile). Plain data (tests read it too); affiliate.ts installs it when the area's
 * layout chunk loads, so the landing and auth pages never carry it. Urdu fills the same keys in affiliate_ur.ts
 * (docs/i18n.md).
 */

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

  // Request payout
  "aff.payout.title": "Request Payout",
  "aff.payout.subtitle": "Request a payout from your available balance.",
  "aff.payout.loadFailed": "Failed to load data",
  "aff.payout.newRequest": "New payout request",
  "aff.payout.balance": "Balance",
  "aff.payout.available": "Available balance",
  "aff.payout.onHold": "On hold (not yet payable)",
  "aff.payout.totalPaid": "Total paid",
  "aff.payout.holdDates": "Earnings on hold become payable on these dates:",
  "aff.payout.payableFrom": "{amount} payable from {date}",
  "aff.payout.accountSaved": "Account saved for next time.",
  "aff.payout.accountNotSaved": "The account could not be saved.",
  "aff.payout.submitted": "Payout request submitted.",
  "aff.payout.failed": "Request failed",
  "aff.payout.formLabel": "Payout request",
  "aff.payout.selectProduct": "Select a product",
  "aff.payout.savedAccount": "Saved account",
  "aff.payout.savedAccountHint": "Fills the method and account details below.",
  "aff.payout.newAccount": "Type a new account",
  "aff.payout.amount": "Amount ({currency})",
  "aff.payout.availableHint": "Available: {amount}",
  "aff.payout.minimumHint": "Minimum payout: {amount}",
  "aff.payout.method": "Payment method",
  "aff.payout.accountName": "Account Name",
  "aff.payout.bankName": "Bank Name",
  "aff.payout.accountLabel": "Account Label",
  "aff.payout.accountLabelHint": "e.g. Payoneer, Wise",
  "aff.payout.walletNumber": "Phone/Account Number",
  "aff.payout.iban": "Account Number / IBAN",
  "aff.payout.otherNumber": "Account Number/ID",
  "aff.payout.walletHint": "Pakistani mobile number, e.g. 03001234567",
  "aff.payout.ibanHint": "e.g. PK36SCBL0000001123456702",
  "aff.payout.saveAccount": "Save this account for next time",
  "aff.payout.taxNote":
    "Tax is withheld when a payout is paid, at the filer or non-filer rate of your tax profile (My Profile); without one the non-filer rate applies.",

  // My stats
  "aff.stats.title": "My Stats",
  "aff.stats.loading": "Loading stats...",
  "aff.stats.loadFailed": "Failed to load stats.",
  "aff.stats.period": "Period",
  "aff.stats.from": "From",
  "aff.stats.to": "To",
  "aff.stats.apply": "Apply",
  "aff.stats.dailyFailed": "Failed to load the daily figures.",
  "aff.stats.perDay": "Per day",
  "aff.stats.byProduct": "By product",
  "aff.stats.noProducts": "No product figures in this period.",

  // Report
  "aff.reports.title": "Report",
  "aff.reports.export": "Export CSV",
  "aff.reports.bothDates": "Please select both start and end dates.",
  "aff.reports.endBeforeStart": "End date cannot be before start date.",
  "aff.reports.noData": "No data available to save",
  "aff.reports.csvFailed": "Failed to generate CSV file",
  "aff.reports.range": "Date range",
  "aff.reports.start": "Start date",
  "aff.reports.end": "End date",
  "aff.reports.empty": "No report data available for the selected period",

  // Complete profile
  "aff.complete.title": "Complete Your Profile",
  "aff.complete.subtitle":
    "Tell us about yourself and where you promote. An admin reviews every profile before products are assigned.",
  "aff.complete.notApproved": "Your profile was not approved.",
  "aff.complete.updateAgain": "Please update your details and submit again.",
  "aff.complete.blocked":
    "Your account is currently blocked. Please contact support.",
  "aff.complete.toDashboard": "Go to dashboard",
  "aff.complete.failed": "Submission failed",
  "aff.complete.formLabel": "Profile form",
} as const;

/** A key of the affiliate area. */
export type AffiliateKey = keyof typeof affiliateEn;
