-- Issue 31 item 7: the operator's details printed on every invoice, and each invoice's facts as issued.
-- The operator (the business that pays the affiliates): legal name, postal address and NTN, set on /admin/settings.
ALTER TABLE payout_settings
  ADD COLUMN operator_name text NOT NULL DEFAULT '',
  ADD COLUMN operator_address text NOT NULL DEFAULT '',
  ADD COLUMN operator_ntn text NOT NULL DEFAULT '';

-- What an invoice says, fixed at payment (issuer, payee and their NTN or CNIC as filed, amounts, account), so the
-- server shows it in either language and as a PDF without reading anything that may have changed since.
-- Null for invoices issued before 0073 (their stored html is shown as it was).
ALTER TABLE payout_invoices ADD COLUMN facts jsonb;
