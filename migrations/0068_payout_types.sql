-- Payout types in one table (issue 28), as source kinds and payout rail kinds are (0053): the types of
-- domain/offers/goal.ts PAYOUT_TYPES as rows, which offer_goals.payout_type, offer_goals.revenue_type and
-- payout_rules.payout_type reference instead of three CHECK lists that a new type had to restate.
-- adapters/postgres/payout_types_test.ts fails while these rows and the domain table differ.
CREATE TABLE payout_types (
  id text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9_]{0,29}$')
);
INSERT INTO payout_types (id) VALUES ('percent'), ('flat');

ALTER TABLE offer_goals DROP CONSTRAINT offer_goals_payout_type_check;
ALTER TABLE offer_goals ADD CONSTRAINT offer_goals_payout_type_fkey
  FOREIGN KEY (payout_type) REFERENCES payout_types (id);
ALTER TABLE offer_goals DROP CONSTRAINT offer_goals_revenue_type_check;
ALTER TABLE offer_goals ADD CONSTRAINT offer_goals_revenue_type_fkey
  FOREIGN KEY (revenue_type) REFERENCES payout_types (id);
ALTER TABLE payout_rules DROP CONSTRAINT payout_rules_payout_type_check;
ALTER TABLE payout_rules ADD CONSTRAINT payout_rules_payout_type_fkey
  FOREIGN KEY (payout_type) REFERENCES payout_types (id);

COMMENT ON TABLE payout_types IS
  'The payout and revenue types of domain/offers/goal.ts (percent, flat); offer_goals and payout_rules reference it.';
