import type { ComponentType } from 'react';
import about from './pages/about.tsx';
import alternative from './pages/alternative.tsx';
import blogArticle from './pages/blog-article.tsx';
import blogCategory from './pages/blog-category.tsx';
import blogIndex from './pages/blog-index.tsx';
import blogTag from './pages/blog-tag.tsx';
import download from './pages/download.tsx';
import error404 from './pages/error-404.tsx';
import error502 from './pages/error-502.tsx';
import faq from './pages/faq.tsx';
import feature from './pages/feature.tsx';
import guideArticle from './pages/guide-article.tsx';
import guideIndex from './pages/guide-index.tsx';
import helpsArticle from './pages/helps-article.tsx';
import helpsIndex from './pages/helps-index.tsx';
import home from './pages/home.tsx';
import icons from './pages/icons.tsx';
import links from './pages/links.tsx';
import newsArticle from './pages/news-article.tsx';
import newsCategory from './pages/news-category.tsx';
import newsIndex from './pages/news-index.tsx';
import newsTag from './pages/news-tag.tsx';
import partnerDetail from './pages/partner-detail.tsx';
import partnerList from './pages/partner-list.tsx';
import partnerPlan from './pages/partner-plan.tsx';
import preSales from './pages/pre-sales.tsx';
import pricing from './pages/pricing.tsx';
import referralProgram from './pages/referral-program.tsx';
import referral from './pages/referral.tsx';
import releaseDetail from './pages/release-detail.tsx';
import releaseList from './pages/release-list.tsx';
import solution from './pages/solution.tsx';
import solutionsLanding from './pages/solutions-landing.tsx';
import superSeptember from './pages/super-september.tsx';
import useCase from './pages/use-case.tsx';

/** Every page kind: template name (the manifest's `routes[].template`) → its component in templates/pages/. */
export const TEMPLATES: Record<string, ComponentType> = {
  'about': about,
  'alternative': alternative,
  'blog-article': blogArticle,
  'blog-category': blogCategory,
  'blog-index': blogIndex,
  'blog-tag': blogTag,
  'download': download,
  'error-404': error404,
  'error-502': error502,
  'faq': faq,
  'feature': feature,
  'guide-article': guideArticle,
  'guide-index': guideIndex,
  'helps-article': helpsArticle,
  'helps-index': helpsIndex,
  'home': home,
  'icons': icons,
  'links': links,
  'news-article': newsArticle,
  'news-category': newsCategory,
  'news-index': newsIndex,
  'news-tag': newsTag,
  'partner-detail': partnerDetail,
  'partner-list': partnerList,
  'partner-plan': partnerPlan,
  'pre-sales': preSales,
  'pricing': pricing,
  'referral-program': referralProgram,
  'referral': referral,
  'release-detail': releaseDetail,
  'release-list': releaseList,
  'solution': solution,
  'solutions-landing': solutionsLanding,
  'super-september': superSeptember,
  'use-case': useCase,
};
