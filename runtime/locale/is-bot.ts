/** Crawler detection: locale redirects and third-party widgets never run for bots. */

/** User-agent fragments of crawlers and link previewers. Headless browsers are not bots here. */
export const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|yandex|baiduspider|google-inspectiontool|prerender/i;

/** True when the user agent belongs to a crawler. */
export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
