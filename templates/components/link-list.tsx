import type { LinkView } from '../view.ts';
import { track } from './track.ts';

/**
 * A list of links: `link-grid` (cards), `pill-list`, or plain (`undefined`). External links get
 * `rel="noopener"`; with `trackKey`, every link is a `data-track` click target of that key.
 */
export function LinkList({ links, style, trackKey }: { links: readonly LinkView[]; style?: 'link-grid' | 'pill-list'; trackKey?: string }) {
  return (
    <ul {...(style ? { className: style } : {})}>
      {links.map((link) => (
        <li key={link.href} {...(style === 'link-grid' ? { className: 'card' } : {})}>
          <a href={link.href} {...(link.external ? { rel: 'noopener' } : {})} {...(trackKey ? track(trackKey) : {})}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
