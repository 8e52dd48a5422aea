/** How a page's render failure begins: `buildSite` tells it from other failures by it. */
export const PAGE_RENDER_FAILURE = 'the page ';

/**
 * What a template's throw says in a diagnostic: the page, its template and the component that threw
 * (the first named function of the stack that is a component, by React's PascalCase rule), then the
 * error. Said in the message itself: it crosses the worker boundary, where only messages are sure to.
 */
export function pageRenderFailure(url: string, template: string, error: unknown): string {
  const component = /\n\s+at (?:new )?([A-Z][A-Za-z0-9]*) \(/.exec((error as Error | undefined)?.stack ?? '')?.[1];
  return `${PAGE_RENDER_FAILURE}${url} (template "${template}"${component ? `, component ${component}` : ''}) did not render: ${(error as Error | undefined)?.message ?? String(error)}`;
}
