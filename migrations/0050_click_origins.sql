-- Where clicks come from (docs/click-origins.md): country and city from an offline IP database, device class, OS and
-- browser families from the User-Agent, and the referrer's host. Never the address itself. The breakdown rollup of
-- 0048 takes them as dimensions country, city (kept as "<country>|<city>"), device, os, browser and referrer.
ALTER TABLE clicks ADD COLUMN country text, ADD COLUMN city text, ADD COLUMN device text, ADD COLUMN os text,
  ADD COLUMN browser text, ADD COLUMN referrer text;
