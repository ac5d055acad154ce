-- Versioned terms (docs/offer-directory.md): the program's terms (one document, product_id null) and each offer's own.
-- Versions are appended, never edited (the trigger forbids it); an acceptance records the version, the time and the
-- visitor key of the browser (a keyed hash of the address group and user agent, never the raw address).
CREATE TABLE terms_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint UNIQUE REFERENCES products (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One program document: the only row whose product_id is null.
CREATE UNIQUE INDEX terms_documents_one_program ON terms_documents ((product_id IS NULL)) WHERE product_id IS NULL;

CREATE TABLE terms_versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  terms_id bigint NOT NULL REFERENCES terms_documents (id),
  version int NOT NULL CHECK (version >= 1),
  body_en text NOT NULL CHECK (length(body_en) BETWEEN 1 AND 20000),
  body_ur text NOT NULL CHECK (length(body_ur) BETWEEN 1 AND 20000),
  published_by bigint NOT NULL REFERENCES users (id),
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (terms_id, version)
);
CREATE TRIGGER terms_versions_append_only BEFORE UPDATE OR DELETE ON terms_versions
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

CREATE TABLE terms_acceptances (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  terms_version_id bigint NOT NULL REFERENCES terms_versions (id),
  user_id bigint NOT NULL REFERENCES users (id),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  visitor_key text NOT NULL,
  UNIQUE (terms_version_id, user_id)
);
CREATE INDEX terms_acceptances_by_user ON terms_acceptances (user_id);
CREATE TRIGGER terms_acceptances_append_only BEFORE UPDATE OR DELETE ON terms_acceptances
  FOR EACH ROW EXECUTE FUNCTION forbid_change();
