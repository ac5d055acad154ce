-- The click write path carries thousands of rows a second: a foreign-key trigger per row is too dear there.
-- The click store only inserts clicks whose link exists (it joins affiliate_links), and links are never deleted.
ALTER TABLE clicks DROP CONSTRAINT clicks_link_id_fkey;
