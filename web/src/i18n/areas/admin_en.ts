/**
 * The admin area's English catalogue: the admin shell (layout, navigation), the overview and the pieces several admin screens share (period filter, affiliate/product pickers). Plain data (tests read it too); admin.ts installs it when
 * the screens' route chunk loads. Urdu fills the same keys in admin_ur.ts (docs/i18n.md). Keys start "adm.".
 */

/** English texts of the admin area. */
export const adminEn = {
  // Shell and navigation
  "adm.panel": "Admin Panel",
  "adm.nav.overview": "Overview",
  "adm.nav.margin": "Margin",
  "adm.nav.risk": "Risk",
  "adm.nav.queued": "Queued",
  "adm.nav.users": "Users",
  "adm.nav.products": "Products",
  "adm.nav.groups": "Groups",
  "adm.nav.viewStats": "View Stats",
  "adm.nav.conversions": "Conversions",
  "adm.nav.addStats": "Add Stats",
  "adm.nav.applications": "Applications",
  "adm.nav.terms": "Terms",
  "adm.nav.announcements": "Announcements",
  "adm.nav.links": "Links",
  "adm.nav.sources": "Sources",
  "adm.nav.webhooks": "Webhooks",
  "adm.nav.apiKeys": "API keys",
  "adm.nav.coupons": "Coupons",
  "adm.nav.settings": "Settings",
  "adm.nav.twoFactor": "Two-factor sign-in",
  "adm.nav.admins": "Admins",
  "adm.nav.auditLogs": "Audit Logs",
  "adm.nav.payoutRequests": "Payout Requests",
  "adm.nav.payoutBatches": "Payout Batches",
  "adm.nav.payoutHistory": "Payout History",
  "adm.nav.withholdingTax": "Withholding Tax",
  "adm.nav.pendingProfiles": "pending profiles",
  "adm.nav.openRiskFlags": "open risk flags",
  "adm.nav.pendingPayouts": "pending payouts",

  // Period filter (the preset names are the shared period.* texts)
  "adm.period.dateRange": "Date range",
  "adm.period.day": "Day",
  "adm.period.month": "Month",
  "adm.period.year": "Year",
  "adm.period.from": "From",
  "adm.period.to": "To",

  // Affiliate and product pickers
  "adm.pick.findUser": "Find a user",
  "adm.pick.nameOrEmail": "Name or email",
  "adm.pick.findHint":
    "The user list shows the newest affiliates; type to find others.",
  "adm.pick.user": "User",
  "adm.pick.selectUser": "Select a user",
  "adm.pick.product": "Product",
  "adm.pick.selectProduct": "Select a product",
  "adm.pick.required": "Please select a user and a product.",

  // The confirm dialog (only admin screens ask for a confirmation)
  "adm.confirm": "Please confirm",

  // Overview
  "adm.overview.title": "Overview",
  "adm.overview.loading": "Loading overview...",
  "adm.overview.loadFailedWith": "Failed to load the overview: {message}",
  "adm.overview.loadFailed": "Failed to load the overview.",
  "adm.overview.pickRange": "Pick a date range to see the overview.",
  "adm.overview.range": "{from} to {to}",
  "adm.overview.figures": "Figures of the period",
  "adm.overview.revenue": "Revenue",
  "adm.overview.commission": "Commission",
  "adm.overview.conversionRate": "Conversion rate",
  "adm.overview.earningsPerClick": "Earnings per click",
  "adm.overview.quiet": "No clicks or sales in this period.",
  "adm.overview.perDay": "Per day",
  "adm.overview.topAffiliates": "Top affiliates",
  "adm.overview.noAffiliates": "No affiliate activity in this period.",
  "adm.overview.topProducts": "Top products",
  "adm.overview.noProducts": "No product activity in this period.",
  "adm.overview.topSources": "Top sources",
  "adm.overview.noSources": "No sales from any source in this period.",
  "adm.overview.manualEntries": "Manual entries",
  "adm.overview.rankMeta": "{commission} · {sales} sales · {clicks} clicks",
  "adm.overview.sourceMeta":
    "{revenue} revenue · {sales} sales · {commission} commission",
  "adm.overview.owedNow": "Owed now",
  "adm.overview.available": "Available",
  "adm.overview.availableNote": "Payable now, not yet requested",
  "adm.overview.held": "Held",
  "adm.overview.heldNote": "Inside a product's refund hold",
  "adm.overview.pending": "Pending",
  "adm.overview.pendingNote": "Sales awaiting approval",
  "adm.overview.requested": "Requested",
  "adm.overview.requestedNote": "Payout requests awaiting a decision",
  // The "Get started" checklist on the Overview (issue 31)
  "adm.start.title": "Get started",
  "adm.start.progress": "{done} of {total} done",
  "adm.start.intro":
    "Six steps from a new install to a working program. Each ticks itself once it is done.",
  "adm.start.done": "(done)",
  "adm.start.toDo": "(to do)",
  "adm.start.settings": "Choose the ledger currency and default commission",
  "adm.start.settingsText":
    "Every amount is kept in one currency (USD or PKR), and a product without its own rate pays the default commission. Save the commission once to confirm both.",
  "adm.start.settingsAction": "Open Settings",
  "adm.start.product": "Add a product with its destination",
  "adm.start.productText":
    "The page buyers land on; every affiliate's tracked link leads there.",
  "adm.start.productAction": "Add a product",
  "adm.start.source": "Connect a store or network",
  "adm.start.sourceText":
    "Shopify, WooCommerce or a network's postback reports each sale, so commissions count themselves.",
  "adm.start.sourceAction": "Connect a source",
  "adm.start.signup": "Share the sign-up link",
  "adm.start.signupText":
    "Affiliates join at this address. This step ticks when the first one signs up.",
  "adm.start.signupLink": "the sign-up link",
  "adm.start.copy": "Copy link",
  "adm.start.showQr": "Show QR code",
  "adm.start.hideQr": "Hide QR code",
  "adm.start.whatsApp": "Share on WhatsApp",
  "adm.start.whatsAppMessage":
    "Join {brand} as an affiliate and earn on every sale you bring: {link}",
  "adm.start.qrOf": "QR code of {link}",
  "adm.start.approve": "Approve your first affiliate",
  "adm.start.approveText":
    "A new affiliate's profile waits in the queue until you approve it.",
  "adm.start.approveAction": "Open the queue",
  "adm.start.payout": "Make your first payout",
  "adm.start.payoutText":
    "When an affiliate asks for their money, pay it and record the transaction id.",
  "adm.start.payoutAction": "Open payout requests",
} as const;

/** A key of the admin area. */
export type AdminKey = keyof typeof adminEn;
