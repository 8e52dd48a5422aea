import type { SiteInput } from '../define-site.ts';

/** The redirect rules of spec 2.6, as data. `site explain <url>` shows which one fires. */
export const redirects: SiteInput['redirects'] = {
  localeSites: { status: 301 },
  externalBlogs: [
    {
      locales: ['ru'],
      host: 'ruBlog',
      collections: ['blog', 'news', 'guide'],
      categoryQuery: 'category',
      articles: {
        'why-you-need-a-facebook-agency-ad-account-facts-and-benefits': '/articles/facebook-agency-ad-account',
        'proxy-vpn-antidetect-browser': '/articles/proxy-vpn-antidetect',
        'how-browser-fingerprinting-works': '/articles/browser-fingerprinting',
        'polyprofile-6-6-release': '/articles/release-6-6',
      },
    },
  ],
  paths: [
    {
      from: '/blog/facebook-agency-ad-account:why-you-need-it:facts-and-benefits',
      to: '/blog/why-you-need-a-facebook-agency-ad-account-facts-and-benefits',
      locales: ['en', 'zh', 'pt', 'es', 'de'],
      note: 'Legacy id with colons; matches plain and percent-encoded (%3A) forms.',
    },
    {
      from: '/blog/Proxy-vs.-VPN-vs.-Antidetect-Browser',
      to: '/blog/proxy-vpn-antidetect-browser',
      locales: ['pt'],
      note: 'Renamed pt article.',
    },
    { from: '/Pricing', to: '/pricing', note: 'Legacy capitalised path.' },
    { from: '/Download', to: '/download', note: 'Legacy capitalised path.' },
  ],
};
