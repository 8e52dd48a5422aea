import type { PageView } from '../view.ts';
import { JsonScript } from './json-script.tsx';

/** `<head>`: title, description, keywords, canonical, hreflang alternates, Open Graph, assets. */
export function Head({ view }: { view: PageView }) {
  const { head } = view;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:site_name" content={view.brand} />
      <meta property="og:locale" content={view.locale.tag.replace('-', '_')} />
      {head.ogImage ? <meta property="og:image" content={head.ogImage} /> : null}
      <meta name="twitter:card" content={head.ogImage ? 'summary_large_image' : 'summary'} />
      {view.assets.favicons.map((icon) => (
        <link key={icon.href} rel="icon" href={icon.href} {...(icon.type ? { type: icon.type } : {})} {...(icon.sizes ? { sizes: icon.sizes } : {})} />
      ))}
      <link rel="stylesheet" href={view.assets.css} />
      <script type="module" src={view.assets.script} />
      <JsonScript id="site-config" value={view.runtimeConfig} />
      {view.statistics.head.map((src) => (
        <script key={src} async src={src} />
      ))}
    </head>
  );
}
