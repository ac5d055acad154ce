/**
 * The English catalogue: every text of the web app, keyed by where it is shown. These are the product's
 * texts (docs/product.md): change one only when the product changes. Urdu fills the same keys
 * (messages_ur.ts); `{name}` marks a value filled in at run time.
 */
export const en = {
  // Language switch
  "language.switchLabel": "Language",
  "language.en": "English",
  "language.ur": "اردو",

  // Shared frame
  "common.skipToContent": "Skip to content",
  "common.brand": "Kamai",
  "common.pageTitle": "{title} · Kamai",
  "common.socialLabel": "Kamai on social media",
  "common.somethingWrong": "Something went wrong",
  "common.loading": "Loading…",
  "common.captchaLoading": "Loading the security check…",
  "common.captchaHint":
    "A security check appears when you start filling in the form.",
  "common.supportHours": "Mon–Sat, 10 am – 7 pm PKT",

  // Public header and footer
  "header.sections": "Sections",
  "header.home": "Home",
  "header.commission": "Commission",
  "header.payouts": "Payouts",
  "header.noApproval": "No approval",
  "header.howItWorks": "How it works",
  "header.perfectFor": "Perfect for",
  "header.contact": "Contact",
  "header.login": "Log in",
  "header.join": "Join free",
  "footer.about":
    "Kamai is Pakistan's friendly affiliate programme: share products you like, earn 50% commission and get paid to your mobile wallet or bank.",
  "footer.support": "Support",
  "footer.email": "Email:",
  "footer.whatsapp": "WhatsApp:",
  "footer.getStarted": "Get started",
  "footer.createAccount": "Create a free account",
  "footer.login": "Log in",
  "footer.forgot": "Forgot password",
  "footer.madeIn": "© {year} Kamai. Made in Pakistan.",
  "authFooter.help": "© {year} Kamai · Need help?",
  "authFooter.contact": "Contact us",

  // Landing page
  "landing.metaDescription":
    "Kamai: Pakistan's affiliate programme. Earn 50% commission and get paid to Easypaisa, JazzCash, NayaPay, SadaPay or your bank.",
  "landing.title": "Earn 50% commission in Pakistan",
  "landing.documentTitle": "Kamai · Earn 50% commission in Pakistan",
  "landing.eyebrow": "Pakistan's affiliate programme",
  "landing.heroBefore": "Share products. Earn",
  "landing.heroHighlight": "50% commission",
  "landing.heroAfter": "on every sale.",
  "landing.lead":
    "Kamai gives you personal links to proven products. When someone buys through your link, half the sale is yours, paid to Easypaisa, JazzCash, NayaPay, SadaPay or your bank.",
  "landing.joinFree": "Join free",
  "landing.howItWorks": "How it works",
  "landing.point1": "No approval needed to start",
  "landing.point2": "Instant payouts on no-refund products",
  "landing.point3": "Free forever",
  "landing.exampleTitle": "Commission example",
  "landing.youSell": "You sell",
  "landing.yourCommission": "Your commission",
  "landing.youEarn": "You earn",
  "landing.exampleNote": "Sell Rs. 10,000, earn Rs. 5,000. It is that simple.",
  "landing.payoutsKicker": "Payouts",
  "landing.payoutsTitle": "Get paid the way you like",
  "landing.payoutsLead":
    "Instant payouts for products with no refund policy. For products with a 30-day money-back guarantee, payouts are released after 30 days.",
  "landing.bankTransfer": "Bank Transfer",
  "landing.instantTitle": "Instant payouts",
  "landing.instantText":
    "Products with no refund policy pay out instantly: your earnings are available as soon as the sale is.",
  "landing.after30Title": "Payouts after 30 days",
  "landing.after30Text":
    "Products with a 30-day money-back guarantee pay out after 30 days, once the guarantee period ends.",
  "landing.startKicker": "Start today",
  "landing.noApprovalTitle": "No approval needed to start",
  "landing.noApprovalLead":
    "Sign up, confirm your email and start right away. There is no application to wait on before you create your account.",
  "landing.check1": "Free account in under a minute",
  "landing.check2": "No fees, no stock, no delivery",
  "landing.check3": "Works on any phone",
  "landing.check4": "Personal links for every product you are assigned",
  "landing.whyKicker": "Why choose Kamai",
  "landing.whyTitle": "Built for earners in Pakistan",
  "landing.why1Title": "50% commission",
  "landing.why1Text":
    "Half of every sale you bring is yours. No tiers, no hidden cuts.",
  "landing.why2Title": "Fast, local payouts",
  "landing.why2Text": "Cash out to the wallet or bank account you already use.",
  "landing.why3Title": "Clear live stats",
  "landing.why3Text":
    "See clicks, sales and earnings for every product link you share.",
  "landing.why4Title": "Free to join",
  "landing.why4Text":
    "No fees, no stock, no delivery headaches. Just share and earn.",
  "landing.why5Title": "Local support",
  "landing.why5Text":
    "A real team in Pakistan on email and WhatsApp, in Urdu or English.",
  "landing.why6Title": "Honest tracking",
  "landing.why6Text":
    "Every click on your personal link is counted and shown to you.",
  "landing.howKicker": "How it works",
  "landing.howTitle": "Four steps to your first payout",
  "landing.step1Title": "Sign up free",
  "landing.step1Text": "Create your account and confirm your email.",
  "landing.step2Title": "Complete your profile",
  "landing.step2Text":
    "Tell us where you share, so we can assign the right products.",
  "landing.step3Title": "Share your links",
  "landing.step3Text":
    "Post your personal product links on WhatsApp, social media or your site.",
  "landing.step4Title": "Get paid",
  "landing.step4Text":
    "Earn 50% of each sale and request a payout to your wallet or bank.",
  "landing.perfectKicker": "Perfect for",
  "landing.perfectTitle": "Anyone with a phone and a few friends online",
  "landing.who1": "Beginners",
  "landing.why1": "No experience needed: we show you what to share.",
  "landing.who2": "Influencers",
  "landing.why2": "Turn your followers' trust into steady income.",
  "landing.who3": "Bloggers",
  "landing.why3": "Add product links to posts you already write.",
  "landing.who4": "Students",
  "landing.why4": "Earn from your phone between classes.",
  "landing.who5": "Freelancers",
  "landing.why5": "A second income stream next to client work.",
  "landing.joinTitle": "Ready to start earning?",
  "landing.joinText":
    "Join Kamai free today and earn 50% on every sale you make.",
  "landing.joinButton": "Join Kamai free",

  // Auth pages
  "auth.email": "Email",
  "auth.password": "Password",
  "login.title": "Log in",
  "login.documentTitle": "Log in · Kamai",
  "login.heading": "Welcome back",
  "login.subtitle": "Log in to see your links, stats and payouts.",
  "login.formLabel": "Log in",
  "login.failed": "Login failed",
  "login.resend": "Resend verification email",
  "login.resendFirst":
    '{captcha} Then choose "Resend verification email" again.',
  "login.resent":
    "A new verification email is on its way. Please check your inbox.",
  "login.submit": "Log in",
  "login.sending": "Logging in…",
  "login.forgot": "Forgot your password?",
  "login.newTo": "New to Kamai?",
  "login.createAccount": "Create a free account",
  "twoFactor.pageTitle": "Two-factor code",
  "twoFactor.heading": "Two-factor sign-in",
  "twoFactor.recoveryRequired": "Enter one of your recovery codes.",
  "twoFactor.checkFailed": "The code could not be checked. Try again.",
  "twoFactor.recoverySubtitle":
    "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.",
  "twoFactor.appSubtitle":
    "Open your authenticator app and enter the 6-digit code it shows for Kamai.",
  "twoFactor.recoveryCode": "Recovery code",
  "twoFactor.authCode": "Authentication code",
  "twoFactor.checking": "Checking…",
  "twoFactor.verify": "Verify and log in",
  "twoFactor.useApp": "Use the code from your authenticator app",
  "twoFactor.useRecovery": "Use a recovery code instead",
  "twoFactor.back": "Back to log in",
  "register.title": "Create your account",
  "register.documentTitle": "Create your account · Kamai",
  "register.subtitle": "Join Kamai free and earn 50% commission on every sale.",
  "register.success":
    "Registration successful! Please check your email to verify your account.",
  "register.redirecting": "Taking you to the login page…",
  "register.goToLogin": "Go to login",
  "register.formLabel": "Register",
  "register.name": "Full name",
  "register.passwordHint": "At least 6 characters.",
  "register.confirm": "Confirm password",
  "register.sending": "Creating account…",
  "register.submit": "Create account",
  "register.haveAccount": "Already have an account?",
  "register.login": "Log in",
  "forgot.title": "Forgot password",
  "forgot.documentTitle": "Forgot password · Kamai",
  "forgot.heading": "Forgot your password?",
  "forgot.subtitle":
    "Enter your email and we will send you a link to reset it.",
  "forgot.neutral":
    "If this email exists, we sent a reset link. Please check your inbox.",
  "forgot.failed": "Failed to send reset email",
  "forgot.formLabel": "Forgot password",
  "forgot.sending": "Sending…",
  "forgot.submit": "Send reset link",
  "forgot.back": "Back to login",

  // Not found
  "notFound.title": "Page not found",
  "notFound.subtitle": "The page you are looking for does not exist.",
  "notFound.home": "Go to the home page",

  // Signed-in frame and pieces shared by the affiliate and admin screens
  "app.menu": "Menu",
  "app.close": "Close",
  "app.logout": "Logout",
  "app.clicks": "Clicks",
  "app.sales": "Sales",
  "app.earnings": "Earnings",
  "app.copy": "Copy",
  "app.copied": "Copied!",
  "app.copyLabel": "Copy {what}",
  "app.copiedLabel": "Copied {what}",
  "app.loading": "Loading...",
  "app.table": "Table",
  "app.pagination": "Pagination",
  "app.firstPage": "First page",
  "app.previousPage": "Previous page",
  "app.nextPage": "Next page",
  "app.lastPage": "Last page",
  "app.pageOf": "Page {page} of {count}",
  "payout.statusPending": "Pending",
  "payout.statusPaid": "Paid",
  "payout.statusRejected": "Rejected",
  "payout.statusFailed": "Failed",
  "payout.statusProcessing": "Processing",
  "payout.statusApproved": "Approved",
  "payout.reason": "Reason: {reason}",
  "payout.colDate": "Date",
  "payout.colProduct": "Product",
  "payout.colAmount": "Amount",
  "payout.colGross": "Gross",
  "payout.colTax": "Tax",
  "payout.colNet": "Net",
  "payout.colMethod": "Method",
  "payout.colAccount": "Account",
  "payout.colStatus": "Status",
  "payout.colTransaction": "Transaction ID",
  "payout.colInvoice": "Invoice",
  "payout.viewInvoice": "View invoice",
  "payout.noHistory": "No payout history found",
  "payout.historyCaption": "Payout history",
  "payout.methodBank": "Bank Transfer",
  "payout.methodOther": "Other",
} as const;

/** A key of the catalogue. */
export type MessageKey = keyof typeof en;
/** The shared catalogue's keys (areas add their own: i18n.ts `MessageKey`). */
export type CoreKey = MessageKey;
/** Catalogue shape every language fills. */
export type Catalogue = Record<MessageKey, string>;
