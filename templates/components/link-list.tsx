import type { LinkView } from '../view.ts';

/**
 * A list of links: `link-grid` (cards), `pill-list`, or plain (`undefined`). External links get
 * `rel="noopener"`.
 */
export function LinkList({ links, style }: { links: readonly LinkView[]; style?: 'link-grid' | 'pill-list' }) {
  return (
    <ul {...(style ? { className: style } : {})}>
      {links.map((link) => (
        <li key={link.href} {...(style === 'link-grid' ? { className: 'card' } : {})}>
          <a href={link.href} {...(link.external ? { rel: 'noopener' } : {})}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
