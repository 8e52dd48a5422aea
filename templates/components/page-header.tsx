import type { ReactNode } from 'react';
import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';

/**
 * The heading and lead of a page whose copy is in the messages under its route's `copy`
 * namespace (`<copy>.title`, `<copy>.lead`); `hero` for the large variant with a call to action.
 */
export function PageHeader({ hero = false, children }: { hero?: boolean; children?: ReactNode }) {
  const t = useT();
  const view = useView();
  const key = view.copyKey ?? view.template;
  return (
    <header className={hero ? 'hero' : 'page-header'}>
      <h1>{t(`${key}.title`, { brand: view.brand })}</h1>
      <p className="lead">{t(`${key}.lead`, { brand: view.brand })}</p>
      {children}
    </header>
  );
}
