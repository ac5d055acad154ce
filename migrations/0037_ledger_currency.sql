-- One ledger currency (docs/money.md "Ledger currency"): payout_settings.currency is the currency of every amount,
-- and the built-in api source follows it. Migration 0015 gave the api source 'PKR' while the setting defaults to
-- 'USD'; while no money is recorded, the api source takes the ledger currency. Once money is recorded it keeps its
-- currency (the money it brought is in it; the admin may change the source's currency, or add exchange rates).
UPDATE sources SET currency = (SELECT currency FROM payout_settings WHERE id)
WHERE id = 1 AND kind = 'api'
  AND EXISTS (SELECT 1 FROM payout_settings WHERE id)
  AND NOT EXISTS (SELECT 1 FROM ledger_entries)
  AND NOT EXISTS (SELECT 1 FROM conversions)
  AND NOT EXISTS (SELECT 1 FROM source_orders)
  AND NOT EXISTS (SELECT 1 FROM stat_entries WHERE earnings_minor > 0);

COMMENT ON COLUMN payout_settings.currency IS
  'The ledger currency: every amount is in it; it changes only while no money is recorded (409 CURRENCY_LOCKED).';
