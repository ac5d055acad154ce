/** Tells crawlers, link-preview fetchers and prefetches from people clicking a link. */

// Search crawlers, social/chat link unfurlers, monitoring and HTTP libraries: none of them is a person clicking.
const BOT_AGENT = new RegExp(
  [
    "bot\\b",
    "bot/",
    "crawl",
    "spider",
    "slurp",
    "facebookexternalhit",
    "facebookcatalog",
    "meta-externalagent",
    "whatsapp",
    "telegram",
    "slack",
    "discord",
    "skypeuripreview",
    "embedly",
    "preview",
    "pinterest",
    "vkshare",
    "redditbot",
    "linkedinbot",
    "quora link preview",
    "outbrain",
    "iframely",
    "bitlybot",
    "tumblr",
    "snapchat",
    "viber",
    "line/",
    "google-inspectiontool",
    "googleother",
    "feedfetcher",
    "mediapartners",
    "lighthouse",
    "pingdom",
    "uptimerobot",
    "statuscake",
    "headlesschrome/.*lighthouse",
    "curl/",
    "wget/",
    "python-requests",
    "python-urllib",
    "aiohttp",
    "go-http-client",
    "okhttp",
    "java/",
    "apache-httpclient",
    "libwww-perl",
    "httpie",
    "node-fetch",
    "undici",
    "deno/",
    "bun/",
    "axios/",
    "scrapy",
  ].join("|"),
  "i",
);

// Browsers and proxies mark speculative loads; the person has not clicked yet.
const SPECULATIVE = /prefetch|preview|prerender/i;
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];

/** True for an agent that is no person's browser: none, too short to be one, or a known bot or previewer. */
export function isBotAgent(userAgent: string | null): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent.length < 8 || BOT_AGENT.test(agent);
}

/** True for a request its browser or proxy marks as speculative (prefetch, prerender, preview). */
export function isSpeculative(headers: Headers): boolean {
  for (const name of PURPOSE_HEADERS) {
    const purpose = headers.get(name);
    if (purpose !== null && SPECULATIVE.test(purpose)) return true;
  }
  return false;
}

/**
 * True for a request that must not count as a click: no agent, a known bot or previewer, or a prefetch. The
 * redirect passes the agent it has already read.
 */
export function isBotOrPreview(
  headers: Headers,
  userAgent: string | null = headers.get("user-agent"),
): boolean {
  return isBotAgent(userAgent) || isSpeculative(headers);
}
