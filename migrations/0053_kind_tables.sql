-- Source kinds and payout rail kinds in one place each (issue 28), as payout_methods did for methods (0038): the
-- kinds of domain/sources/source_kinds.ts and domain/payouts/payout_methods.ts as rows, which sources.kind,
-- payout_methods.kind and payout_file_layouts.kind reference instead of CHECK lists that a new kind had to restate.
-- A new kind is one INSERT in a new migration (docs/CONVENTIONS.md "Extension points"); adapters/postgres/
-- source_kinds_test.ts and payout_methods_test.ts fail while these rows and the domain tables differ.
CREATE TABLE source_kinds (
  id text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9_]{0,29}$')
);
INSERT INTO source_kinds (id) VALUES ('shopify'), ('woocommerce'), ('postback'), ('api');

ALTER TABLE sources DROP CONSTRAINT sources_kind_check;
ALTER TABLE sources ADD CONSTRAINT sources_kind_fkey
  FOREIGN KEY (kind) REFERENCES source_kinds (id);

CREATE TABLE payout_rail_kinds (
  id text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9_]{0,29}$')
);
INSERT INTO payout_rail_kinds (id) VALUES ('wallet'), ('bank'), ('other');

ALTER TABLE payout_methods DROP CONSTRAINT payout_methods_kind_check;
ALTER TABLE payout_methods ADD CONSTRAINT payout_methods_kind_fkey
  FOREIGN KEY (kind) REFERENCES payout_rail_kinds (id);
ALTER TABLE payout_file_layouts DROP CONSTRAINT payout_file_layouts_kind_check;
ALTER TABLE payout_file_layouts ADD CONSTRAINT payout_file_layouts_kind_fkey
  FOREIGN KEY (kind) REFERENCES payout_rail_kinds (id);

COMMENT ON TABLE source_kinds IS
  'The sales source kinds of domain/sources/source_kinds.ts; sources.kind references it.';
COMMENT ON TABLE payout_rail_kinds IS
  'The kinds of payout rail of domain/payouts/payout_methods.ts (wallet, bank, other); payout_methods.kind and payout_file_layouts.kind reference it.';
