-- Payout settings (one typed row), withholding tax (affiliates' tax profiles, the dated rate table, what each paid
-- payout withheld, and its ledger kind) and saved payout accounts. See docs/payout-operations.md.

-- One row of typed columns (not key/value): each setting has its own type and check, and a read is one row.
CREATE TABLE payout_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- Requests below this are refused; 0 means no minimum beyond the 1.00 every request needs.
  minimum_payout_minor bigint NOT NULL DEFAULT 0 CHECK (minimum_payout_minor BETWEEN 0 AND 99999999999999),
  -- When on, the admin who creates a payout batch cannot record its results.
  maker_checker boolean NOT NULL DEFAULT false,
  -- When on, paying a payout withholds tax at the rate of tax_rates (section 233 by default).
  withholding_tax boolean NOT NULL DEFAULT false,
  -- How amounts are shown (USD: $1,234.50; PKR: Rs 1,234.50 with Pakistani grouping); stored amounts never change.
  currency text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'PKR')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO payout_settings (id) VALUES (true);

-- An affiliate's tax profile: a CNIC (#####-#######-#) or an NTN (#######-#), and whether they are on the Active
-- Taxpayers List (filer). No row: the non-filer rate applies.
CREATE TABLE tax_profiles (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  id_type text NOT NULL CHECK (id_type IN ('cnic', 'ntn')),
  id_number text NOT NULL CHECK (
    (id_type = 'cnic' AND id_number ~ '^[0-9]{5}-[0-9]{7}-[0-9]$') OR
    (id_type = 'ntn' AND id_number ~ '^[0-9]{7}-[0-9]$')),
  filer boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Withholding rates with effective dates; rows are never edited: a change is a new row effective from a date.
-- The rate of a payout paid on day D is the row applying to payouts with the latest effective_from <= D (ties: the
-- newest row). Other rows are kept for reference (e.g. advertising agents), so an operator can switch category.
CREATE TABLE tax_rates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 200),
  section text NOT NULL CHECK (length(section) BETWEEN 1 AND 100),
  filer_bp integer NOT NULL CHECK (filer_bp BETWEEN 0 AND 10000),
  non_filer_bp integer NOT NULL CHECK (non_filer_bp BETWEEN 0 AND 10000),
  effective_from date NOT NULL,
  applies_to_payouts boolean NOT NULL,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tax_rates_effective_idx ON tax_rates (effective_from DESC, id DESC) WHERE applies_to_payouts;
CREATE TRIGGER tax_rates_append_only BEFORE UPDATE OR DELETE ON tax_rates
  FOR EACH ROW EXECUTE FUNCTION forbid_change();
-- Income Tax Ordinance 2001 s.233 rates for tax years 2021 to 2026 (unchanged by the Finance Act 2025).
INSERT INTO tax_rates (category, section, filer_bp, non_filer_bp, effective_from, applies_to_payouts) VALUES
  ('Commission to other agents', '233', 1200, 2400, '2020-07-01', true),
  ('Advertising agents', '233', 1000, 2000, '2020-07-01', false);

-- What a paid payout withheld, fixed when it was paid (null: paid without withholding). amount_minor stays the gross;
-- net = amount_minor - tax_minor. The payee's id and filer status are copied so later profile edits change nothing.
ALTER TABLE payouts ADD COLUMN tax_rate_id bigint REFERENCES tax_rates (id);
ALTER TABLE payouts ADD COLUMN tax_rate_bp integer CHECK (tax_rate_bp BETWEEN 0 AND 10000);
ALTER TABLE payouts ADD COLUMN tax_minor bigint CHECK (tax_minor >= 0);
ALTER TABLE payouts ADD COLUMN tax_filer boolean;
ALTER TABLE payouts ADD COLUMN tax_id_number text;
ALTER TABLE payouts ADD CONSTRAINT payouts_tax_complete CHECK (
  (tax_minor IS NULL) = (tax_rate_bp IS NULL) AND (tax_minor IS NULL) = (tax_filer IS NULL)
  AND (tax_minor IS NULL OR tax_minor <= amount_minor));
CREATE INDEX payouts_tax_month_idx ON payouts (decided_at) WHERE tax_minor IS NOT NULL;

-- The tax a paid payout withheld leaves the affiliate's balance as its own row: reserved (-gross), released (+gross),
-- paid (-net), payout_tax (-tax), so the balance moves by the gross exactly as without withholding.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (
  'earning', 'earning_reversal', 'payout_reserved', 'payout_released', 'payout_paid',
  'pending_earning', 'pending_approved', 'pending_reversal', 'payout_tax'));

-- An affiliate's saved payout accounts, validated like a payout request's account fields; a payout copies the fields,
-- so deleting a saved account changes no payout.
CREATE TABLE payout_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('jazzcash', 'easypaisa', 'nayapay', 'sadapay', 'bank', 'other')),
  account_type text,
  account_label text,
  account_name text,
  bank_name text,
  account_number text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_accounts_user_idx ON payout_accounts (user_id, id);
