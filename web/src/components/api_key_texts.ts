/** The texts of the API key screens (ApiKeysPanel, ApiKeyForm), apart so the two import them without a cycle. */

/** The texts a panel shows, by suffix: the admin's `admc.keys.*` or the affiliate's `aff.keys.*`. */
export type KeysText =
  | "title"
  | "make"
  | "makeButton"
  | "name"
  | "nameHint"
  | "scopes"
  | "makeFailed"
  | "madeTitle"
  | "shownOnce"
  | "theKey"
  | "all"
  | "none"
  | "noneHint"
  | "key"
  | "created"
  | "lastUsed"
  | "never"
  | "status"
  | "active"
  | "revokedBadge"
  | "revoke"
  | "revokeLabel"
  | "confirmRevoke"
  | "revoked"
  | "revokeFailed";

/** A page's texts: the suffix and its placeholders. */
export type KeysTextOf = (
  key: KeysText,
  vars?: Record<string, string | number>,
) => string;
