/** The daily risk digest email to one admin: yesterday's new flags with their evidence, the open count, the figures. */
import type { Mailer, MailMessage } from "../../domain/mail/mailer.ts";
import type {
  DigestFacts,
  DigestRecipient,
  RiskDigestNotifier,
} from "../../domain/risk/send_risk_digest.ts";
import { RISK_KIND_LABELS } from "../../domain/risk/risk_flag.ts";
import type { SettingsReader } from "../../domain/settings/settings_repos.ts";
import { type Currency, formatCurrency } from "../../domain/shared/currency.ts";
import { renderEmail } from "./templates/render_email.ts";

/** The digest email. */
export function riskDigestEmail(
  to: DigestRecipient,
  facts: DigestFacts,
  publicUrl: string,
  currency: Currency,
): MailMessage {
  const n = facts.newFlags.length;
  const flagLines = facts.newFlags.slice(0, 50).map((f) =>
    `${f.severity === "high" ? "HIGH" : "Medium"}: ${
      RISK_KIND_LABELS[f.kind]
    } on ${f.userName} (${f.userEmail}) — ${JSON.stringify(f.evidence)}`
  );
  return {
    to: to.email,
    subject: `Kamai risk digest for ${facts.day}: ${n} new flag${
      n === 1 ? "" : "s"
    }, ${facts.openCount} open`,
    ...renderEmail({
      title: `Risk digest for ${facts.day}`,
      paragraphs: [
        `Hi ${to.name},`,
        n === 0
          ? "No new risk flags were raised yesterday."
          : `${n} new risk flag${
            n === 1 ? " was" : "s were"
          } raised yesterday:`,
        ...flagLines,
        `Open flags now: ${facts.openCount}.`,
        `Yesterday's figures: ${facts.clicks} clicks, ${facts.sales} sales, revenue ${
          formatCurrency(facts.revenue, currency)
        }, commission ${formatCurrency(facts.commission, currency)}.`,
        "You can turn this email off on the Risk page.",
      ],
      action: { label: "Review risk flags", url: `${publicUrl}/admin/risk` },
    }),
  };
}

/** Mails the digest through `mailer`; a failure is logged and never stops the other admins' copies. */
export function createMailRiskDigestNotifier(
  mailer: Mailer,
  publicUrl: string,
  settings: SettingsReader,
): RiskDigestNotifier {
  return {
    async send(to, facts) {
      try {
        const { currency } = await settings.get();
        await mailer.send(riskDigestEmail(to, facts, publicUrl, currency));
      } catch (error) {
        console.error("risk digest not sent to an admin:", error);
      }
    },
  };
}
