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

/** True for a request that must not count as a click: no agent, a known bot or previewer, or a prefetch. */
export function isBotOrPreview(headers: Headers): boolean {
  const agent = headers.get("user-agent")?.trim() ?? "";
  if (agent.length < 8) return true;
  if (BOT_AGENT.test(agent)) return true;
  // Browsers and proxies mark speculative loads; the person has not clicked yet.
  const purpose = `${headers.get("sec-purpose") ?? ""} ${
    headers.get("purpose") ?? ""
  } ${headers.get("x-purpose") ?? ""} ${headers.get("x-moz") ?? ""}`
    .toLowerCase();
  return /prefetch|preview|prerender/.test(purpose);
}
