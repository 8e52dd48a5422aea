import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import { track } from './track.ts';

/** Sign-up and download buttons. */
export function CallToAction() {
  const t = useT();
  const view = useView();
  return (
    <p className="cta">
      <a className="button button-primary" href={view.auth.register} {...track('cta.register')}>
        {t('cta.start')}
      </a>
      {view.routes.download ? (
        <a className="button" href={view.routes.download} {...track('cta.download')}>
          {t('cta.download')}
        </a>
      ) : null}
    </p>
  );
}
