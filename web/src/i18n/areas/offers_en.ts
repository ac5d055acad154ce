/**
 * The offers area's English catalogue: an offer's goals, payout rules and caps, affiliate groups, an affiliate's
 * group and payouts (admin), and the affiliate's own payout per goal on product cards. Urdu fills the same keys in
 * offers_ur.ts (docs/i18n.md). Keys start "off.".
 */

/** English texts of the offers area. */
export const offersEn = {
  // The affiliate's own payout per goal (product cards and details)
  "off.earn.label": "What you earn",
  "off.earn.percent": "Earn {percent} % of each {goal}",
  "off.earn.flat": "{amount} per {goal}",
  "off.earn.none": "Nothing per {goal} for now",
  "off.earn.hold": "payable {days} days after the sale",
  "off.earn.holdNone": "payable as soon as the sale is confirmed",
  "off.cap.day": "{left} left today",
  "off.cap.month": "{left} left this month",

  // The offer directory (docs/offer-directory.md)
  "off.dir.title": "Offers",
  "off.dir.subtitle":
    "Offers open to you, with what you earn on each. Apply to get your link.",
  "off.dir.loadFailed": "Failed to load offers.",
  "off.dir.searchLabel": "Search offers",
  "off.dir.search": "Search",
  "off.dir.goalType": "Goal type",
  "off.dir.anyGoal": "Any goal",
  "off.dir.searchButton": "Search",
  "off.dir.empty":
    "No offers are open yet. Check back soon, or ask your manager which offers you can promote.",
  "off.dir.noMatch":
    "No offers match your search. Clear the search or choose another goal type.",
  "off.dir.traffic": "Allowed traffic: {sources}",
  "off.dir.linked": "You have a link",
  "off.dir.seeLink": "See it in My Products",

  // Applying to an offer
  "off.app.apply": "Apply",
  "off.app.join": "Join now",
  "off.app.formLabel": "Apply to {title}",
  "off.app.source": "Where will you promote it?",
  "off.app.sourceHint": "For example your Facebook page or YouTube channel.",
  "off.app.note": "Note (optional)",
  "off.app.send": "Send application",
  "off.app.failed": "Failed to send the application. Please try again.",
  "off.app.pending": "Application waiting for review",
  "off.app.rejected": "Not approved:",

  // The admin's review of applications
  "off.review.title": "Applications",
  "off.review.subtitle":
    "Affiliates asking to promote public offers. Approving makes their link.",
  "off.review.loadFailed": "Failed to load applications.",
  "off.review.status": "Show",
  "off.review.status.pending": "Waiting for review",
  "off.review.status.approved": "Approved",
  "off.review.status.rejected": "Rejected",
  "off.review.status.all": "All",
  "off.review.empty":
    "No applications here. Make a product public on Products so affiliates can apply.",
  "off.review.choose": "Choose {name}'s application to {offer}",
  "off.review.flags": "{count} open risk flags",
  "off.review.source": "Traffic: {source}",
  "off.review.reason": "Reason (needed to reject)",
  "off.review.approve": "Approve chosen ({count})",
  "off.review.reject": "Reject chosen ({count})",
  "off.review.chooseFirst": "Choose at least one waiting application first.",
  "off.review.reasonNeeded": "Write the reason for the rejection.",
  "off.review.done": "{decided} decided, {skipped} skipped.",
  "off.review.failed": "Failed to save the decision. Please try again.",

  // Terms
  "off.terms.programTitle": "Program terms (version {version})",
  "off.terms.offerTitle": "Terms of {title} (version {version})",
  "off.terms.accept": "I have read and accept these terms",
  "off.terms.failed": "Failed to record your acceptance. Please try again.",

  // The admin's terms page
  "off.termsAdmin.title": "Terms",
  "off.termsAdmin.subtitle":
    "Program terms (needed to request payouts) and each offer's terms (needed to apply). Each publish is a new version affiliates accept at their next visit.",
  "off.termsAdmin.loadFailed": "Failed to load terms.",
  "off.termsAdmin.publish": "Publish a new version",
  "off.termsAdmin.of": "Terms of",
  "off.termsAdmin.program": "The program",
  "off.termsAdmin.bodyEn": "Text in English",
  "off.termsAdmin.bodyUr": "Text in Urdu",
  "off.termsAdmin.publishButton": "Publish",
  "off.termsAdmin.published":
    "Published. Affiliates will be asked to accept it.",
  "off.termsAdmin.failed": "Failed. Please try again.",
  "off.termsAdmin.empty":
    "No terms yet. Publish the program's terms above; affiliates accept them at their next visit.",
  "off.termsAdmin.current": "Version {version} · {count} acceptances ·",
  "off.termsAdmin.csv": "Download acceptances (CSV)",

  // Shared by the admin screens
  "off.percent": "Percent",
  "off.flat": "Flat amount",
  "off.goal": "Goal",
  "off.payout": "Payout",
  "off.remove": "Remove",
  "off.save": "Save",
  "off.loadFailed": "Failed to load. Please try again.",
  "off.level.affiliate": "Affiliate",
  "off.level.group": "Group",
  "off.level.offer": "Offer",
  "off.level.global": "Global",
  "off.state.in_force": "In force",
  "off.state.superseded": "Superseded",
  "off.state.scheduled": "Scheduled",

  // The offer page
  "off.offer.title": "Offer: {title}",
  "off.offer.subtitle": "Goals, payout rules and caps for this product.",
  "off.offer.back": "← All products",
  "off.offer.link": "Goals, rules and caps",
  "off.offer.notFound": "Product not found.",

  // Goals
  "off.goals.title": "Goals",
  "off.goals.hint":
    "The sale goal is the product's commission and refund policy and always stays. Each payout change starts a new dated rule; earnings already recorded never change.",
  "off.goals.key": "Key",
  "off.goals.name": "Name",
  "off.goals.payoutType": "Payout type",
  "off.goals.payoutValue": "Payout value",
  "off.goals.revenueType": "Your revenue",
  "off.goals.revenueUnknown": "Unknown",
  "off.goals.revenueValue": "Revenue value",
  "off.goals.holdDays": "Hold (days)",
  "off.goals.add": "Add goal",
  "off.goals.save": "Save goals",
  "off.goals.saved": "Goals saved.",
  "off.goals.saveFailed": "Failed to save goals.",
  "off.goals.row": "Goal {n}",

  // Payout rules
  "off.rules.title": "Payout rules",
  "off.rules.hint":
    "The most specific rule in force wins: affiliate, then group, then the offer's goal payout, then the global percent. A rule is never edited; add a newer one to supersede it. Only a scheduled rule can be deleted.",
  "off.rules.for": "For",
  "off.rules.forOffer": "Every affiliate (offer rate)",
  "off.rules.forGroup": "A group",
  "off.rules.forUser": "One affiliate",
  "off.rules.group": "Group",
  "off.rules.userId": "Affiliate id",
  "off.rules.startsAt": "Starts (empty: now)",
  "off.rules.add": "Add rule",
  "off.rules.added": "Rule added.",
  "off.rules.addFailed": "Failed to add the rule.",
  "off.rules.none": "No rules yet.",
  "off.rules.level": "Level",
  "off.rules.who": "Who",
  "off.rules.starts": "Starts",
  "off.rules.state": "State",
  "off.rules.delete": "Delete",
  "off.rules.confirmDelete": "Delete this scheduled rule?",
  "off.rules.deleted": "Rule deleted.",
  "off.rules.deleteFailed": "Failed to delete the rule.",
  "off.rules.everyone": "Everyone",
  "off.rules.groupNumber": "Group #{id}",
  "off.rules.userNumber": "Affiliate #{id}",

  // Caps
  "off.caps.title": "Caps",
  "off.caps.hint":
    "A conversion past a cap is held for review, not paid. A new cap for the same goal, affiliate and period replaces the live one.",
  "off.caps.period": "Period",
  "off.caps.day": "Per day",
  "off.caps.month": "Per month",
  "off.caps.unit": "Counts",
  "off.caps.conversions": "Conversions",
  "off.caps.payoutUnit": "Payout",
  "off.caps.limit": "Limit",
  "off.caps.userId": "Affiliate id (empty: everyone)",
  "off.caps.add": "Add cap",
  "off.caps.added": "Cap added.",
  "off.caps.addFailed": "Failed to add the cap.",
  "off.caps.none": "No caps.",
  "off.caps.removed": "Cap removed.",
  "off.caps.removeFailed": "Failed to remove the cap.",
  "off.caps.who": "Who",

  // Groups
  "off.groups.title": "Affiliate groups",
  "off.groups.subtitle":
    "Tiers of affiliates: a higher rank is a better tier. Each month, affiliates not pinned move to the highest group whose condition last month's figures met.",
  "off.groups.name": "Name",
  "off.groups.rank": "Rank",
  "off.groups.levelUp": "Level-up condition",
  "off.groups.noLevelUp": "None",
  "off.groups.metric.approvedConversions": "Approved conversions",
  "off.groups.metric.approvedSaleAmount": "Approved sale amount",
  "off.groups.metric.approvedPayout": "Approved payout",
  "off.groups.threshold": "At least",
  "off.groups.members": "Members",
  "off.groups.default": "Default",
  "off.groups.add": "Add group",
  "off.groups.added": "Group added.",
  "off.groups.saved": "Group saved.",
  "off.groups.saveFailed": "Failed to save the group.",
  "off.groups.delete": "Delete",
  "off.groups.confirmDelete":
    "Delete this group? Its members move to the default group.",
  "off.groups.deleted": "Group deleted.",
  "off.groups.deleteFailed": "Failed to delete the group.",
  "off.groups.none": "No groups yet.",
  "off.groups.editShort": "Edit",
  "off.groups.edit": "Edit {name}",

  // The affiliate page
  "off.aff.title": "Group and payouts",
  "off.aff.group": "Group",
  "off.aff.pinned": "Pinned: the monthly tier job leaves them in this group",
  "off.aff.saved": "Group saved.",
  "off.aff.saveFailed": "Failed to save the group.",
  "off.aff.earnTitle": "What this affiliate earns on each offer now, and why",
  "off.aff.rulesTitle": "Their own payout rules",
  "off.aff.noRules": "No rules of their own.",
  "off.aff.noOffers": "No offers.",
  "off.aff.offer": "Offer",
  "off.aff.why": "Why",
  "off.aff.capLeft": "Cap left",

  // Announcements (docs/announcements.md): the affiliate's inbox
  "off.inbox.title": "Inbox",
  "off.inbox.subtitle": "Announcements from your programme manager.",
  "off.inbox.loadFailed": "Failed to load your inbox.",
  "off.inbox.empty":
    "No announcements yet. News about offers and payouts will arrive here; meanwhile, browse the offers open to you.",
  "off.inbox.browseOffers": "Browse offers",
  "off.inbox.unread": "New",
  "off.inbox.markRead": "Mark as read",
  "off.inbox.readFailed": "Failed to mark it as read.",
  "off.inbox.published": "Published {time}",

  // Announcements: the admin's screen
  "off.ann.title": "Announcements",
  "off.ann.subtitle":
    "Write to every affiliate, a group, or the affiliates of one offer. They read it in their inbox and by email.",
  "off.ann.loadFailed": "Failed to load announcements.",
  "off.ann.write": "Write an announcement",
  "off.ann.titleEn": "Title (English)",
  "off.ann.titleUr": "Title (Urdu)",
  "off.ann.bodyEn": "Text (English)",
  "off.ann.bodyUr": "Text (Urdu)",
  "off.ann.bodyHint": "Plain text; web addresses (https://…) become links.",
  "off.ann.audience": "For",
  "off.ann.all": "Every affiliate",
  "off.ann.group": "An affiliate group",
  "off.ann.offer": "Affiliates of one offer",
  "off.ann.chooseGroup": "Group",
  "off.ann.chooseOffer": "Offer",
  "off.ann.when": "When",
  "off.ann.now": "Publish now",
  "off.ann.later": "At a time (Karachi time)",
  "off.ann.at": "Publish at (Karachi time)",
  "off.ann.submitNow": "Publish now",
  "off.ann.submitLater": "Schedule",
  "off.ann.published": "Announcement published.",
  "off.ann.scheduled": "Announcement scheduled.",
  "off.ann.failed": "Failed to save the announcement.",
  "off.ann.pickTime": "Choose a date and time to publish at.",
  "off.ann.empty":
    "No announcements yet. Write the first one above: affiliates see it in their inbox.",
  "off.ann.forAll": "For every affiliate",
  "off.ann.forGroup": "For the {name} group",
  "off.ann.forOffer": "For affiliates of {title}",
  "off.ann.statusPublished": "Published {time}",
  "off.ann.statusScheduled": "Scheduled for {time}",
  "off.ann.counts": "Reached {reached} · read by {read}",
  "off.ann.mailed": "Emailed to {count}",
};

/** A key of the offers area. */
export type OffersKey = keyof typeof offersEn;
