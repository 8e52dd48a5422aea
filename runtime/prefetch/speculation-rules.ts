/**
 * Speculation rules where supported (`HTMLScriptElement.supports('speculationrules')`): a
 * `<script type="speculationrules">` holding JSON (data, not executable code) is inserted through
 * the DOM. The browser then prefetches same-origin links on hover (eagerness `moderate`) and
 * limits concurrency itself. Under a CSP, script-src needs `'inline-speculation-rules'`.
 */

/** Links never prefetched. */
export const NO_PREFETCH_SELECTOR = '[data-no-prefetch], [rel~="nofollow"], [download], [target="_blank"]';

/** The rule set inserted into the page. */
export const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { selector_matches: NO_PREFETCH_SELECTOR } }] },
      eagerness: 'moderate',
    },
  ],
} as const;

/** True when the browser supports speculation rules. */
export function supportsSpeculationRules(win: { HTMLScriptElement?: { supports?: (type: string) => boolean } }): boolean {
  return typeof win.HTMLScriptElement?.supports === 'function' && win.HTMLScriptElement.supports('speculationrules');
}

/** Inserts the rules; removing the returned element stops them (used once the build is outdated). */
export function insertSpeculationRules(doc: Document): HTMLScriptElement {
  const script = doc.createElement('script');
  script.type = 'speculationrules';
  script.textContent = JSON.stringify(SPECULATION_RULES);
  doc.head.append(script);
  return script;
}
