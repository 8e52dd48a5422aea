import { useT } from '../i18n.tsx';
import { Island } from '../islands/island.tsx';
import { useView } from '../view-context.tsx';

const SYSTEMS = ['com_win64', 'com_win32', 'com_mac', 'com_arm64', 'com_linux'] as const;

/** `/download`: a detected download button, then one button per system. */
export default function Download() {
  const t = useT();
  const view = useView();
  return (
    <article className="download">
      <header className="hero">
        <h1>{t('download.title', { brand: view.brand })}</h1>
        <p className="lead">{t('download.lead')}</p>
        <Island name="download-button" props={{ label: t('download.button'), href: view.path, className: 'button button-primary', track: 'download.detected' }} />
      </header>
      <ul className="systems">
        {SYSTEMS.map((system) => (
          <li key={system} className="card">
            <h2>{t(`download.systems.${system}`)}</h2>
            <Island name="download-button" props={{ label: t('download.get'), system, href: view.path, className: 'button', track: `download.${system}` }} />
          </li>
        ))}
      </ul>
    </article>
  );
}
