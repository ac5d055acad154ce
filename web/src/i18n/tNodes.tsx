/** tNodes: a message whose placeholders are elements (an amount kept left to right inside Urdu text, a link). */
import { Fragment, type ReactNode } from "react";
import { type MessageKey, t } from "./i18n.ts";

/** The message `key` in the current language, each `{name}` replaced by the node given for it. */
export function tNodes(
  key: MessageKey,
  nodes: Record<string, ReactNode>,
): ReactNode[] {
  // Placeholders stay in the text t() returns; the split keeps them as odd entries.
  return t(key).split(/\{(\w+)\}/g).map((part, i) =>
    i % 2 === 1
      ? <Fragment key={i}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>
      : part
  );
}
