/**
 * The admin_catalog area's English catalogue: the catalogue screens (products, links, coupons, add stat, stats, resource kit, sales sources and imports). Plain data (tests read it too); admin_catalog.ts installs it when
 * the screens' route chunk loads. Urdu fills the same keys in admin_catalog_ur.ts (docs/i18n.md). Keys start "admc.".
 */

/** English texts of the admin_catalog area. */
export const adminCatalogEn = {
  // Shared by the screens
  "admc.edit": "Edit",
  "admc.delete": "Delete",
  "admc.user": "User",
  "admc.product": "Product",
  "admc.affiliate": "Affiliate",
  "admc.actions": "Actions",
  "admc.date": "Date",
  "admc.userNumber": "User #{id}",
  "admc.productNumber": "Product #{id}",
  "admc.allSources": "← All sources",
  "admc.importCsv": "Import CSV",
  "admc.outcome": "Outcome",
  "admc.reason": "Reason",
  "admc.description": "Description",

  // Products
  "admc.products.title": "Products",
  "admc.products.subtitle":
    "Add, edit and remove the products affiliates promote.",
  "admc.products.missing": "Title and description are required.",
  "admc.products.badImage": "Please choose an image file.",
  "admc.products.loadFailed": "Failed to fetch products.",
  "admc.products.updated": "Product updated successfully!",
  "admc.products.added": "Product added successfully!",
  "admc.products.saveFailed": "Failed to save product. Please try again.",
  "admc.products.confirmDelete":
    "Are you sure you want to delete this product?",
  "admc.products.deleted": "Product deleted successfully!",
  "admc.products.deleteFailed": "Failed to delete product. Please try again.",
  "admc.products.editTitle": "Edit product: {title}",
  "admc.products.add": "Add product",
  "admc.products.formLabel": "Product form",
  "admc.products.fieldTitle": "Title",
  "admc.products.commission": "Commission (%)",
  "admc.products.refundPolicy": "Refund policy",
  "admc.products.allowedDomains": "Deep-link domains",
  "admc.products.allowedDomainsHint":
    "Where affiliates may link to any page, e.g. shop.example.pk, or *.example.pk for it and its subdomains. Empty: no deep links.",
  "admc.products.destinationUrl": "Destination URL (optional)",
  "admc.products.destinationUrlHint":
    "Where affiliates' links lead when you assign this product without typing a link; {click_id} is filled in on each click.",
  "admc.products.visibility": "Offer directory",
  "admc.products.private": "Private — only affiliates you give a link",
  "admc.products.public": "Public — approved affiliates find it in Offers",
  "admc.products.visibilityHint":
    "Public offers show on affiliates' Offers page with their own payout.",
  "admc.products.joinPolicy": "Joining from Offers",
  "admc.products.joinApproval": "Affiliates apply; you approve",
  "admc.products.joinInstant": "Instant — the link is made at once",
  "admc.products.autoApprove": "Approving applications",
  "admc.products.autoApproveNo": "Review each application",
  "admc.products.autoApproveYes":
    "Approve at once when the affiliate has no open risk flag",
  "admc.products.trafficSources": "Allowed traffic sources",
  "admc.products.trafficSourcesHint":
    "Separated by commas, e.g. Facebook, YouTube, WhatsApp groups.",
  "admc.products.image": "Image (optional)",
  "admc.products.imageHint": "JPEG, PNG or WebP, up to 2 MB.",
  "admc.products.update": "Update product",
  "admc.products.catalog": "Catalog",
  "admc.products.offerLink": "Goals, rules and caps",
  "admc.products.none": "No products found.",
  "admc.products.commissionBadge": "Commission: {percent}",
  "admc.products.noRefunds": "No refunds",
  "admc.products.guarantee": "30-day guarantee",

  // Resource kit (on each product card)
  "admc.kit.captionEn": "Caption (English)",
  "admc.kit.captionUr": "Caption (Urdu)",
  "admc.kit.note": "Note for affiliates",
  "admc.kit.image": "Image",
  "admc.kit.loadFailed": "Failed to load the resource kit.",
  "admc.kit.added": "Resource added.",
  "admc.kit.addFailed": "Failed to add the resource.",
  "admc.kit.removed": "Resource removed.",
  "admc.kit.removeFailed": "Failed to remove the resource.",
  "admc.kit.title": "Resource kit",
  "admc.kit.label": "Resource kit of {title}",
  "admc.kit.loading": "Loading resources...",
  "admc.kit.none": "No resources yet.",
  "admc.kit.listLabel": "Resources",
  "admc.kit.urduCaption": "Urdu caption",
  "admc.kit.englishCaption": "English caption",
  "admc.kit.noteKind": "Note",
  "admc.kit.removeLabel": "Remove {kind} {id}",
  "admc.kit.remove": "Remove",
  "admc.kit.addLabel": "Add to the resource kit of {title}",
  "admc.kit.resource": "Resource",
  "admc.kit.imageFile": "Image file",
  "admc.kit.imageHint": "Read out to affiliates who cannot see the image.",
  "admc.kit.text": "Text",
  "admc.kit.noteHint": "Tips for affiliates: where and when to post.",
  "admc.kit.captionHint":
    "Write {link} where the affiliate's link goes; without it the link is added on its own line.",
  "admc.kit.add": "Add to kit",

  // Affiliate links
  "admc.links.title": "Affiliate Links",
  "admc.links.loadFailed": "Failed to load affiliate links.",
  "admc.links.assigned": "Affiliate link successfully assigned!",
  "admc.links.destination": "Destination",
  "admc.links.tracked": "Tracked link",
  "admc.links.assignTitle": "Assign a link",
  "admc.links.assign": "Assign link",
  "admc.links.invalid":
    "Please enter a valid URL (include the full URL with https://).",
  "admc.links.assignFailed": "Failed to assign link. Please check your inputs.",
  "admc.links.link": "Link",
  "admc.links.linkHint": "Include the full URL with https://",
  "admc.links.linkHintOptional":
    "Leave blank to use the product's destination URL. A full URL with https:// typed here overrides it.",
  "admc.links.all": "All links",
  "admc.links.none": "No affiliate links found",
  "admc.links.caption": "Affiliate links",

  // Coupon codes
  "admc.coupons.title": "Coupon Codes",
  "admc.coupons.loading": "Loading coupon codes...",
  "admc.coupons.loadFailed": "Failed to load coupon codes.",
  "admc.coupons.unavailable":
    "Coupon codes are not available on this server yet (the API answered 404).",
  "admc.coupons.subtitle":
    "A store order or report that carries an affiliate's code, and no click id or link code, counts for that affiliate and product.",
  "admc.coupons.links": "Affiliate links",
  "admc.coupons.given": "Coupon code {code} given.",
  "admc.coupons.confirmDelete":
    "Delete the coupon code {code}? Orders that use it later will not be attributed.",
  "admc.coupons.deleted": "Coupon code {code} deleted.",
  "admc.coupons.deleteFailed": "Failed to delete the coupon code.",
  "admc.coupons.code": "Code",
  "admc.coupons.deleteLabel": "Delete {code}",
  "admc.coupons.give": "Give a coupon code",
  "admc.coupons.giveCode": "Give code",
  "admc.coupons.invalid":
    "A code has 2 to 50 letters, digits, dashes or underscores, e.g. ALI10.",
  "admc.coupons.addFailed": "Failed to add the coupon code.",
  "admc.coupons.field": "Coupon code",
  "admc.coupons.placeholder": "e.g. ALI10",
  "admc.coupons.hint":
    "Create the same code in your store; codes match without regard to case.",
  "admc.coupons.all": "All coupon codes",
  "admc.coupons.none": "No coupon codes yet.",
  "admc.coupons.caption": "Coupon codes",

  // Add stats
  "admc.addStat.title": "Add Stats",
  "admc.addStat.missing": "User, product and date are required.",
  "admc.addStat.saved": "Stat record saved successfully!",
  "admc.addStat.saveFailed": "Error saving stat record.",
  "admc.addStat.loadFailed": "Failed to load data. Please refresh.",
  "admc.addStat.record": "Stat record",
  "admc.addStat.earnings": "Earnings ({currency})",
  "admc.addStat.save": "Save stat",
  "admc.products.noneHint":
    "Products your affiliates promote, each with the page buyers land on. Add the first with the form above.",
  "admc.links.noneHint":
    "Tracked links affiliates share, one per affiliate and product. Assign one with the form above.",
  "admc.coupons.noneHint":
    "Discount codes that credit a sale to an affiliate. Give one with the form above.",
  "admc.stats.noneHint":
    "Clicks, sales and earnings per affiliate and day: from tracked links, connected stores and networks, and figures typed by hand.",
  "admc.stats.connect": "Connect a store or network",
  "admc.addStat.subtitle":
    "Figures typed by hand, for sales no store or network reported. Each entry and its reason go to the audit log.",
  "admc.addStat.viewStats": "Back to View Stats",
  "admc.addStat.reason": "Reason",
  "admc.addStat.reasonHint":
    "Why these figures are entered by hand (for example: the store's May report, sent by email). Kept in the audit log.",
  "admc.addStat.reasonMissing": "Say why these figures are entered by hand.",

  // View stats
  "admc.stats.title": "View Stats",
  "admc.stats.loadFailed": "Failed to load stats.",
  "admc.stats.none": "No stats found.",
  "admc.stats.caption": "Stats",

  // Sales sources
  "admc.sources.title": "Sales Sources",
  "admc.sources.subtitle":
    "Where sales come from: your stores' webhooks, network postbacks, CSV reports and the signed API.",
  "admc.sources.loading": "Loading sources...",
  "admc.sources.loadFailed": "Failed to load sources.",
  "admc.sources.created":
    "Source “{name}” created. Follow “Connect your store” below.",
  "admc.sources.createFailed": "Failed to create the source.",
  "admc.sources.saved": "Source saved.",
  "admc.sources.saveFailed": "Failed to save the source.",
  "admc.sources.confirmDelete":
    "Delete the source “{name}”? Deliveries to its URL will be refused from now on. Sales already recorded stay.",
  "admc.sources.deleted": "Source “{name}” deleted.",
  "admc.sources.deleteFailed": "Failed to delete the source.",
  "admc.sources.new": "New source",
  "admc.sources.add": "Add a source",
  "admc.sources.coupons": "Coupon codes",
  "admc.sources.yours": "Your sources",
  "admc.sources.none": "No sources yet.",
  "admc.sources.noneText":
    "Add a source for your Shopify or WooCommerce store, or for a network's postbacks.",
  "admc.sources.editTitle": "Edit {name}",
  "admc.sources.currency": "Currency {currency}",
  "admc.sources.onPayout": " · commission on the network's payout",
  "admc.sources.onSale": " · commission on the sale",
  "admc.sources.builtIn": " · built in",
  "admc.sources.postbackUrl": "Postback URL",
  "admc.sources.endpointUrl": "Endpoint URL",
  "admc.sources.urlLabel": "{name} URL",
  "admc.sources.signingKey": "Signing key",
  "admc.sources.secret": "Secret",
  "admc.sources.secretLabel": "{name} secret",
  "admc.sources.events": "Events",

  "admc.kind.shopify": "Shopify store",
  "admc.kind.woocommerce": "WooCommerce store",
  "admc.kind.postback": "Network postback",
  "admc.kind.api": "Signed API",

  // Source form
  "admc.sourceForm.nameMissing": "Enter a name for the source.",
  "admc.sourceForm.badCurrency":
    "Currency must be a three-letter code, e.g. PKR.",
  "admc.sourceForm.create": "Create a source",
  "admc.sourceForm.name": "Name",
  "admc.sourceForm.namePlaceholder": "e.g. My Shopify store",
  "admc.sourceForm.kind": "Kind",
  "admc.sourceForm.currency": "Currency",
  "admc.sourceForm.currencyPlaceholder": "Ledger currency ({currency})",
  "admc.sourceForm.currencyHint":
    "Deliveries in another currency are rejected, never converted.",
  "admc.sourceForm.shopifyKeyHint":
    "Paste the key Shopify shows under Settings → Notifications → Webhooks (an app's webhooks: its client secret).",
  "admc.sourceForm.rotateHint":
    "Rotating it breaks the old URL or key: update the store or network too.",
  "admc.sourceForm.blankHint": "Leave blank and Kamai generates one.",
  "admc.sourceForm.rotate": "Rotate: generate a new secret",
  "admc.sourceForm.generate": "Generate a secret",
  "admc.sourceForm.base": "Commission base",
  "admc.sourceForm.baseHint":
    "What the product's commission percent is taken of.",
  "admc.sourceForm.baseSale": "Sale amount (amount)",
  "admc.sourceForm.basePayout": "Network payout (payout)",
  "admc.sourceForm.params": "Parameter names",
  "admc.sourceForm.paramsHint":
    "Only if the network sends fixed names: the parameter each field is read from (blank keeps Kamai's name).",
  "admc.sourceForm.save": "Save changes",
  "admc.sourceForm.submit": "Create source",
  // Outcomes of deliveries and import rows (badges, the filter, the summary)
  "admc.outcome.attributed": "attributed",
  "admc.outcome.unattributed": "unattributed",
  "admc.outcome.duplicate": "duplicate",
  "admc.outcome.ignored": "ignored",
  "admc.outcome.rejected": "rejected",
  "admc.outcome.waiting": "waiting",
  "admc.outcome.test": "test",
  "admc.outcome.error": "error",

  // Connect your store (per source kind)
  "admc.connect.api": "How to use the API",
  "admc.connect.store": "Connect your store",
  "admc.connect.shopify1":
    "In your Shopify admin open {settings} and scroll to {webhooks}. Select {create}.",
  "admc.connect.shopify2":
    "Choose the {event} {creation}, format {json}, and paste this URL:",
  "admc.connect.webhookUrl": "webhook URL",
  "admc.connect.shopify3":
    "Save, then create three more webhooks with the same URL and format for {payment}, {cancellation} and {refund}.",
  "admc.connect.shopify4":
    "{copy} (under the webhook list: “Your webhooks will be signed with …”) and paste it into this source's secret with {edit}. Kamai cannot make up this key: until it matches, every delivery is rejected with “bad signature”.",
  "admc.connect.shopifyCopy": "Copy the signing key Shopify shows on that page",
  "admc.connect.shopify5":
    "Webhooks created by a Shopify app are signed with the app's {secret} instead: paste that as the secret for an app.",
  "admc.connect.shopify6":
    "Send a test notification from Shopify: Kamai records it as a test order (it never earns) and says below that the connection works. Orders paid by cash on delivery stay pending until Shopify marks them paid.",
  "admc.connect.testChecking": "Looking for Shopify's test notification…",
  "admc.connect.testWorks": "Connection works.",
  "admc.connect.testArrived": "Shopify's test notification arrived {when}.",
  "admc.connect.testNone":
    "No test notification yet. In Shopify select {send} beside a webhook, then check again.",
  "admc.connect.testFailed": "Could not look for the test notification.",
  "admc.connect.testCheck": "Check again",
  "admc.connect.woo1": "In WordPress open {path} and select {add}.",
  "admc.connect.woo2":
    "Name it “Kamai”, set {status} to {active} and {topic} to {created}.",
  "admc.connect.woo3": "Paste this into {url}:",
  "admc.connect.deliveryUrl": "delivery URL",
  "admc.connect.woo4":
    "Paste Kamai's secret into the {secret} field (use Copy beside “Secret” above; it is the key WooCommerce signs with).",
  "admc.connect.woo5":
    "Set {version} to {v3} and save. WooCommerce sends a ping, which Kamai answers.",
  "admc.connect.woo6":
    "Add a second webhook the same way with the topic {updated}, so payments, cancellations and refunds arrive too. Cash-on-delivery orders stay pending until they are completed.",
  "admc.connect.postback1":
    "Pass the affiliate's click id to the network as a sub id: in the product's destination on {links}, put {macro} where the network's sub id goes, e.g. {example}.",
  "admc.connect.links": "Links",
  "admc.connect.postback2":
    "Pick your network to fill the template with its macros:",
  "admc.connect.network": "Network",
  "admc.connect.otherNetwork": "Other network",
  "admc.connect.postback3":
    "Paste this URL as the postback (server-to-server, GET or POST) in the network's dashboard:",
  "admc.connect.postbackUrl": "postback URL",
  "admc.connect.postbackNote":
    "The last part of the URL is this source's secret: anyone with the URL can report sales, so rotate the secret if it leaks. Status words: approved, confirmed, sale or 1 approve; pending or 0 wait; rejected, declined, reversed, refunded or -1 reverse; none means approved. Macro names differ between network accounts: check your network's list.",
  "admc.connect.paidOnPayout": "Commission is paid on the network's payout.",
  "admc.connect.paidOnSale": "Commission is paid on the sale amount.",
  "admc.connect.api1":
    "The merchant's server reports each sale with a signed {call}:",
  "admc.connect.api2":
    "{clickId} (from the tracked link's redirect) or {linkCode}; {status} is {sale} or {refund} (a refund may carry a smaller amount).",
  "admc.connect.api3": "Header {header}, keyed with the server's {secret}.",
  "admc.connect.api4":
    "The full guide, with {curl} and TypeScript examples, is {guide}; the reference is at {docs}.",

  // One source's events
  "admc.events.title": "Source events",
  "admc.events.loading": "Loading events...",
  "admc.events.loadFailed": "Failed to load the source's events.",
  "admc.events.received": "Received",
  "admc.events.kind": "Kind",
  "admc.events.order": "Order",
  "admc.events.who": "Affiliate / product",
  "admc.events.attribute": "Attribute",
  "admc.events.converted": "Converted",
  "admc.events.conversion": "{original} at {rate} ({rateDate}) = {amount}",
  "admc.events.pageTitle": "{name}: events",
  "admc.events.subtitle": "{kind} · every delivery, newest first.",
  "admc.events.all": "All outcomes",
  "admc.events.noneOf": "No {outcome} events.",
  "admc.events.none":
    "No deliveries yet. Connect the store or network, then send a test.",
  "admc.events.caption": "Events of {name}",
  "admc.events.pick": "Please select a user and a product.",
  "admc.events.attributed": "Order {order} attributed.",
  "admc.events.attributeFailed": "Failed to attribute the order.",
  "admc.events.dialogTitle": "Attribute order {order}",
  "admc.events.dialogLabel": "Attribute order",
  "admc.events.dialogHint":
    "The sale counts for the affiliate and product you pick, with the product's commission. An order can be attributed only once.",
  "admc.events.affiliatesFailed": "Failed to load affiliates.",
  "admc.events.line": "Line {line}",
  "admc.events.lineReason": "Line {line}: {reason}",

  // CSV import
  "admc.import.loadFailed": "Failed to load the source.",
  "admc.import.hint.click_id":
    "The click id Kamai added to the link (a network's sub id).",
  "admc.import.hint.link_code": "The code of the tracked link, /go/{code}.",
  "admc.import.hint.coupon_code": "An affiliate's coupon code.",
  "admc.import.hint.order_id": "The order or transaction id (required).",
  "admc.import.hint.amount":
    "The sale amount; on a refund row, the refund's amount.",
  "admc.import.hint.payout":
    "What the network pays you, for payout-based commission.",
  "admc.import.hint.status":
    "approved, pending, rejected, refund… (blank means approved).",
  "admc.import.hint.date": "The sale's date, YYYY-MM-DD (Asia/Karachi).",
  "admc.import.hint.currency":
    "The row's currency; a row in another currency than the source's is rejected (blank: the source's).",
  "admc.import.hint.discount":
    "A discount to subtract from amount (WooCommerce's Cart Discount Amount).",
  "admc.import.hint.total":
    "The order's total, of which a refunded amount is a share (blank: the amount).",
  "admc.import.hint.refunded_amount":
    "What the order has refunded so far; only what it adds to earlier refunds is taken back.",
  "admc.import.hint.payment_method":
    "With a preset: cash on delivery keeps a processing order pending; a test gateway's orders are skipped.",
  "admc.import.hint.goal":
    "The offer's goal of the row (sale, lead, install, …); blank: sale. A goal other than sale may leave the amount out.",
  "admc.import.preset": "Store export",
  "admc.import.presetHint":
    "A store's own order export: its columns and status words are read as the store writes them, an order's line items once. You can still change the columns below.",
  "admc.import.preset.none": "None: map the columns by hand",
  "admc.import.preset.shopify": "Shopify order export",
  "admc.import.preset.woocommerce": "WooCommerce order export",
  "admc.import.statusMap": "Status words (optional)",
  "admc.import.statusMapHint":
    'JSON: a word in the file → approved, pending, reversed, refund or ignore, e.g. {"shipped": "approved"}. It overrides the preset\'s meaning of that word.',
  "admc.import.statusMapInvalid":
    'Status words must be JSON such as {"shipped": "approved"}, each meaning approved, pending, reversed, refund or ignore.',
  "admc.import.order": "Order",
  "admc.import.amount": "Amount",
  "admc.import.earning": "Earning",
  "admc.import.pending": "pending",
  "admc.import.pageTitle": "Import sales",
  "admc.import.title": "Import sales from a CSV file",
  "admc.import.subtitle":
    "A network's or store's report: map its columns, check it with a dry run, then import.",
  "admc.import.sourceEvents": "← Source events",
  "admc.import.noHeader": "The file has no header row.",
  "admc.import.unreadable": "The file could not be read.",
  "admc.import.stopped": "Stopped. Nothing was imported by this run.",
  "admc.import.failed": "The import failed.",
  "admc.import.unavailable":
    "This server cannot import CSV files yet (the API answered 404).",
  "admc.import.into": "Into {name} · amounts in {currency}",
  "admc.import.step1": "1. Choose a file",
  "admc.import.file": "CSV file",
  "admc.import.fileHint":
    "The first row must name the columns. Importing the same file again only finds duplicates.",
  "admc.import.step2": "2. Map the columns",
  "admc.import.notInFile": "Not in this file",
  "admc.import.step3": "3. Check, then import",
  "admc.import.dryRun": "Dry run",
  "admc.import.real": "Import for real",
  "admc.import.stop": "Stop",
  "admc.import.dryFirst":
    "Run a dry run first: it writes nothing and shows what each row would become.",
  "admc.import.processing": "Uploaded. The server is reading the rows...",
  "admc.import.uploading": "Uploading… {percent}%",
  "admc.import.jobQueued":
    "A large file: the server imports it in the background. Starting…",
  "admc.import.jobProgress":
    "Importing in the background… {applied} of {total} rows",
  "admc.import.truncated":
    "The report lists the first {shown} rows; the counts above cover every row.",
  "admc.import.line": "Line",
  "admc.import.row": "{n} row",
  "admc.import.rows": "{n} rows",
  "admc.import.dryTitle": "Dry run: nothing was written",
  "admc.import.imported": "Imported",
  "admc.import.read": "{rows} read.",
  "admc.import.wouldSkip": "{rows} in error would be skipped.",
  "admc.import.noErrors": "No errors.",
  "admc.import.toRecord": "Import for real to record them.",
  "admc.import.processed": "{rows} processed.",
  "admc.import.processedSkipped":
    "{rows} processed; {errors} in error skipped.",
  "admc.import.summary": "Summary",
  "admc.import.noRows": "The file has no rows.",
  "admc.import.caption": "Rows of the import",

  "admc.hooks.method": "Method",
  "admc.hooks.title": "Webhooks",
  "admc.hooks.subtitle":
    "Send Kamai's events (payouts, affiliates, risk flags, sales) to your own systems, signed with a secret.",
  "admc.hooks.loading": "Loading webhooks...",
  "admc.hooks.loadFailed": "Failed to load webhooks.",
  "admc.hooks.add": "Add a webhook",
  "admc.hooks.addButton": "Add webhook",
  "admc.hooks.url": "URL",
  "admc.hooks.urlHint":
    "An https:// address on the public internet that answers 2xx within 5 seconds.",
  "admc.hooks.events": "Events",
  "admc.hooks.added":
    "Webhook added. Copy its secret now: it is shown only once.",
  "admc.hooks.addFailed": "Failed to add the webhook.",
  "admc.hooks.actionFailed": "That did not work. Please try again.",
  "admc.hooks.secretOnce":
    "The signing secret, shown this once (Kamai-Signature: see docs/webhooks.md):",
  "admc.hooks.secret": "Signing secret",
  "admc.hooks.all": "Your webhooks",
  "admc.hooks.none": "No webhooks yet. Add one above.",
  "admc.hooks.status": "Status",
  "admc.hooks.on": "On",
  "admc.hooks.off": "Off",
  "admc.hooks.failing": "Failing",
  "admc.hooks.test": "Send test",
  "admc.hooks.testLabel": "Send a test event to {url}",
  "admc.hooks.testQueued":
    "Test event queued. Its delivery shows in the log below.",
  "admc.hooks.log": "Log",
  "admc.hooks.logLabel": "Delivery log of {url}",
  "admc.hooks.turnOff": "Switch off",
  "admc.hooks.turnOn": "Switch on",
  "admc.hooks.switchedOff": "Webhook switched off.",
  "admc.hooks.switchedOn": "Webhook switched on.",
  "admc.hooks.rotate": "New secret",
  "admc.hooks.rotated": "New secret made. Copy it now: it is shown only once.",
  "admc.hooks.confirmDelete":
    "Delete the webhook to {url}? It gets no more events.",
  "admc.hooks.deleteLabel": "Delete the webhook to {url}",
  "admc.hooks.deleted": "Webhook deleted.",
  "admc.hooks.logTitle": "Deliveries to {url}",
  "admc.hooks.refresh": "Refresh",
  "admc.hooks.closeLog": "Close log",
  "admc.hooks.replayQueued": "Event queued again.",

  "admc.keys.title": "API keys",
  "admc.keys.subtitle":
    "Keys your own systems use to call Kamai's API, each limited to the scopes you choose.",
  "admc.keys.loading": "Loading API keys...",
  "admc.keys.loadFailed": "Failed to load API keys.",
  "admc.keys.make": "Make an API key",
  "admc.keys.makeButton": "Make key",
  "admc.keys.name": "Name",
  "admc.keys.nameHint": 'What uses it, e.g. "Store" or "Accounting".',
  "admc.keys.scopes": "Scopes",
  "admc.keys.makeFailed": "Failed to make the key.",
  "admc.keys.madeTitle": 'Key "{name}" made',
  "admc.keys.shownOnce":
    "Copy the key now: it is shown only this once. Send it as Authorization: Bearer <key>.",
  "admc.keys.theKey": "API key",
  "admc.keys.all": "Your API keys",
  "admc.keys.none": "No API keys yet. Make one above.",
  "admc.keys.key": "Key",
  "admc.keys.created": "Made",
  "admc.keys.lastUsed": "Last used",
  "admc.keys.never": "Never",
  "admc.keys.status": "Status",
  "admc.keys.active": "Active",
  "admc.keys.revokedBadge": "Revoked",
  "admc.keys.revoke": "Revoke",
  "admc.keys.revokeLabel": "Revoke the key {name}",
  "admc.keys.confirmRevoke":
    'Revoke the key "{name}"? Calls made with it stop working at once.',
  "admc.keys.revoked": 'Key "{name}" revoked.',
  "admc.keys.revokeFailed": "Failed to revoke the key.",
  "admc.keys.noneHint":
    "Keys let your own systems call the API. Each key you make is listed here, with when it was last used.",
  "admc.hooks.noneHint":
    "Each webhook sends events (sales, payouts, risk flags) to your address as they happen.",
} as const;

/** A key of the admin_catalog area. */
export type AdminCatalogKey = keyof typeof adminCatalogEn;
