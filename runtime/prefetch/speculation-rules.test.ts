// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { insertSpeculationRules, NO_PREFETCH_SELECTOR, SPECULATION_RULES, supportsSpeculationRules } from './speculation-rules.ts';

afterEach(() => (document.head.innerHTML = ''));

describe('speculation rules', () => {
  it('detects support through HTMLScriptElement.supports', () => {
    expect(supportsSpeculationRules({ HTMLScriptElement: { supports: (type) => type === 'speculationrules' } })).toBe(true);
    expect(supportsSpeculationRules({ HTMLScriptElement: { supports: () => false } })).toBe(false);
    expect(supportsSpeculationRules({ HTMLScriptElement: {} })).toBe(false);
    expect(supportsSpeculationRules({})).toBe(false);
  });
  it('inserts a JSON speculationrules script through the DOM', () => {
    const script = insertSpeculationRules(document);
    expect(script.parentNode).toBe(document.head);
    expect(script.type).toBe('speculationrules');
    expect(JSON.parse(script.textContent ?? '')).toEqual(SPECULATION_RULES);
  });
  it('prefetches same-origin document links on hover, except opted-out ones', () => {
    const rule = SPECULATION_RULES.prefetch[0];
    expect(rule.source).toBe('document');
    expect(rule.eagerness).toBe('moderate');
    expect(rule.where.and[0]).toEqual({ href_matches: '/*' });
    expect(rule.where.and[1]).toEqual({ not: { selector_matches: NO_PREFETCH_SELECTOR } });
  });
});
