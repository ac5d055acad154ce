-- Events out (docs/webhooks.md): a conversion's events carry the click it came from, so an affiliate's GET postback
-- can fill {click_id}. Kept on the conversion's row from now on; rows recorded before this have none (null).
ALTER TABLE offer_conversions ADD COLUMN click_id text;
