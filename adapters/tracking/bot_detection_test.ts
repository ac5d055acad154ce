import assert from "node:assert/strict";
import { isBotOrPreview } from "./bot_detection.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

Deno.test("people's browsers count; bots, link previews, tools and prefetches do not", () => {
  const h = (ua: string | null, extra: Record<string, string> = {}) => {
    const headers = new Headers(extra);
    if (ua !== null) headers.set("user-agent", ua);
    return headers;
  };
  assert.equal(isBotOrPreview(h(CHROME)), false);
  assert.equal(
    isBotOrPreview(
      h("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 Safari/604.1"),
    ),
    false,
  );
  for (
    const bot of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "WhatsApp/2.23.20.0",
      "TelegramBot (like TwitterBot)",
      "Slackbot-LinkExpanding 1.0",
      "Mozilla/5.0 (compatible; Discordbot/2.0)",
      "Twitterbot/1.0",
      "curl/8.5.0",
      "python-requests/2.31",
    ]
  ) assert.equal(isBotOrPreview(h(bot)), true, bot);
  assert.equal(isBotOrPreview(h(null)), true);
  assert.equal(
    isBotOrPreview(h(CHROME, { "sec-purpose": "prefetch;prerender" })),
    true,
  );
});
