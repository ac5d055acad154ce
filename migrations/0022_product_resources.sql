-- The resource kit of a product (docs/sharing.md): images (bytes in product_images, checked by content like a
-- product's image), ready captions in English and Urdu, and notes from the admin.
CREATE TABLE product_resources (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id),
  kind text NOT NULL CHECK (kind IN ('image', 'caption', 'note')),
  -- Captions only: the language the caption is written in.
  language text CHECK (language IN ('en', 'ur')),
  -- A caption's or note's text, or an image's short description (its alt text).
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  image_id bigint REFERENCES product_images (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'image') = (image_id IS NOT NULL)),
  CHECK ((kind = 'caption') = (language IS NOT NULL))
);
CREATE INDEX product_resources_product_idx ON product_resources (product_id, id);
