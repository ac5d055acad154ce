/** The API's operations: one entry per route, declared by area, concatenated in the order the document lists them. */
import type { Operation } from "./operation.ts";
import { authOperations } from "./auth.ts";
import { peopleOperations } from "./people.ts";
import { payoutsOperations } from "./payouts.ts";
import { catalogOperations } from "./catalog.ts";
import { offerConfigOperations } from "./offer_config.ts";
import { directoryOperations } from "./directory.ts";
import { announcementOperations } from "./announcements.ts";
import { statsOperations } from "./stats.ts";
import { marginOperations } from "./margin.ts";
import { sourcesOperations } from "./sources.ts";
import { offerConversionOperations } from "./offer_conversions.ts";
import { payoutSettingsOperations } from "./payout_settings.ts";
import { systemOperations } from "./system.ts";
import { webhookOperations } from "./webhooks.ts";
import { apiKeyOperations } from "./api_keys.ts";
import { alertOperations } from "./alerts.ts";

export type { Access, Answer, Operation } from "./operation.ts";

/** The areas, in the order the reference shows them. */
export const TAGS = [
  { name: "Auth", description: "Accounts, sign-in, email links" },
  { name: "Captcha", description: "Which captcha the server checks" },
  { name: "Profiles", description: "An affiliate's profile and its review" },
  { name: "Admin users", description: "The users table and one user's view" },
  { name: "Products", description: "The catalog and the global commission" },
  {
    name: "Offers",
    description: "Goals, affiliate groups, dated payout rules and caps",
  },
  {
    name: "Offer directory",
    description:
      "Public offers affiliates browse, apply to and accept terms of",
  },
  {
    name: "Announcements",
    description: "The admin's announcements and each affiliate's inbox",
  },
  {
    name: "Alerts",
    description: "What affiliates are emailed about, at once, daily or never",
  },
  { name: "Links", description: "Affiliate links and tracked redirects" },
  { name: "Stats", description: "Clicks, sales and earnings" },
  { name: "Reports", description: "An affiliate's dated report" },
  { name: "Payouts", description: "Balance, requests and the payout desk" },
  { name: "Audit", description: "The trail of admin actions" },
  {
    name: "Risk",
    description: "Risk flags on affiliates that hold payouts until cleared",
  },
  {
    name: "Conversions",
    description:
      "Signed postbacks from stores, and every source's conversions with their earnings",
  },
  {
    name: "Sources",
    description: "Sales sources: store webhooks, network postbacks, coupons",
  },
  {
    name: "Setup",
    description: "First run: the one-time link that creates the first admin",
  },
  {
    name: "Webhooks",
    description: "Operators' webhooks and affiliates' postbacks (events out)",
  },
  {
    name: "API keys",
    description: "Operators' scoped keys for calling the API without a session",
  },
  { name: "System", description: "Health, this document, development mail" },
] as const;

/** Every operation the app serves; a test holds the app's route table to this list. */
export const OPERATIONS: Operation[] = [
  ...authOperations,
  ...peopleOperations,
  ...payoutsOperations,
  ...catalogOperations,
  ...offerConfigOperations,
  ...directoryOperations,
  ...announcementOperations,
  ...alertOperations,
  ...statsOperations,
  ...marginOperations,
  ...sourcesOperations,
  ...offerConversionOperations,
  ...payoutSettingsOperations,
  ...webhookOperations,
  ...apiKeyOperations,
  ...systemOperations,
];
