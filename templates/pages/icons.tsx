import { useView } from '../view-context.tsx';

/** `/_icons`: every icon of the sprite with its id (sprite layout, not indexed). */
export default function Icons() {
  const { data, assets } = useView();
  if (data.kind !== 'icons') return null;
  return (
    <section className="icons-page">
      <h1>Icons</h1>
      <ul className="icon-grid">
        {data.icons.map((icon) => (
          <li key={icon.id}>
            <svg width="48" height="48" viewBox={icon.viewBox} aria-hidden="true">
              <use href={`${assets.sprite}#${icon.id}`} />
            </svg>
            <code>{icon.id}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
