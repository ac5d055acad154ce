/**
 * The landing page's English catalogue (keys "landing.*"): the public landing page at / and /home, and the
 * title and meta description the pre-renderer writes into the pre-rendered pages. Plain data (tests and the
 * pre-renderer read it too); landing.ts installs it when the landing route's chunk loads, so the signed-in
 * first loads never carry it. Urdu fills the same keys in landing_ur.ts (docs/i18n.md).
 */

/** English texts of the landing page. */
export const landingEn = {
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
} as const;

/** A key of the landing area. */
export type LandingKey = keyof typeof landingEn;
