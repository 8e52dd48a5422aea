import { PageHeader } from '../components/page-header.tsx';
import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';

/** `/faq`: questions grouped by category, each answer a `<details>`. */
export default function Faq() {
  const t = useT();
  const { data } = useView();
  if (data.kind !== 'faq') return null;
  const categories = [...new Set(data.items.map((item) => item.category))];
  return (
    <article className="faq">
      <PageHeader />
      {categories.map((category) => (
        <section key={category} id={category}>
          <h2>{t(`categories.faq.${category}`)}</h2>
          {data.items
            .filter((item) => item.category === category)
            .map((item) => (
              <details key={item.id} id={item.id} className="faq-item">
                <summary {...(item.lang ? { lang: item.lang } : {})}>{item.question}</summary>
                <div className="prose" {...(item.lang ? { lang: item.lang } : {})} dangerouslySetInnerHTML={{ __html: item.html }} />
              </details>
            ))}
        </section>
      ))}
    </article>
  );
}
