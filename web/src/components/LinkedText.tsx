/** LinkedText: an announcement's plain text as written (line breaks kept), its http(s) addresses as links. */
import { splitLinks } from "@domain/announcements/text_links.ts";

/** Renders `text` as text nodes (never as HTML) with links that open in a new tab without the opener. */
export function LinkedText({ text }: { text: string }) {
  return (
    <p className="linked-text">
      {splitLinks(text).map((part, i) =>
        part.href
          ? (
            <a
              key={i}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              dir="ltr"
            >
              {part.text}
            </a>
          )
          : <span key={i}>{part.text}</span>
      )}
    </p>
  );
}
