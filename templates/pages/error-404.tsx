import { useT } from '../i18n.tsx';
import { Island } from '../islands/island.tsx';
import { useView } from '../view-context.tsx';

/** The locale's 404 page (D9): static, the requested path filled in on the client. */
export default function NotFound() {
  const t = useT();
  const view = useView();
  return (
    <section className="error-page">
      <p className="error-code">404</p>
      <h1>{t('errors.notFoundTitle')}</h1>
      <Island name="not-found-path" />
      <p>
        <a className="button button-primary" href={view.locale.home}>
          {t('errors.home')}
        </a>
      </p>
    </section>
  );
}
