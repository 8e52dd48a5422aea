import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import type { PageView } from '../view.ts';
import { useChromeMarkup } from './cached-markup.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { track } from '../components/track.ts';

/**
 * Site header: brand, solutions and features menus, the top bar (the same on every page of a
 * locale, rendered once), then this page's language switcher and hand-off links.
 */
export function Header({ view }: { view: PageView }) {
  const t = useT();
  return (
    <header className="site-header">
      <div className="container header-row">
        <a className="brand" href={view.locale.home} {...track('header.logo')}>
          <svg className="brand-mark" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
            <use href={`${view.assets.sprite}#logo`} />
          </svg>
          <span>{view.brand}</span>
        </a>
        <nav className="main-nav" aria-label={t('nav.label')} dangerouslySetInnerHTML={{ __html: useChromeMarkup('nav', () => <Menus />) }} />
        <LanguageSwitcher view={view} />
        <div className="auth">
          <a className="login" href={view.auth.login} {...track('header.login')}>
            {t('auth.login')}
          </a>
          <a className="button button-primary" href={view.auth.register} {...track('header.register')}>
            {t('auth.register')}
          </a>
        </div>
      </div>
    </header>
  );
}

/** The solutions and features menus and the top bar of the locale. */
function Menus() {
  const t = useT();
  const { nav } = useView();
  return (
    <>
      <ul className="menu">
        <Submenu title={t('nav.solutions')} links={nav.solutions} names="solutionNames" area="solutions" />
        <Submenu title={t('nav.features')} links={nav.features} names="featureNames" area="features" />
      </ul>
      <ul className="menu top-links">
        {nav.topBar.map((link) => (
          <li key={link.key} data-key={link.key}>
            <a href={link.href} {...(link.external ? { rel: 'noopener' } : {})} {...track(`menu.top.${link.key}`)}>
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A drop-down of item pages (solutions, features) under `title`; nothing when the locale has none. */
function Submenu({ title, links, names, area }: { title: string; links: readonly { key: string; href: string }[]; names: 'solutionNames' | 'featureNames'; area: string }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <li className="has-sub">
      <details>
        <summary>{title}</summary>
        <ul className="submenu">
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href} {...track(`menu.${area}.${link.key}`)}>
                {t(`${names}.${link.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
