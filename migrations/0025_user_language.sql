-- The language a person chose for Kamai (docs/i18n.md): it wins over the browser's at sign-in and picks the
-- language of their emails. NULL: never chosen (English emails; the browser's choice is kept at sign-in).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'ur'));
