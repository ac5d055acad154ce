/** The user-facing texts of the first-run setup link. */
export const SETUP_MESSAGES = {
  linkInvalid:
    "This setup link is not valid. Copy the whole link Kamai printed when it started.",
  alreadyDone:
    "This setup link has already been used: an admin account exists. Sign in instead.",
  linkValid: "Create the first admin account.",
  adminCreated: "Admin account created. You are signed in.",
} as const;
