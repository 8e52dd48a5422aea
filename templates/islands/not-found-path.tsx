/**
 * The 404 message (spec 8, D9): the static 404 page is the same for every missing URL, so the
 * requested path is filled into 'Page not found: {path}' in the browser. The server renders the
 * message with an empty path; the effect fills it in.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useIslandConfig } from './island-context.tsx';

/** Fills `{path}`. */
export function notFoundText(template: string, path: string): string {
  return template.replaceAll('{path}', path);
}

/** The path as the visitor typed it (percent-decoding where valid). */
export function displayPath(pathname: string, search: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep the encoded form
  }
  return path + search;
}

/** The widget (no props). */
export function NotFoundPath(): ReactElement {
  const config = useIslandConfig();
  const [path, setPath] = useState('');
  useEffect(() => setPath(displayPath(location.pathname, location.search)), []);
  return (
    <p className="site-not-found" data-path={path}>
      {notFoundText(config.strings.notFound, path)}
    </p>
  );
}
