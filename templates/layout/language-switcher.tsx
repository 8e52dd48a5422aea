import { useT } from '../i18n.tsx';
import type { PageView } from '../view.ts';
import { track } from '../components/track.ts';

/**
 * Links this page in every other locale where it exists (its hreflang alternates), or that
 * locale's home where it does not. A plain `<details>` works without JavaScript; the runtime
 * stores the choice in the locale cookie on click (`data-locale-switch`).
 */
export function LanguageSwitcher({ view }: { view: PageView }) {
  const t = useT();
  return (
    <details className="language-switcher">
      <summary>
        <span className="visually-hidden">{t('nav.language')}: </span>
        {view.locale.name}
      </summary>
      <ul>
        {view.switcher.map((entry) => (
          <li key={entry.code}>
            <a href={entry.href} hrefLang={entry.tag} lang={entry.tag} data-locale-switch={entry.code} {...track(`menu.language.${entry.code}`)} {...(entry.current ? { 'aria-current': 'page' as const } : {})}>
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
