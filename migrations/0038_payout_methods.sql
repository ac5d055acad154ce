-- Payout methods in one place (issue 28): the method table of domain/payouts/payout_methods.ts as rows, which
-- payouts.method, payout_accounts.method and payout_batches.rail reference instead of three copied CHECK lists.
-- A new method is one INSERT in a new migration (docs/CONVENTIONS.md "Adding a payout method");
-- adapters/postgres/payout_methods_test.ts fails while these rows and the domain table differ.
CREATE TABLE payout_methods (
  id text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9_]{0,29}$'),
  kind text NOT NULL CHECK (kind IN ('wallet', 'bank', 'other'))
);
INSERT INTO payout_methods (id, kind) VALUES
  ('jazzcash', 'wallet'),
  ('easypaisa', 'wallet'),
  ('nayapay', 'wallet'),
  ('sadapay', 'wallet'),
  ('bank', 'bank'),
  ('other', 'other');

ALTER TABLE payouts DROP CONSTRAINT payouts_method_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_method_fkey
  FOREIGN KEY (method) REFERENCES payout_methods (id);
ALTER TABLE payout_accounts DROP CONSTRAINT payout_accounts_method_check;
ALTER TABLE payout_accounts ADD CONSTRAINT payout_accounts_method_fkey
  FOREIGN KEY (method) REFERENCES payout_methods (id);
ALTER TABLE payout_batches DROP CONSTRAINT payout_batches_rail_check;
ALTER TABLE payout_batches ADD CONSTRAINT payout_batches_rail_fkey
  FOREIGN KEY (rail) REFERENCES payout_methods (id);

COMMENT ON TABLE payout_methods IS
  'The payout methods of domain/payouts/payout_methods.ts (id, kind of rail); payouts, saved accounts and batches reference it.';
