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
  "aff.nav.conversions": "Conversions",
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
  "aff.fx.title": "Sales converted from another currency",
  "aff.fx.explain":
    "These sales came in another currency and were converted at the exchange rate in force on their date.",
  "aff.fx.date": "Date",
  "aff.fx.order": "Order",
  "aff.fx.product": "Product",
  "aff.fx.original": "Original amount",
  "aff.fx.rate": "Rate (date)",
  "aff.fx.amount": "Amount ({ledger})",

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

  // Share tools and resource kit
  "aff.share.defaultMessage": "Have a look at {title}: {link}",
  "aff.share.yourLink": "your link",
  "aff.share.share": "Share",
  "aff.share.shareCode": "Share code",
  "aff.share.heading": "Share {what}",
  "aff.share.qrOf": "QR code of {text}",
  "aff.share.qrFailed": "QR code unavailable.",
  "aff.share.qrDrawing": "Drawing QR code...",
  "aff.share.png": "Download PNG",
  "aff.share.svg": "Download SVG",
  "aff.share.whatsapp": "Share on WhatsApp",
  "aff.share.native": "Share…",
  "aff.share.edit": "Edit message",
  "aff.share.messageLabel": "Your share message",
  "aff.share.messageHint":
    "Used for every product in this browser. {link} is replaced by your link and {title} by the product's name; without {link} the link is added at the end.",
  "aff.share.save": "Save message",
  "aff.share.useDefault": "Use the default",
  "aff.share.cancel": "Cancel",
  "aff.kit.title": "Resource kit",
  "aff.kit.loadFailed": "Failed to load the resource kit.",
  "aff.kit.of": "Resource kit of {title}",
  "aff.kit.loading": "Loading resources...",
  "aff.kit.none": "No resources for this product yet.",
  "aff.kit.images": "Images",
  "aff.kit.downloadImageOf": "Download image: {text}",
  "aff.kit.downloadImage": "Download image",
  "aff.kit.captions": "Captions",
  "aff.kit.urdu": "Urdu",
  "aff.kit.english": "English",
  "aff.kit.urduCaption": "Urdu caption {id} with your link",
  "aff.kit.englishCaption": "English caption {id} with your link",
  "aff.kit.copyCaption": "Copy caption",
  "aff.kit.notes": "Notes",

  // Tax profile
  "aff.tax.title": "Tax profile",
  "aff.tax.loadFailed": "Failed to load your tax profile.",
  "aff.tax.saveFailed": "Failed to save tax profile.",
  "aff.tax.withheld": "Tax is withheld from each payout when it is paid.",
  "aff.tax.notWithheld": "Tax is not withheld from payouts at the moment.",
  "aff.tax.rate":
    "Rate ({category}, section {section}): {filer}% for filers on the Active Taxpayers List, {nonFiler}% otherwise.",
  "aff.tax.none":
    "No tax profile recorded: the non-filer rate applies to your payouts.",
  "aff.tax.formLabel": "Tax profile form",
  "aff.tax.id": "CNIC or NTN",
  "aff.tax.idHint": "CNIC 12345-1234567-1 or NTN 1234567-8",
  "aff.tax.filer": "On the Active Taxpayers List (filer)?",
  "aff.tax.choose": "Choose",
  "aff.tax.yes": "Yes, filer",
  "aff.tax.no": "No, non-filer",
  "aff.tax.save": "Save tax profile",
  "aff.tax.saved": "Tax profile saved.",

  // Invoice page
  "aff.invoice.loadFailed": "Failed to load the invoice.",
  "aff.invoice.back": "Back",
  "aff.invoice.print": "Print",
  "aff.invoice.frameTitle": "Invoice of payout {id}",

  // Two-factor settings
  "aff.2fa.yourAccount": "your account",
  "aff.2fa.loading": "Loading two-factor settings...",
  "aff.2fa.loadFailed": "Failed to load your two-factor settings.",
  "aff.2fa.back": "Back to my account",
  "aff.2fa.startFailed": "The set-up could not start. Try again.",
  "aff.2fa.protect":
    "Protect your account with a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) on top of your password.",
  "aff.2fa.setUp": "Set up two-factor sign-in",
  "aff.2fa.qr": "QR code to scan with your authenticator app",
  "aff.2fa.steps":
    "1. Scan the QR code with your authenticator app. 2. Enter the 6-digit code it shows.",
  "aff.2fa.cantScan": "Can't scan? Enter this key in the app (time-based):",
  "aff.2fa.key": "set-up key",
  "aff.2fa.confirm": "Confirm two-factor sign-in",
  "aff.2fa.code": "6-digit code from the app",
  "aff.2fa.turnOn": "Turn on two-factor sign-in",
  "aff.2fa.saveCodes":
    "Two-factor sign-in is on. Your other sessions were signed out. Save these recovery codes now: they are shown only this once.",
  "aff.2fa.newCodes":
    "Your new recovery codes. Your old codes no longer work. Save these now: they are shown only this once.",
  "aff.2fa.codesInfo":
    "Each recovery code signs you in once if you lose your phone. Keep them somewhere safe, away from your password.",
  "aff.2fa.regenHeading": "New recovery codes",
  "aff.2fa.regenLead":
    "Lost your recovery codes, or used most of them? Get 10 new ones; the old ones stop working.",
  "aff.2fa.regenSubmit": "Get new recovery codes",
  "aff.2fa.regenFailed": "New recovery codes could not be made.",
  "aff.2fa.codes": "Recovery codes",
  "aff.2fa.copyCodes": "Copy recovery codes",
  "aff.2fa.download": "Download",
  "aff.2fa.continue": "I saved my codes, continue",
  "aff.2fa.offFailed": "Two-factor sign-in could not be turned off.",
  "aff.2fa.on": "Two-factor sign-in is on.",
  "aff.2fa.onSince": "Two-factor sign-in is on since {since}.",
  "aff.2fa.oneLeft": "1 recovery code left.",
  "aff.2fa.left": "{n} recovery codes left.",
  "aff.2fa.requiredByAdmin":
    "Your administrator requires two-factor sign-in for admin accounts, so it cannot be turned off here.",
  "aff.2fa.turnOff": "Turn off two-factor sign-in",
  "aff.2fa.off": "Turn off",
  "aff.2fa.proof": "Enter a current code from your app, or your password.",
  "aff.2fa.offCode": "Code from the app (or a recovery code)",
  "aff.2fa.orPassword": "Or your password",
} as const;

/** A key of the affiliate area. */
export type AffiliateKey = keyof typeof affiliateEn;
