import type { ReactNode } from 'react';
import { useList, useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import { CallToAction } from './call-to-action.tsx';
import { PageHeader } from './page-header.tsx';

/**
 * A page whose copy lives in the message files under its route's `copy` namespace: `title`, `lead`
 * and `sections` (a list of `{ title, text }`).
 */
export function StaticPage({ children }: { children?: ReactNode }) {
  const t = useT();
  const list = useList();
  const view = useView();
  const messageKey = view.copyKey ?? view.template;
  return (
    <article className={`static-page static-${messageKey}`}>
      <PageHeader hero />
      {children}
      <div className="sections">
        {list(`${messageKey}.sections`).map((section) => (
          <section key={section.title} className="card">
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
      <CallToAction />
    </article>
  );
}
