/**
 * Classic open-redirect payloads against a product whose allowed domains are `shop.example.pk` and `*.kamai-shop.pk`
 * (docs/deep-links.md): none may lead anywhere but there. Shared by the rule's test and the redirect's API test.
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  "//evil.example",
  "///evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "\\\\evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "https://evil.example",
  "http://evil.example/shop.example.pk",
  "https://shop.example.pk@evil.example",
  "https://shop.example.pk:443@evil.example",
  "https://user:pass@shop.example.pk/",
  "https://evil.example\\@shop.example.pk",
  "https://evil.example#shop.example.pk",
  "https://evil.example?shop.example.pk",
  "https://shop.example.pk.evil.example/",
  "https://evilshop.example.pk/",
  "https://kamai-shop.pk.evil.example/",
  "https://evil.example/.kamai-shop.pk",
  "%2F%2Fevil.example",
  "https%3A%2F%2Fevil.example",
  "https://evil.example%2F@shop.example.pk",
  "https://evil%2eexample",
  // IDN look-alikes: a Cyrillic а in example, a Cyrillic ѕ in shop, a full-width dot.
  "https://shop.ex\u0430mple.pk/",
  "https://\u0455hop.example.pk/",
  "https://shop\uff0eexample\uff0epk.evil.example/",
  " https://evil.example",
  "https://evil.example\t",
  "https://shop.example.pk\n.evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)//https://shop.example.pk/",
  "data:text/html,<script>alert(1)</script>",
  "ftp://shop.example.pk/",
  "https://[::1]/",
  "https://127.0.0.1/",
  "",
];

/** Pages on those domains that a deep link may lead to. */
export const ALLOWED_PAGES: readonly string[] = [
  "https://shop.example.pk/p/red-shoes?size=9",
  "http://shop.example.pk/",
  "https://SHOP.example.pk/sale#top",
  "https://kamai-shop.pk/",
  "https://m.kamai-shop.pk/deals/eid",
];
