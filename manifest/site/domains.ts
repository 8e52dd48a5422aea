/**
 * Every domain of the site, in one place (D1, D2). These are placeholders on the reserved
 * `.example` TLD: replace them here before the first real deploy and nothing else changes.
 */
export const origins = {
  main: 'https://www.polyprofile.example',
  zh: 'https://www.polyprofile-cn.example',
  ru: 'https://www.polyprofile-ru.example',
} as const;

/** Named external origins that redirects and links may point at. */
export const externalHosts = {
  ruBlog: 'https://blog.polyprofile-ru.example',
  docs: 'https://docs.polyprofile.example',
  app: 'https://app.polyprofile.example',
  appSecondary: 'https://app.polyprofile-cn.example',
  community: 'https://community.polyprofile.example',
  scan: 'https://scan.polyprofile.example',
  video: 'https://video.polyprofile.example',
  stats: 'https://stats.polyprofile-cn.example',
};

/** Registrable domains that external links may use (spec 5). */
export const trustedDomains = ['polyprofile.example', 'polyprofile-cn.example', 'polyprofile-ru.example'];
