import type { ComponentType } from 'react';
import type { TemplateName } from '../manifest/schema/index.ts';
import { Article } from './components/article.tsx';
import { CopyPage } from './components/copy-page.tsx';
import { Listing } from './components/listing.tsx';
import { StaticPage } from './components/static-page.tsx';
import Download from './pages/download.tsx';
import Error404 from './pages/error-404.tsx';
import Error502 from './pages/error-502.tsx';
import Faq from './pages/faq.tsx';
import Home from './pages/home.tsx';
import Icons from './pages/icons.tsx';
import Links from './pages/links.tsx';
import Pricing from './pages/pricing.tsx';
import SolutionsLanding from './pages/solutions-landing.tsx';

/**
 * What the build prepares for a page kind: its own data (`home`, `pricing`, …), or `subject`: what
 * the page is about decides (an article, a listing, an item's structured copy, or static copy).
 */
export type TemplateData = 'home' | 'pricing' | 'icons' | 'landing' | 'faq' | 'subject';

/** A page kind: the component that renders it and the data it reads. */
export interface PageTemplate {
  component: ComponentType;
  data: TemplateData;
}

const subject = (component: ComponentType): PageTemplate => ({ component, data: 'subject' });

/**
 * Every page kind of the manifest (`routes[].template`, one of `TEMPLATE_NAMES`) and its component.
 * Listings, articles, item pages and static pages share one component each.
 */
export const TEMPLATES = {
  home: { component: Home, data: 'home' },
  pricing: { component: Pricing, data: 'pricing' },
  icons: { component: Icons, data: 'icons' },
  'solutions-landing': { component: SolutionsLanding, data: 'landing' },
  faq: { component: Faq, data: 'faq' },
  download: subject(Download),
  links: subject(Links),
  'error-404': subject(Error404),
  'error-502': subject(Error502),
  about: subject(StaticPage),
  'partner-plan': subject(StaticPage),
  'pre-sales': subject(StaticPage),
  referral: subject(StaticPage),
  'referral-program': subject(StaticPage),
  'super-september': subject(StaticPage),
  alternative: subject(CopyPage),
  feature: subject(CopyPage),
  solution: subject(CopyPage),
  'use-case': subject(CopyPage),
  'blog-article': subject(Article),
  'guide-article': subject(Article),
  'helps-article': subject(Article),
  'news-article': subject(Article),
  'partner-detail': subject(Article),
  'release-detail': subject(Article),
  'blog-index': subject(Listing),
  'blog-category': subject(Listing),
  'blog-tag': subject(Listing),
  'guide-index': subject(Listing),
  'helps-index': subject(Listing),
  'news-index': subject(Listing),
  'news-category': subject(Listing),
  'news-tag': subject(Listing),
  'partner-list': subject(Listing),
  'release-list': subject(Listing),
} satisfies Record<TemplateName, PageTemplate>;

/** The page kind of a template name, if there is one. */
export function templateOf(name: string): PageTemplate | undefined {
  return (TEMPLATES as Record<string, PageTemplate>)[name];
}

/** The source file of a page kind's component, for diagnostics: its own page file, or the registry for shared components. */
export function templateFile(name: string): string {
  const own = ['home', 'pricing', 'icons', 'solutions-landing', 'faq', 'download', 'links', 'error-404', 'error-502'];
  return own.includes(name) ? `templates/pages/${name}.tsx` : 'templates/registry.ts';
}
