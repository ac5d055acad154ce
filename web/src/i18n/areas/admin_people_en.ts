/**
 * The admin_people area's English catalogue: the people screens (users, profiles, a user's profile, admins, audit logs, settings) and the first-run setup page. Plain data (tests read it too); admin_people.ts installs it when
 * the screens' route chunk loads. Urdu fills the same keys in admin_people_ur.ts (docs/i18n.md). Keys start "admp.".
 */

/** English texts of the admin_people area. */
export const adminPeopleEn = {
  // Pieces of several people screens
  "admp.name": "Name",
  "admp.email": "Email",
  "admp.actions": "Actions",
  "admp.approved": "Approved",
  "admp.notApproved": "Not approved",
  "admp.role.user": "user",
  "admp.role.admin": "admin",

  // Users
  "admp.users.title": "Users",
  "admp.users.subtitle":
    "Block or unblock access, reset passwords and open full profiles.",
  "admp.users.loading": "Loading users...",
  "admp.users.loadFailed": "Failed to fetch users.",
  "admp.users.updateFailed": "Failed to update user status.",
  "admp.users.newPassword": "New password for {email}",
  "admp.users.passwordShort": "Password should be at least 6 characters.",
  "admp.users.passwordReset": "Password reset successfully.",
  "admp.users.resetFailed": "Failed to reset password.",
  "admp.users.role": "Role",
  "admp.users.verified": "Verified",
  "admp.users.yes": "Yes",
  "admp.users.no": "No",
  "admp.users.status": "Status",
  "admp.users.joined": "Joined",
  "admp.users.block": "Block",
  "admp.users.unblock": "Unblock",
  "admp.users.blocked": "Blocked",
  "admp.users.blockLabel": "Block {email}",
  "admp.users.unblockLabel": "Unblock {email}",
  "admp.users.resetPassword": "Reset password",
  "admp.users.resetLabel": "Reset password of {email}",
  "admp.users.profile": "Profile",
  "admp.users.profileLabel": "Profile of {email}",
  "admp.users.search": "Search",
  "admp.users.nameOrEmail": "Name or email",
  "admp.users.none": "No users found.",
  "admp.users.review": "Review",
  "admp.users.reviewLabel": "Review the submission of {email}",
  // One lifecycle state per person (docs/first-week.md)
  "admp.state.filter": "Filter by state",
  "admp.state.all": "All",
  "admp.state.no_profile": "No profile",
  "admp.state.pending": "Pending review",
  "admp.state.approved": "Approved",
  "admp.state.rejected": "Rejected",
  "admp.state.blocked": "Blocked",

  // Queued profiles
  "admp.profiles.title": "Queued Profiles",
  "admp.profiles.subtitle": "Profiles waiting for a decision, oldest first.",
  "admp.profiles.loading": "Loading profiles...",
  "admp.profiles.loadFailed":
    "Failed to load profiles. Are you logged in as admin?",
  "admp.profiles.rejectReason": "Reason for rejecting {name} (optional)",
  "admp.profiles.approved": "Profile approved!",
  "admp.profiles.rejected": "Profile rejected!",
  "admp.profiles.approveFailed": "Failed to approve profile.",
  "admp.profiles.rejectFailed": "Failed to reject profile.",
  "admp.profiles.none": "No pending profiles found.",
  "admp.profiles.cardLabel": "Profile of {name}",
  "admp.profiles.submitted": "{email} · submitted {time}",
  "admp.profiles.approve": "Approve",
  "admp.profiles.reject": "Reject",
  "admp.profiles.details": "Show details",

  // One user's profile
  "admp.user.title": "User Profile",
  "admp.user.loading": "Loading profile...",
  "admp.user.notFound": "User not found or profile data unavailable",
  "admp.user.fetchFailed": "Failed to fetch profile data",
  "admp.user.loadFailed": "Failed to load user profile",
  "admp.user.back": "Back to users",
  "admp.user.subtitle": "{email} · {role} · joined {time}",
  "admp.user.balance": "Balance",
  "admp.user.riskFlags": "Risk flags",
  "admp.user.riskFailed": "Failed to load risk flags.",
  "admp.user.noRiskFlags": "No risk flags on this user.",
  "admp.user.profileStatus": "Profile status: {status}",
  "admp.user.status.pending": "pending",
  "admp.user.status.rejected": "rejected",
  "admp.user.noProfile": "This user has not submitted a profile yet.",
  "admp.user.payoutHistory": "Payout History",
  "admp.user.assignedLinks": "Assigned Links",
  "admp.user.noLinks": "No affiliate links found",
  "admp.user.link": "Link",
  "admp.user.trackedLink": "Tracked link",

  // Admins
  "admp.admins.title": "Admins",
  "admp.admins.subtitle":
    "Who can run Kamai. With maker–checker on, a batch's results need a second admin.",
  "admp.admins.loadFailed": "Failed to load the admins.",
  "admp.admins.inviteFailed": "Failed to invite the admin.",
  "admp.admins.removeFailed": "Failed to remove the admin.",
  "admp.admins.confirmRemove": "Remove {email} as an admin?",
  "admp.admins.state": "State",
  "admp.admins.active": "Active",
  "admp.admins.invited": "Invited",
  "admp.admins.since": "Since",
  "admp.admins.remove": "Remove",
  "admp.admins.none": "No admins.",
  "admp.admins.invite": "Invite an admin",
  "admp.admins.inviteHint":
    "An existing user is made an admin; a new address gets a link to set a password.",
  "admp.admins.inviteButton": "Invite",

  // Audit logs
  "admp.audit.title": "Audit Logs",
  "admp.audit.subtitle": "Every admin action, newest first.",
  "admp.audit.loading": "Loading logs...",
  "admp.audit.loadFailed": "Failed to load logs.",
  "admp.audit.date": "Date",
  "admp.audit.admin": "Admin",
  "admp.audit.adminNumber": "Admin #{id}",
  "admp.audit.action": "Action",
  "admp.audit.details": "Details",
  "admp.audit.nothingToSave": "No logs available to save",
  "admp.audit.csvFailed": "Failed to generate CSV file",
  "admp.audit.export": "Export CSV",
  "admp.audit.filter": "Filter audit logs",
  "admp.audit.actionExample": "e.g. Payout",
  "admp.audit.from": "From",
  "admp.audit.to": "To",
  "admp.audit.apply": "Apply",
  "admp.audit.none": "No audit logs found.",
  "admp.audit.noneHint":
    "Every change an admin makes is recorded here, with who made it and when.",
  "admp.empty.shareSignup": "Share the sign-up link",
  "admp.profiles.noneHint":
    "Profiles new affiliates send wait here for your approval. Share your sign-up link to get the first one.",
  "admp.users.noneHint":
    "Everyone who signs up at your sign-up link is listed here, with their state.",
  "admp.audit.caption": "Audit logs",

  // Settings
  "admp.settings.title": "Settings",
  "admp.settings.loadFailed": "Failed to load commission settings.",
  "admp.settings.range": "Commission must be a number between 0 and 100.",
  "admp.settings.updated": "Updated successfully!",
  "admp.settings.updateFailed": "Failed to update commission.",
  "admp.settings.commission": "Global commission",
  "admp.settings.current": "Current: {value} — the default for new products.",
  "admp.settings.form": "Commission form",
  "admp.settings.field": "Global commission (%)",
  "admp.settings.save": "Save",

  // First-run setup
  "admp.setup.title": "Set up Kamai",
  "admp.setup.checking": "Checking the setup link...",
  "admp.setup.checkFailed": "Could not check the setup link. Is Kamai running?",
  "admp.setup.retry": "Try again",
  "admp.setup.signIn": "Go to sign in",
  "admp.setup.once":
    "This link works once: it stops working as soon as the account exists.",
  "admp.setup.form": "Create the first admin",
  "admp.setup.email": "Admin email",
  "admp.setup.creating": "Creating…",
  "admp.setup.create": "Create admin account",
  "admp.setup.failed": "Could not create the admin account",
} as const;

/** A key of the admin_people area. */
export type AdminPeopleKey = keyof typeof adminPeopleEn;
